import {
  addComment,
  deleteComment,
  editComment,
  getNotifications,
  getPost,
} from '@photobooth/api-client'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT, FRIEND_ACCOUNT } from '../db/seed-world'
import { demoUser, postsOf } from '../scenarios'
import { setupBackendHarness } from '../test/backend-harness'
import { present, refusal } from '../test/expect-api-error'

const h = setupBackendHarness()

const demoPost = () => present(postsOf(h.backend, demoUser(h.backend)._id)[0])

describe('POST /posts/{id}/comment', () => {
  it('answers 201 with the comment and its author, appended last, and notifies the owner', async () => {
    const target = demoPost()
    const friend = h.as(FRIEND_ACCOUNT.email)
    const demo = h.as(DEMO_ACCOUNT.email)
    const answer = await addComment(friend.client, { postId: target._id, text: 'Lovely light' })
    expect(answer).toEqual({
      message: 'Comment added',
      comment: {
        _id: expect.stringMatching(/^[A-Za-z0-9]{16}$/),
        postId: target._id,
        userId: friend.user._id,
        text: 'Lovely light',
        createdAt: expect.any(String),
        user: expect.objectContaining({ _id: friend.user._id, name: FRIEND_ACCOUNT.name }),
      },
    })
    const post = await getPost(h.guest(), target._id)
    expect(post.comments.at(-1)?._id).toBe(answer.comment._id)
    expect(post.commentsCount).toBe(post.comments.length)
    const [newest] = await getNotifications(demo.client)
    expect(newest).toMatchObject({
      type: 'comment',
      postId: target._id,
      isRead: false,
      fromUser: { _id: friend.user._id },
    })
  })

  it('does not notify owners of their own comments', async () => {
    const demo = h.as(DEMO_ACCOUNT.email)
    const before = (await getNotifications(demo.client)).length
    await addComment(demo.client, { postId: demoPost()._id, text: 'Thanks all!' })
    expect((await getNotifications(demo.client)).length).toBe(before)
  })

  it('refuses empty and whitespace-only text, and unknown posts', async () => {
    const { client } = h.as(FRIEND_ACCOUNT.email)
    for (const text of ['', '   \n ']) {
      expect(await refusal(addComment(client, { postId: demoPost()._id, text }))).toEqual([
        400,
        'Comment text is required',
      ])
    }
    expect(await refusal(addComment(client, { postId: 'AAAAAAAAAAAAAAAA', text: 'hi' }))).toEqual([
      404,
      'Post not found',
    ])
  })
})

describe('PATCH /posts/comment/{commentId}', () => {
  it('lets the author edit; the answer carries updatedAt', async () => {
    const friend = h.as(FRIEND_ACCOUNT.email)
    const { comment } = await addComment(friend.client, { postId: demoPost()._id, text: 'Frist' })
    const answer = await editComment(friend.client, { commentId: comment._id, text: 'First!' })
    expect(answer).toMatchObject({
      message: 'Comment updated successfully',
      comment: {
        _id: comment._id,
        text: 'First!',
        updatedAt: expect.any(String),
        user: { _id: friend.user._id },
      },
    })
    const post = await getPost(h.guest(), demoPost()._id)
    expect(post.comments.find((item) => item._id === comment._id)?.text).toBe('First!')
  })

  it('answers 400, 404 and 403', async () => {
    const friend = h.as(FRIEND_ACCOUNT.email)
    const demo = h.as(DEMO_ACCOUNT.email)
    const { comment } = await addComment(friend.client, { postId: demoPost()._id, text: 'Mine' })
    expect(
      await refusal(editComment(friend.client, { commentId: comment._id, text: ' ' })),
    ).toEqual([400, 'Comment text is required'])
    expect(
      await refusal(editComment(friend.client, { commentId: 'AAAAAAAAAAAAAAAA', text: 'x' })),
    ).toEqual([404, 'Comment not found'])
    expect(
      await refusal(editComment(demo.client, { commentId: comment._id, text: 'Hacked' })),
    ).toEqual([403, 'Not authorized to update this comment'])
  })
})

describe('DELETE /posts/comment/{commentId}', () => {
  it('lets the author delete', async () => {
    const friend = h.as(FRIEND_ACCOUNT.email)
    const { comment } = await addComment(friend.client, { postId: demoPost()._id, text: 'Oops' })
    await expect(deleteComment(friend.client, comment._id)).resolves.toEqual({
      message: 'Comment deleted successfully',
    })
    const post = await getPost(h.guest(), demoPost()._id)
    expect(post.comments.some((item) => item._id === comment._id)).toBe(false)
  })

  it('answers 404 and 403 (even the post owner cannot delete)', async () => {
    const friend = h.as(FRIEND_ACCOUNT.email)
    const demo = h.as(DEMO_ACCOUNT.email)
    const { comment } = await addComment(friend.client, { postId: demoPost()._id, text: 'Stay' })
    expect(await refusal(deleteComment(friend.client, 'AAAAAAAAAAAAAAAA'))).toEqual([
      404,
      'Comment not found',
    ])
    expect(await refusal(deleteComment(demo.client, comment._id))).toEqual([
      403,
      'Not authorized to delete this comment',
    ])
  })
})
