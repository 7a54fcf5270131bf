import {
  getFeedPage,
  getNotifications,
  getPost,
  getUserPosts,
  isValidPost,
  login,
} from '@photobooth/api-client'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT } from './db/seed-world'
import {
  deletedPostWithOrphanNotifications,
  demoUser,
  emptyFeed,
  friendUser,
  manyLikers,
  newUser,
  noNotifications,
  postsOf,
  unlovedPost,
  unreadOnManyPosts,
  userWithoutPosts,
} from './scenarios'
import { setupBackendHarness } from './test/backend-harness'
import { refusal } from './test/expect-api-error'

const h = setupBackendHarness()

describe('scenarios', () => {
  it('emptyFeed: no posts for anyone', async () => {
    emptyFeed(h.backend)
    await expect(getFeedPage(h.as(DEMO_ACCOUNT.email).client, 1)).resolves.toEqual([])
    expect(
      (await getNotifications(h.as(DEMO_ACCOUNT.email).client)).every((item) => !item.postId),
    ).toBe(true)
  })

  it('newUser: a signed-in account with nothing yet, which can also log in', async () => {
    const session = await newUser(h.backend)
    expect(session.user).toMatchObject({ avatar: null, bio: '' })
    await expect(getUserPosts(h.guest(), session.user._id)).resolves.toMatchObject({
      postsCount: 0,
    })
    await expect(
      login(h.guest(), { email: 'casey.new@example.com', password: 'newuser123' }),
    ).resolves.toBeDefined()
  })

  it('manyLikers: the post has that many likers', async () => {
    const postId = manyLikers(h.backend, { count: 40 })
    expect((await getPost(h.guest(), postId)).likes).toHaveLength(40)
  })

  it('unlovedPost: no likes, no comments', async () => {
    const post = await getPost(h.guest(), unlovedPost(h.backend))
    expect([post.likesCount, post.commentsCount]).toEqual([0, 0])
  })

  it('noNotifications: an empty list for the demo account', async () => {
    noNotifications(h.backend)
    await expect(getNotifications(h.as(DEMO_ACCOUNT.email).client)).resolves.toEqual([])
  })

  it('deletedPostWithOrphanNotifications: notifications point at a post that answers 404', async () => {
    const { postId } = deletedPostWithOrphanNotifications(h.backend)
    const list = await getNotifications(h.as(DEMO_ACCOUNT.email).client)
    expect(list.slice(0, 2).map((item) => [item.type, item.postId])).toEqual([
      ['comment', postId],
      ['like', postId],
    ])
    expect(await refusal(getPost(h.guest(), postId))).toEqual([404, 'Post not found'])
  })

  it('unreadOnManyPosts: an unread like on each of that many posts of the demo account', async () => {
    const { postIds } = unreadOnManyPosts(h.backend, { count: 60 })
    expect(new Set(postIds).size).toBe(60)
    const { client, user } = h.as(DEMO_ACCOUNT.email)
    const unread = (await getNotifications(client)).filter(
      (item) => !item.isRead && item.postId && postIds.includes(item.postId),
    )
    expect(new Set(unread.map((item) => item.postId)).size).toBe(60)
    // Each post is the demo account's, and the like that was notified still stands.
    const { posts } = await getUserPosts(h.guest(), user._id)
    const own = new Map(posts.filter(isValidPost).map((post) => [post._id, post]))
    const friend = friendUser(h.backend)._id
    for (const postId of postIds)
      expect(own.get(postId)?.likes.map((liker) => liker._id)).toEqual([friend])
  })

  it('finders: the demo account and a user without posts', () => {
    expect(postsOf(h.backend, demoUser(h.backend)._id)).toHaveLength(6)
    expect(postsOf(h.backend, userWithoutPosts(h.backend)._id)).toEqual([])
  })
})
