import {
  addComment,
  createPost,
  deletePost,
  getFeedPage,
  getGuestPosts,
  getNotifications,
  getPost,
  getUserPosts,
  isValidPost,
  type Post,
  toggleLike,
  UPLOAD_MAX_BYTES,
  updatePost,
} from '@photobooth/api-client'
import { describe, expect, it } from 'vitest'
import { DEMO_ACCOUNT, FRIEND_ACCOUNT, SEED_POST_COUNT } from '../db/seed-world'
import { postsOf, userWithoutPosts } from '../scenarios'
import { API, pngFile, setupBackendHarness } from '../test/backend-harness'
import { present, rawRefusal, refusal } from '../test/expect-api-error'

const h = setupBackendHarness()

const userId = (email: string) => present(h.backend.db.findUserByEmail(email), 'user')._id
const demoPost = () => present(postsOf(h.backend, userId(DEMO_ACCOUNT.email))[0], 'post')
const valid = (entries: Awaited<ReturnType<typeof getGuestPosts>>) => entries.filter(isValidPost)

describe('GET /posts', () => {
  it('answers a plain array of populated posts, newest first; no page means page 1 of 10', async () => {
    const posts = valid(await getGuestPosts(h.guest()))
    expect(posts).toHaveLength(10)
    const dates = posts.map((post) => post.createdAt)
    expect(dates).toEqual([...dates].sort().reverse())
    const post = posts[0] as Post
    expect(post).toEqual(
      expect.objectContaining({
        _id: expect.any(String),
        userId: expect.any(String),
        caption: expect.any(String),
        image: expect.stringMatching(/^uploads\//),
        likes: expect.any(Array),
        likesCount: post.likes.length,
        comments: expect.any(Array),
        commentsCount: post.comments.length,
        user: expect.objectContaining({ _id: post.userId, name: expect.any(String) }),
      }),
    )
  })

  it('pages by page and limit, with [] past the end and a short last page', async () => {
    const client = h.as(DEMO_ACCOUNT.email).client
    const ids: string[] = []
    for (let page = 1; page <= 12; page++) {
      ids.push(...valid(await getFeedPage(client, page)).map((post) => post._id))
    }
    expect(ids).toHaveLength(SEED_POST_COUNT)
    expect(new Set(ids).size).toBe(SEED_POST_COUNT)
    await expect(getFeedPage(client, 13)).resolves.toEqual([])
    const short = await h.raw('/api/posts?page=3&limit=50')
    expect((await short.json()).length).toBe(SEED_POST_COUNT - 100)
  })

  it('shows comments oldest first, each with its author', async () => {
    const posts = valid(await getFeedPage(h.guest(), 1)).concat(
      valid(await getFeedPage(h.guest(), 2)),
    )
    const withComments = posts.find((post) => post.comments.length > 1) as Post
    const times = withComments.comments.map((comment) => comment.createdAt)
    expect(times).toEqual([...times].sort())
    expect(withComments.comments[0]?.user).toEqual(
      expect.objectContaining({ _id: expect.any(String), name: expect.any(String) }),
    )
  })

  it('shows a missing author as Unknown', async () => {
    const newest = present(h.backend.db.postsNewestFirst()[0])
    h.backend.db.users.delete(newest.userId)
    const [first] = await getGuestPosts(h.guest())
    expect(first).toMatchObject({ _id: newest._id, user: { name: 'Unknown', avatar: null } })
  })
})

describe('GET /posts/{id}', () => {
  it('answers the populated post, ignoring an expired token', async () => {
    const target = demoPost()
    const { accessToken } = h.backend.signIn(FRIEND_ACCOUNT.email)
    h.backend.clock.advance(5 * 60_000)
    const response = await h.raw(`/api/posts/${target._id}`, {
      headers: { Authorization: `Bearer ${accessToken}` },
    })
    expect(response.status).toBe(200)
    expect(await response.json()).toMatchObject({
      _id: target._id,
      user: { email: DEMO_ACCOUNT.email },
    })
  })

  it('answers 404 Post not found', async () => {
    expect(await refusal(getPost(h.guest(), 'AAAAAAAAAAAAAAAA'))).toEqual([404, 'Post not found'])
  })
})

describe('GET /posts/user/{userId}', () => {
  it('answers the user, their posts without `user`, and the count', async () => {
    const { user } = h.backend.signIn(DEMO_ACCOUNT.email)
    const answer = await getUserPosts(h.guest(), user._id)
    expect(answer.user).toMatchObject({ _id: user._id, name: DEMO_ACCOUNT.name })
    expect(answer.postsCount).toBe(6)
    expect(answer.posts).toHaveLength(6)
    for (const post of valid(answer.posts)) {
      expect(post.userId).toBe(user._id)
      expect(post.user).toBeUndefined()
    }
  })

  it('answers the posts in the store’s order (by _id), as the server does, not newest first', async () => {
    const { user } = h.backend.signIn(DEMO_ACCOUNT.email)
    const answered = await h.rawAs(DEMO_ACCOUNT.email, `/api/posts/user/${user._id}`)
    const ids = ((await answered.json()) as { posts: { _id: string }[] }).posts.map(
      (post) => post._id,
    )
    expect(ids).toEqual([...ids].sort())
    const newestFirst = postsOf(h.backend, user._id).map((post) => post._id)
    expect(ids).not.toEqual(newestFirst)
    expect([...ids].sort()).toEqual([...newestFirst].sort())
  })

  it('answers no posts for a user who never posted, and 404 for an unknown user', async () => {
    const quiet = userWithoutPosts(h.backend)
    await expect(getUserPosts(h.guest(), quiet._id)).resolves.toMatchObject({
      posts: [],
      postsCount: 0,
    })
    expect(await refusal(getUserPosts(h.guest(), 'AAAAAAAAAAAAAAAA'))).toEqual([
      404,
      'User not found',
    ])
  })
})

describe('POST /posts', () => {
  it('answers 201 with a raw post; the client then gets the populated post and the image is served', async () => {
    const { client, user } = h.as(FRIEND_ACCOUNT.email)
    const raw = await h.rawAs(FRIEND_ACCOUNT.email, '/api/posts', {
      method: 'POST',
      body: postForm('A new day', pngFile()),
    })
    expect(raw.status).toBe(201)
    const rawBody = await raw.json()
    expect(Object.keys(rawBody).sort()).toEqual([
      '_id',
      'caption',
      'createdAt',
      'image',
      'likes',
      'updatedAt',
      'userId',
    ])
    expect(rawBody).toMatchObject({ caption: 'A new day', likes: [], userId: user._id })

    const created = await createPost(client, { caption: 'Second one', image: pngFile() })
    expect(created.post).toMatchObject({
      _id: created.id,
      caption: 'Second one',
      user: { _id: user._id },
      comments: [],
      likesCount: 0,
    })
    const [newest] = valid(await getGuestPosts(h.guest()))
    expect(newest?._id).toBe(created.id)
    const image = await fetch(`${API}/${created.post?.image}`)
    expect([image.status, image.headers.get('content-type')]).toEqual([200, 'image/png'])
  })

  it('enforces image and caption rules with 400s', async () => {
    const { client } = h.as(FRIEND_ACCOUNT.email)
    const send = (body: FormData) =>
      h.rawAs(FRIEND_ACCOUNT.email, '/api/posts', { method: 'POST', body })
    const cases: [FormData, string][] = [
      [postForm('No image'), 'Image is required'],
      [postForm('   ', pngFile()), 'Caption is required'],
      [postForm('x'.repeat(2201), pngFile()), 'Caption must be 2200 characters or less'],
      [
        postForm('Text file', new File(['hello'], 'a.txt', { type: 'text/plain' })),
        'Only image files are allowed',
      ],
      [
        postForm('Renamed', new File(['MZ not really'], 'a.jpg', { type: 'image/jpeg' })),
        'Only image files are allowed',
      ],
      [
        postForm(
          'Vector',
          new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'a.svg', {
            type: 'image/svg+xml',
          }),
        ),
        'Only image files are allowed',
      ],
      [postForm('Huge', pngFile('big.png', UPLOAD_MAX_BYTES)), 'Image must be 5 MB or smaller'],
    ]
    for (const [form, text] of cases) {
      expect(await rawRefusal(await send(form))).toEqual([400, text])
    }
    await expect(
      createPost(client, { caption: 'x'.repeat(2200), image: pngFile() }),
    ).resolves.toBeDefined()
  })

  it('answers the server 500 for a file under another field, and 401 without a token', async () => {
    const form = new FormData()
    form.append('caption', 'Wrong field')
    form.append('photo', pngFile())
    const response = await h.rawAs(FRIEND_ACCOUNT.email, '/api/posts', {
      method: 'POST',
      body: form,
    })
    expect([response.status, await response.json()]).toEqual([
      500,
      { message: 'Internal server error' },
    ])
    const anonymous = await h.raw('/api/posts', { method: 'POST', body: postForm('x', pngFile()) })
    expect(anonymous.status).toBe(401)
  })
})

describe('PATCH /posts/{id}', () => {
  it('lets the owner change the caption and the image (the old upload is removed)', async () => {
    const { client } = h.as(FRIEND_ACCOUNT.email)
    const created = await createPost(client, { caption: 'Before', image: pngFile() })
    const oldImage = created.post?.image
    const updated = await updatePost(client, {
      postId: created.id,
      caption: 'After',
      image: pngFile('new.png'),
    })
    expect(updated.post).toMatchObject({ _id: created.id, caption: 'After' })
    expect(updated.post?.image).not.toBe(oldImage)
    expect((await fetch(`${API}/${oldImage}`)).status).toBe(404)
    const captionOnly = await updatePost(client, { postId: created.id, caption: 'Only text' })
    expect(captionOnly.post).toMatchObject({ caption: 'Only text', image: updated.post?.image })
  })

  it('answers 404, 403 and the caption rule', async () => {
    const { client } = h.as(FRIEND_ACCOUNT.email)
    expect(await refusal(updatePost(client, { postId: 'AAAAAAAAAAAAAAAA', caption: 'x' }))).toEqual(
      [404, 'Post not found'],
    )
    expect(
      await refusal(updatePost(client, { postId: demoPost()._id, caption: 'mine now' })),
    ).toEqual([403, 'Not authorized to update this post'])
    const own = present(postsOf(h.backend, userId(FRIEND_ACCOUNT.email))[0])
    expect(await refusal(updatePost(client, { postId: own._id, caption: ' ' }))).toEqual([
      400,
      'Caption is required',
    ])
  })
})

describe('DELETE /posts/{id}', () => {
  it("lets the owner delete; the post's comments and notifications stay as orphans", async () => {
    const target = demoPost()
    const friend = h.as(FRIEND_ACCOUNT.email)
    await addComment(friend.client, { postId: target._id, text: 'Nice!' })
    const demo = h.as(DEMO_ACCOUNT.email)
    const before = (await getNotifications(demo.client)).filter(
      (item) => item.postId === target._id,
    ).length
    const commentsBefore = h.backend.db.commentsOf(target._id).length
    expect(before).toBeGreaterThan(0)

    await expect(deletePost(demo.client, target._id)).resolves.toEqual({ message: 'Post deleted' })
    expect(await refusal(getPost(h.guest(), target._id))).toEqual([404, 'Post not found'])
    const after = (await getNotifications(demo.client)).filter(
      (item) => item.postId === target._id,
    ).length
    expect(after).toBe(before)
    expect(h.backend.db.commentsOf(target._id)).toHaveLength(commentsBefore)
  })

  it('answers 404 and 403', async () => {
    const { client } = h.as(FRIEND_ACCOUNT.email)
    expect(await refusal(deletePost(client, 'AAAAAAAAAAAAAAAA'))).toEqual([404, 'Post not found'])
    expect(await refusal(deletePost(client, demoPost()._id))).toEqual([
      403,
      'Not authorized to delete this post',
    ])
  })
})

describe('POST /posts/{id}/like', () => {
  it('toggles, and notifies the owner of every like by someone else (like, unlike, like gives two)', async () => {
    const target = demoPost()
    present(h.backend.db.posts.get(target._id)).likes = []
    const friend = h.as(FRIEND_ACCOUNT.email)
    const demo = h.as(DEMO_ACCOUNT.email)
    const count = async () =>
      (await getNotifications(demo.client)).filter(
        (item) =>
          item.type === 'like' &&
          item.postId === target._id &&
          item.fromUser._id === friend.user._id,
      ).length
    const initial = await count()

    await expect(toggleLike(friend.client, target._id)).resolves.toEqual({
      message: 'Post liked',
      liked: true,
    })
    expect((await getPost(h.guest(), target._id)).likes.map((liker) => liker._id)).toEqual([
      friend.user._id,
    ])
    await expect(toggleLike(friend.client, target._id)).resolves.toEqual({
      message: 'Post unliked',
      liked: false,
    })
    expect((await getPost(h.guest(), target._id)).likesCount).toBe(0)
    await toggleLike(friend.client, target._id)
    expect(await count()).toBe(initial + 2)
  })

  it('does not notify owners of their own likes, and answers 404 for an unknown post', async () => {
    const demo = h.as(DEMO_ACCOUNT.email)
    const target = demoPost()
    const before = (await getNotifications(demo.client)).length
    await toggleLike(demo.client, target._id)
    expect((await getNotifications(demo.client)).length).toBe(before)
    expect(await refusal(toggleLike(demo.client, 'AAAAAAAAAAAAAAAA'))).toEqual([
      404,
      'Post not found',
    ])
  })
})

function postForm(caption: string, image?: File): FormData {
  const form = new FormData()
  form.append('caption', caption)
  if (image) form.append('image', image)
  return form
}
