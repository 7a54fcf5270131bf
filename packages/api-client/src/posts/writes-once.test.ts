import { FRIEND_ACCOUNT, scenarios } from '@photobooth/mocks'
import { API, failure, pngFile, setupBackendHarness } from '@photobooth/mocks/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signupOnce } from '../auth/signup'
import { createApiClient } from '../client/create-api-client'
import { createMemoryTokenStore } from '../client/memory-token-store'
import type { Post } from '../contract/post'
import { memoryCache } from '../test/memory-cache'
import { changePasswordOnce } from '../users/change-password'
import { updateProfileOnce } from '../users/update-profile'
import { addCommentOnce } from './add-comment'
import { createPostOnce } from './create-post'
import { deletePostOnce } from './delete-post'
import { getPost } from './get-post'
import { postKey } from './keys'
import { doubtLikes, likesInDoubt } from './like-states'
import { withLike } from './likes'
import { likeAs } from './toggle-like'

const h = setupBackendHarness()

afterEach(() => {
  vi.unstubAllGlobals()
})

/**
 * What the network does to one request: passes it; cuts it before the server (`cut`); lets
 * the server do it and loses the answer (`lost`); or sends it twice — the browser re-sending
 * a request whose connection was reset — and passes the second answer (`twice`).
 */
type Fate = 'pass' | 'cut' | 'lost' | 'twice'

/** A client signed in as the friend whose requests meet `fateOf`; `sent` counts what reached
 * the server, by `METHOD path`. */
function faultyClient(fateOf: (method: string, path: string, n: number) => Fate) {
  const session = h.backend.signIn(FRIEND_ACCOUNT.email)
  const sent: string[] = []
  const counts = new Map<string, number>()
  const client = createApiClient({
    baseUrl: API,
    tokens: createMemoryTokenStore(session),
    retry: false,
    async fetch(input, init) {
      const method = init?.method ?? 'GET'
      const path = new URL(String(input)).pathname.replace(/^\/api/, '')
      const name = `${method} ${path.replace(/[A-Za-z0-9]{16}/g, '{id}')}`
      const n = (counts.get(name) ?? 0) + 1
      counts.set(name, n)
      const fate = fateOf(method, name, n)
      if (fate === 'cut') throw new TypeError('Failed to fetch')
      sent.push(name)
      const answer = await fetch(input, init)
      if (fate === 'lost') throw new TypeError('Failed to fetch')
      if (fate === 'twice') {
        sent.push(name)
        return fetch(input, init)
      }
      return answer
    },
  })
  return { client, user: session.user, sent }
}

const commentsBy = (postId: string, userId: string, text: string) =>
  h.backend.db
    .commentsOf(postId)
    .filter((comment) => comment.userId === userId && comment.text === text)

describe('addCommentOnce', () => {
  const add = async (fateOf: Parameters<typeof faultyClient>[0], text = 'Lovely light') => {
    const friend = faultyClient(fateOf)
    const postId = scenarios.unlovedPost(h.backend)
    const before = await getPost(h.guest(), postId)
    const result = addCommentOnce(friend.client, {
      postId,
      text,
      authorId: friend.user._id,
      knownCommentIds: new Set(before.comments.map((comment) => comment._id)),
    })
    return { ...friend, postId, result }
  }

  it('a lost answer: the comment is found on the post, and not sent again', async () => {
    const { result, postId, user, sent } = await add((method) =>
      method === 'POST' ? 'lost' : 'pass',
    )
    const added = await result
    expect(added.comment.text).toBe('Lovely light')
    expect(commentsBy(postId, user._id, 'Lovely light')).toHaveLength(1)
    expect(sent.filter((name) => name.startsWith('POST'))).toHaveLength(1)
  })

  it('sent twice by the browser: the copy is removed, the answered one kept', async () => {
    const { result, postId, user } = await add((method) => (method === 'POST' ? 'twice' : 'pass'))
    const added = await result
    const stored = commentsBy(postId, user._id, 'Lovely light')
    expect(stored.map((comment) => comment._id)).toEqual([added.comment._id])
    expect(added.post?.comments.filter((comment) => comment.text === 'Lovely light')).toHaveLength(
      1,
    )
  })

  it('cut before the server: the failure is said (sending again is safe)', async () => {
    const { result, postId, user } = await add((method) => (method === 'POST' ? 'cut' : 'pass'))
    const error = await failure(result)
    expect(error.code).toBe('NETWORK_ERROR')
    expect(commentsBy(postId, user._id, 'Lovely light')).toHaveLength(0)
  })

  it('a lost answer and no way to ask: unconfirmed; the next press asks first and sends nothing', async () => {
    let down = true
    const friend = faultyClient((method) => {
      if (method === 'POST' && down) return 'lost'
      return down ? 'cut' : 'pass'
    })
    const postId = scenarios.unlovedPost(h.backend)
    const input = {
      postId,
      text: 'Lovely light',
      authorId: friend.user._id,
      knownCommentIds: new Set<string>(),
    }
    expect((await failure(addCommentOnce(friend.client, input))).code).toBe('UNCONFIRMED')
    down = false
    // The screen's copy may show the comment by now: the first attempt's view decides.
    const stored = commentsBy(postId, friend.user._id, 'Lovely light')
    const again = await addCommentOnce(friend.client, {
      ...input,
      knownCommentIds: new Set(stored.map((comment) => comment._id)),
    })
    expect(again.comment._id).toBe(stored[0]?._id)
    expect(commentsBy(postId, friend.user._id, 'Lovely light')).toHaveLength(1)
    expect(friend.sent.filter((name) => name.startsWith('POST'))).toHaveLength(1)
  })

  it('offline: nothing is sent', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    const { result, sent } = await add(() => 'pass')
    expect((await failure(result)).code).toBe('OFFLINE')
    expect(sent.filter((name) => name.startsWith('POST'))).toEqual([])
  })

  it('keeps an identical comment the user had written before the press', async () => {
    const friend = faultyClient(() => 'pass')
    const postId = scenarios.unlovedPost(h.backend)
    const first = await addCommentOnce(friend.client, {
      postId,
      text: 'Again',
      authorId: friend.user._id,
      knownCommentIds: new Set(),
    })
    const second = await addCommentOnce(friend.client, {
      postId,
      text: 'Again',
      authorId: friend.user._id,
      knownCommentIds: new Set([first.comment._id]),
    })
    expect(second.comment._id).not.toBe(first.comment._id)
    expect(commentsBy(postId, friend.user._id, 'Again')).toHaveLength(2)
  })
})

describe('createPostOnce', () => {
  const create = (fateOf: Parameters<typeof faultyClient>[0]) => {
    const friend = faultyClient(fateOf)
    const result = createPostOnce(friend.client, {
      caption: 'Harbour at dawn',
      image: pngFile(),
      authorId: friend.user._id,
    })
    return { ...friend, result }
  }
  const postsCaptioned = (userId: string) =>
    scenarios.postsOf(h.backend, userId).filter((post) => post.caption === 'Harbour at dawn')

  it('a lost answer: the post is found among the author’s, and not sent again', async () => {
    const { result, user, sent } = create((method) => (method === 'POST' ? 'lost' : 'pass'))
    const created = await result
    expect(postsCaptioned(user._id).map((post) => post._id)).toEqual([created.id])
    expect(created.post?.caption).toBe('Harbour at dawn')
    expect(sent.filter((name) => name === 'POST /posts')).toHaveLength(1)
  })

  it('sent twice by the browser: one post stays', async () => {
    const { result, user } = create((method) => (method === 'POST' ? 'twice' : 'pass'))
    const created = await result
    expect(postsCaptioned(user._id).map((post) => post._id)).toEqual([created.id])
  })

  it('the author’s posts cannot be read: nothing is sent', async () => {
    const { result, user, sent } = create((method) => (method === 'GET' ? 'cut' : 'pass'))
    expect((await failure(result)).code).toBe('NETWORK_ERROR')
    expect(sent).toEqual([])
    expect(postsCaptioned(user._id)).toEqual([])
  })
})

describe('deletePostOnce', () => {
  it('sent twice by the browser: the second answer (404) still means deleted', async () => {
    const friend = faultyClient((method) => (method === 'DELETE' ? 'twice' : 'pass'))
    const [post] = scenarios.postsOf(h.backend, friend.user._id)
    await expect(deletePostOnce(friend.client, post?._id as string)).resolves.toEqual({
      message: 'Post deleted',
    })
    expect(h.backend.db.posts.has(post?._id as string)).toBe(false)
  })

  it('a lost answer: the post is gone, so it was deleted', async () => {
    const friend = faultyClient((method) => (method === 'DELETE' ? 'lost' : 'pass'))
    const [post] = scenarios.postsOf(h.backend, friend.user._id)
    await expect(deletePostOnce(friend.client, post?._id as string)).resolves.toBeDefined()
  })
})

describe('updateProfileOnce', () => {
  it('a lost answer: the user reads as sent, so it was saved', async () => {
    const friend = faultyClient((method) => (method === 'PATCH' ? 'lost' : 'pass'))
    const user = await updateProfileOnce(friend.client, { bio: 'Out at dawn' })
    expect(user.bio).toBe('Out at dawn')
  })

  it('cut before the server: the failure is said', async () => {
    const friend = faultyClient((method) => (method === 'PATCH' ? 'cut' : 'pass'))
    const error = await failure(updateProfileOnce(friend.client, { bio: 'Out at dawn' }))
    expect(error.code).toBe('NETWORK_ERROR')
  })
})

describe('likeAs', () => {
  async function setUp(fateOf: Parameters<typeof faultyClient>[0]) {
    const friend = faultyClient(fateOf)
    const postId = scenarios.unlovedPost(h.backend)
    const store = memoryCache()
    await store.mutate(postKey(postId), await getPost(h.guest(), postId))
    const likes = () => friend.sent.filter((name) => name.endsWith('/like')).length
    const serverLiked = () => h.backend.db.posts.get(postId)?.likes.includes(friend.user._id)
    const shownLiked = () =>
      store.read<Post>(postKey(postId)).likes.some((liker) => liker._id === friend.user._id)
    return { ...friend, postId, store, likes, serverLiked, shownLiked }
  }

  it('a lost answer that landed: shown liked, as the server holds it, one toggle sent', async () => {
    const s = await setUp((method) => (method === 'POST' ? 'lost' : 'pass'))
    const post = s.store.read<Post>(postKey(s.postId))
    await expect(likeAs(s.client, s.store, post, s.user, true)).resolves.toBe(true)
    expect([s.serverLiked(), s.shownLiked(), s.likes()]).toEqual([true, true, 1])
  })

  it('cut before the server: the failure is said and the screen shows "not liked"', async () => {
    const s = await setUp((method) => (method === 'POST' ? 'cut' : 'pass'))
    const post = s.store.read<Post>(postKey(s.postId))
    expect((await failure(likeAs(s.client, s.store, post, s.user, true))).code).toBe(
      'NETWORK_ERROR',
    )
    expect([s.serverLiked(), s.shownLiked()]).toEqual([false, false])
  })

  it('toggled twice by a re-sent request: the server’s state is shown and said, not toggled again', async () => {
    const s = await setUp((method) => (method === 'POST' ? 'twice' : 'pass'))
    const post = s.store.read<Post>(postKey(s.postId))
    expect((await failure(likeAs(s.client, s.store, post, s.user, true))).code).toBe('OUT_OF_STEP')
    expect([s.serverLiked(), s.shownLiked(), s.likes()]).toEqual([false, false, 2])
  })

  it('quick presses coalesce into the last intent', async () => {
    const s = await setUp(() => 'pass')
    const post = s.store.read<Post>(postKey(s.postId))
    const first = likeAs(s.client, s.store, post, s.user, true)
    void likeAs(s.client, s.store, post, s.user, false)
    const last = likeAs(s.client, s.store, post, s.user, true)
    await expect(first).resolves.toBe(true)
    await expect(last).resolves.toBe(true)
    // One toggle: the second and third presses came while the first was on its way and left
    // the intent where it was.
    expect([s.serverLiked(), s.shownLiked(), s.likes()]).toEqual([true, true, 1])
  })

  it('a like on its way, or lost and unchecked, is in doubt until the server is known', async () => {
    const s = await setUp(() => 'pass')
    const post = s.store.read<Post>(postKey(s.postId))
    const run = likeAs(s.client, s.store, post, s.user, true)
    expect(likesInDoubt(s.client)).toEqual([s.postId])
    await run
    expect(likesInDoubt(s.client)).toEqual([])

    const lost = await setUp((method) => (method === 'POST' || method === 'GET' ? 'lost' : 'pass'))
    const copy = lost.store.read<Post>(postKey(lost.postId))
    expect((await failure(likeAs(lost.client, lost.store, copy, lost.user, true))).code).toBe(
      'UNCONFIRMED',
    )
    expect(likesInDoubt(lost.client)).toEqual([lost.postId])
  })

  // A page left while its like was on its way stored the like as asked; the request may or
  // may not have reached the server. The next page is told so (`doubtLikes`).
  for (const landed of [false, true]) {
    it(`a like drawn from a page left on its way (${landed ? 'landed' : 'lost'}): "Unlike" reads the post first, and the server ends unliked`, async () => {
      const s = await setUp(() => 'pass')
      if (landed) h.backend.db.posts.get(s.postId)?.likes.push(s.user._id)
      const stored = withLike(s.store.read<Post>(postKey(s.postId)), s.user, true)
      s.store.put(postKey(s.postId), stored)
      doubtLikes(s.client, [s.postId])
      expect(likesInDoubt(s.client)).toEqual([s.postId])

      await expect(likeAs(s.client, s.store, stored, s.user, false)).resolves.toBe(false)
      expect([s.serverLiked(), s.shownLiked(), s.likes()]).toEqual([false, false, landed ? 1 : 0])
      expect(s.sent).toContain('GET /posts/{id}')
      expect(likesInDoubt(s.client)).toEqual([])
    })
  }

  it('a change of mind while the like is on its way: one toggle each way', async () => {
    const s = await setUp(() => 'pass')
    const post = s.store.read<Post>(postKey(s.postId))
    const first = likeAs(s.client, s.store, post, s.user, true)
    const second = likeAs(s.client, s.store, post, s.user, false)
    await expect(first).resolves.toBe(false)
    await expect(second).resolves.toBe(false)
    expect([s.serverLiked(), s.shownLiked(), s.likes()]).toEqual([false, false, 2])
  })
})

describe('signupOnce', () => {
  // Not the seeded accounts' password: a taken e-mail is not theirs.
  const account = { name: 'Nia Newcomer', email: 'nia@example.com', password: 'nia-s-own-1' }
  const accounts = () =>
    [...h.backend.db.users.values()].filter((user) => user.email === account.email)

  it('a lost answer: the account is found by signing in, and not made again', async () => {
    const { client, sent } = faultyClient((_method, name) =>
      name === 'POST /auth/signup' ? 'lost' : 'pass',
    )
    await expect(signupOnce(client, account)).resolves.toBeUndefined()
    expect(accounts()).toHaveLength(1)
    expect(sent.filter((name) => name === 'POST /auth/signup')).toHaveLength(1)
  })

  it('sent twice by the browser: "Email already in use" for its own account is a success', async () => {
    const { client } = faultyClient((_method, name) =>
      name === 'POST /auth/signup' ? 'twice' : 'pass',
    )
    await expect(signupOnce(client, account)).resolves.toBeUndefined()
    expect(accounts()).toHaveLength(1)
  })

  it('"Email already in use" for someone else’s account stays a failure', async () => {
    const { client } = faultyClient(() => 'pass')
    const taken = { ...account, email: FRIEND_ACCOUNT.email }
    const error = await failure(signupOnce(client, taken))
    expect(error.serverMessage).toBe('Email already in use')
  })

  it('cut before the server: the failure is said, and nothing was made', async () => {
    const { client } = faultyClient((_method, name) =>
      name === 'POST /auth/signup' ? 'cut' : 'pass',
    )
    expect((await failure(signupOnce(client, account))).code).toBe('NETWORK_ERROR')
    expect(accounts()).toHaveLength(0)
  })
})

describe('changePasswordOnce', () => {
  const change = { currentPassword: FRIEND_ACCOUNT.password, newPassword: 'a-new-one-9' }

  it('a lost answer: signing in with the new password shows it changed', async () => {
    const friend = faultyClient((method) => (method === 'PATCH' ? 'lost' : 'pass'))
    await expect(changePasswordOnce(friend.client, change, FRIEND_ACCOUNT.email)).resolves.toEqual({
      message: 'Password changed successfully',
    })
  })

  it('unconfirmed, then another new password: that one is sent, not taken for the first', async () => {
    let down = true
    const friend = faultyClient((method) => {
      if (method === 'PATCH' && down) return 'lost'
      return down ? 'cut' : 'pass'
    })
    const first = await failure(changePasswordOnce(friend.client, change, FRIEND_ACCOUNT.email))
    expect(first.code).toBe('UNCONFIRMED')
    down = false
    const other = { currentPassword: change.newPassword, newPassword: 'another-one-8' }
    await changePasswordOnce(friend.client, other, FRIEND_ACCOUNT.email)
    expect(friend.sent.filter((name) => name.startsWith('PATCH'))).toHaveLength(2)
  })

  it('cut before the server: the new password does not work, so the failure is said', async () => {
    const friend = faultyClient((method) => (method === 'PATCH' ? 'cut' : 'pass'))
    const error = await failure(changePasswordOnce(friend.client, change, FRIEND_ACCOUNT.email))
    expect(error.code).toBe('NETWORK_ERROR')
  })
})
