import { getNotifications, getPost, markNotificationRead } from '@photobooth/api-client'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT, FRIEND_ACCOUNT } from '../db/seed-world'
import { setupBackendHarness } from '../test/backend-harness'
import { json, present, refusal } from '../test/expect-api-error'

const h = setupBackendHarness()

describe('GET /notifications', () => {
  it("answers all the caller's notifications, newest first, with their sender", async () => {
    const demo = h.as(DEMO_ACCOUNT.email)
    const list = await getNotifications(demo.client)
    expect(list.length).toBeGreaterThan(10)
    const dates = list.map((item) => item.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
    for (const item of list) {
      expect(item.userId).toBe(demo.user._id)
      expect(item.fromUser.name).toEqual(expect.any(String))
    }
    expect(new Set(list.map((item) => item.type))).toEqual(new Set(['like', 'comment', 'poke']))
  })

  it('gives a poke no postId', async () => {
    const list = await getNotifications(h.as(DEMO_ACCOUNT.email).client)
    const poke = present(list.find((item) => item.type === 'poke'))
    expect(poke.postId).toBeUndefined()
  })

  it('shows a sender who no longer exists as Unknown', async () => {
    const demo = h.as(DEMO_ACCOUNT.email)
    const [first] = await getNotifications(demo.client)
    h.backend.db.users.delete(present(first).fromUserId ?? '')
    const [again] = await getNotifications(demo.client)
    expect(again?.fromUser).toEqual({ name: 'Unknown', avatar: null })
  })

  it('answers 401 without a token', async () => {
    expect((await h.raw('/api/notifications')).status).toBe(401)
  })
})

describe('PATCH /notifications/{id}/read', () => {
  it('marks one read, idempotently', async () => {
    const demo = h.as(DEMO_ACCOUNT.email)
    const unread = present((await getNotifications(demo.client)).find((item) => !item.isRead))
    for (let time = 0; time < 2; time++) {
      await expect(markNotificationRead(demo.client, unread._id)).resolves.toEqual({
        message: 'Notification marked as read',
      })
    }
    const after = (await getNotifications(demo.client)).find((item) => item._id === unread._id)
    expect(after?.isRead).toBe(true)
  })

  it("answers 404 for an unknown id and for someone else's notification", async () => {
    const demo = h.as(DEMO_ACCOUNT.email)
    const friend = h.as(FRIEND_ACCOUNT.email)
    const mine = present((await getNotifications(demo.client))[0])
    expect(await refusal(markNotificationRead(demo.client, 'AAAAAAAAAAAAAAAA'))).toEqual([
      404,
      'Notification not found',
    ])
    expect(await refusal(markNotificationRead(friend.client, mine._id))).toEqual([
      404,
      'Notification not found',
    ])
  })
})

describe('POST /users/{id}/poke', () => {
  it('creates a notification without a post', async () => {
    const demo = h.as(DEMO_ACCOUNT.email)
    const response = await h.rawAs(
      FRIEND_ACCOUNT.email,
      `/api/users/${demo.user._id}/poke`,
      json({}),
    )
    expect(response.status).toBe(200)
    const [newest] = await getNotifications(demo.client)
    expect(newest).toMatchObject({ type: 'poke', fromUser: { name: FRIEND_ACCOUNT.name } })
    expect(newest?.postId).toBeUndefined()
    // Nothing for the client to look up: a post id is required for that.
    expect(await refusal(getPost(h.guest(), 'undefined'))).toEqual([404, 'Post not found'])
  })
})
