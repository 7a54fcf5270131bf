import { DEMO_ACCOUNT, FRIEND_ACCOUNT, scenarios } from '@photobooth/mocks'
import { API, failure, pngFile, setupBackendHarness } from '@photobooth/mocks/testing'
import { http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { signupOnce } from '../auth/signup'
import { createApiClient, SAVED_COPY_HEADER } from '../client/create-api-client'
import { createMemoryTokenStore } from '../client/memory-token-store'
import { forgetUnconfirmedWrites, settlePress } from '../client/write-once'
import type { Post } from '../contract/post'
import { memoryCache } from '../test/memory-cache'
import { changePasswordOnce } from '../users/change-password'
import { updateProfileOnce } from '../users/update-profile'
import { addComment, addCommentOnce } from './add-comment'
import { createPost, createPostOnce } from './create-post'
import { deletePostOnce } from './delete-post'
import { getPost } from './get-post'
import { getUserPosts } from './get-user-posts'
import { postKey } from './keys'
import { doubtLikes, forgetLikes, likesInDoubt } from './like-states'
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

/**
 * A client signed in as the friend whose requests meet `fateOf`; `sent` counts what reached
 * the server, by `METHOD path`. `saved` plays a service worker with saved copies: a read of a
 * path it holds is answered from it, stamped, unless the read asks for the server's state.
 */
function faultyClient(
  fateOf: (method: string, path: string, n: number) => Fate,
  { saved = new Map<string, unknown>() }: { saved?: Map<string, unknown> } = {},
) {
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
      const copy = saved.get(path)
      if (method === 'GET' && copy !== undefined && init?.cache !== 'no-store') {
        return Response.json(copy, { headers: { [SAVED_COPY_HEADER]: String(Date.now()) } })
      }
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
    const result = addCommentOnce(friend.client, { postId, text, authorId: friend.user._id })
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

  it('sent twice by the browser: the copy is removed, the first one kept', async () => {
    const { result, postId, user } = await add((method) => (method === 'POST' ? 'twice' : 'pass'))
    const added = await result
    const stored = commentsBy(postId, user._id, 'Lovely light')
    expect(stored.map((comment) => comment._id)).toEqual([added.comment._id])
    expect(added.possibleCopies).toBeUndefined()
    expect(added.post?.comments.filter((comment) => comment.text === 'Lovely light')).toHaveLength(
      1,
    )
  })

  it.each(['lost', 'cut'] as const)(
    'sent twice, and the copy’s removal %s once: the copy is removed all the same, nothing said',
    async (fate) => {
      const { result, postId, user } = await add((method, _, n) => {
        if (method === 'POST') return 'twice'
        return method === 'DELETE' && n === 1 ? fate : 'pass'
      })
      const added = await result
      const stored = commentsBy(postId, user._id, 'Lovely light')
      expect(stored.map((comment) => comment._id)).toEqual([added.comment._id])
      expect(added.possibleCopies).toBeUndefined()
    },
  )

  it('sent twice, and the network never lets the copy be removed: both stay, said', async () => {
    const { result, postId, user, sent } = await add((method) => {
      if (method === 'POST') return 'twice'
      return method === 'DELETE' ? 'cut' : 'pass'
    })
    const added = await result
    const stored = commentsBy(postId, user._id, 'Lovely light')
    expect(stored).toHaveLength(2)
    expect(added.possibleCopies).toEqual(
      stored.map((comment) => comment._id).filter((id) => id !== added.comment._id),
    )
    expect(sent.filter((name) => name.startsWith('DELETE'))).toEqual([])
  })

  it('sent twice, and the post cannot be read again after the answer: both stay, said', async () => {
    const { result, postId, user, sent } = await add((method, name, n) => {
      if (method === 'POST') return 'twice'
      return name.startsWith('GET /posts/') && n > 1 ? 'cut' : 'pass'
    })
    const added = await result
    expect(commentsBy(postId, user._id, 'Lovely light')).toHaveLength(2)
    expect(added.copiesUnchecked).toBe(true)
    expect(sent.filter((name) => name.startsWith('DELETE'))).toEqual([])
  })

  it('cut before the server: the failure is said (sending again is safe)', async () => {
    const { result, postId, user } = await add((method) => (method === 'POST' ? 'cut' : 'pass'))
    const error = await failure(result)
    expect(error.code).toBe('NETWORK_ERROR')
    expect(commentsBy(postId, user._id, 'Lovely light')).toHaveLength(0)
  })

  /**
   * A comment whose answer was lost while the network then went down, so that it could not be
   * checked: unconfirmed. The network is back when it resolves.
   */
  async function unconfirmedComment() {
    let down = false
    const friend = faultyClient((method) => {
      if (method === 'POST') {
        down = true
        return 'lost'
      }
      return down ? 'cut' : 'pass'
    })
    const postId = scenarios.unlovedPost(h.backend)
    const input = { postId, text: 'Lovely light', authorId: friend.user._id }
    expect((await failure(addCommentOnce(friend.client, input))).code).toBe('UNCONFIRMED')
    down = false
    return { friend, postId, input }
  }

  it('a lost answer and no way to ask: unconfirmed; the next press asks first and sends nothing', async () => {
    const { friend, postId, input } = await unconfirmedComment()
    const stored = commentsBy(postId, friend.user._id, 'Lovely light')
    const again = await addCommentOnce(friend.client, input)
    expect(again.comment._id).toBe(stored[0]?._id)
    expect(commentsBy(postId, friend.user._id, 'Lovely light')).toHaveLength(1)
    expect(friend.sent.filter((name) => name.startsWith('POST'))).toHaveLength(1)
  })

  it('asked on a later press, the check only looks: the same words written since on another device stay', async () => {
    const { friend, postId, input } = await unconfirmedComment()
    // Hours later, the same words from the phone; then the laptop's press again.
    const theirs = await addComment(h.as(FRIEND_ACCOUNT.email).client, {
      postId,
      text: 'Lovely light',
    })
    const again = await addCommentOnce(friend.client, input)
    const stored = commentsBy(postId, friend.user._id, 'Lovely light').map((comment) => comment._id)
    expect(stored).toHaveLength(2)
    expect(stored).toContain(theirs.comment._id)
    expect(again.comment._id).not.toBe(theirs.comment._id)
    expect(again.possibleCopies).toEqual([theirs.comment._id])
    expect(friend.sent.filter((name) => name.startsWith('POST'))).toHaveLength(1)
  })

  it('a session that ends forgets its unconfirmed writes: the next person’s press is sent', async () => {
    let down = false
    let posts = 0
    const friend = faultyClient((method) => {
      if (method === 'POST' && ++posts === 1) {
        down = true
        return 'lost'
      }
      return down ? 'cut' : 'pass'
    })
    const postId = scenarios.unlovedPost(h.backend)
    const input = { postId, text: 'Lovely light', authorId: friend.user._id }
    expect((await failure(addCommentOnce(friend.client, input))).code).toBe('UNCONFIRMED')
    down = false
    forgetUnconfirmedWrites(friend.client)
    await addCommentOnce(friend.client, input)
    expect(friend.sent.filter((name) => name.startsWith('POST'))).toHaveLength(2)
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
    const input = { postId, text: 'Again', authorId: friend.user._id }
    const first = await addCommentOnce(friend.client, input)
    const second = await addCommentOnce(friend.client, input)
    expect(second.comment._id).not.toBe(first.comment._id)
    expect(commentsBy(postId, friend.user._id, 'Again')).toHaveLength(2)
  })

  it.each(['twice', 'lost'] as const)(
    'keeps the same words written on another device just before, unseen by this screen (%s)',
    async (fate) => {
      const friend = faultyClient((method) => (method === 'POST' ? fate : 'pass'))
      const postId = scenarios.unlovedPost(h.backend)
      // The other device, a moment before: this one's screen never showed its comment.
      const otherDevice = h.as(FRIEND_ACCOUNT.email).client
      const theirs = await addComment(otherDevice, { postId, text: 'Nice' })
      const added = await addCommentOnce(friend.client, {
        postId,
        text: 'Nice',
        authorId: friend.user._id,
      })
      const stored = commentsBy(postId, friend.user._id, 'Nice').map((comment) => comment._id)
      expect(stored).toContain(theirs.comment._id)
      expect(stored).toContain(added.comment._id)
      expect(stored).toHaveLength(2)
    },
  )

  it('never decides on a saved copy of the post', async () => {
    const postId = scenarios.unlovedPost(h.backend)
    // The copy a worker saved before the other device commented.
    const saved = new Map([[`/posts/${postId}`, await getPost(h.guest(), postId)]])
    const theirs = await addComment(h.as(FRIEND_ACCOUNT.email).client, { postId, text: 'Nice' })
    const friend = faultyClient((method) => (method === 'POST' ? 'lost' : 'pass'), { saved })
    const added = await addCommentOnce(friend.client, {
      postId,
      text: 'Nice',
      authorId: friend.user._id,
    })
    const stored = commentsBy(postId, friend.user._id, 'Nice').map((comment) => comment._id)
    expect(stored.sort()).toEqual([theirs.comment._id, added.comment._id].sort())
    expect(added.comment._id).not.toBe(theirs.comment._id)
  })
})

describe('createPostOnce', () => {
  const create = (fateOf: Parameters<typeof faultyClient>[0], image = pngFile()) => {
    const friend = faultyClient(fateOf)
    const result = createPostOnce(friend.client, {
      caption: 'Harbour at dawn',
      image,
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

  it.each(['twice', 'lost'] as const)(
    'sent twice by the browser: one post stays (%s answer)',
    async (last) => {
      let posts = 0
      const { result, user } = create((method) => {
        if (method !== 'POST') return 'pass'
        posts += 1
        return posts === 1 ? 'twice' : last
      })
      const created = await result
      expect(postsCaptioned(user._id).map((post) => post._id)).toEqual([created.id])
    },
  )

  it('sent twice by the browser, and the copy’s removal answer lost: one post stays, nothing said', async () => {
    const { result, user } = create((method, _, n) => {
      if (method === 'POST') return 'twice'
      return method === 'DELETE' && n === 1 ? 'lost' : 'pass'
    })
    const created = await result
    expect(postsCaptioned(user._id).map((post) => post._id)).toEqual([created.id])
    expect(created.possibleCopies).toBeUndefined()
  })

  it('sent twice by the browser, and the author’s posts cannot be read again: both stay, said', async () => {
    const { result, user, sent } = create((method, name, n) => {
      if (method === 'POST') return 'twice'
      return name.startsWith('GET /posts/user/') && n > 1 ? 'cut' : 'pass'
    })
    const created = await result
    expect(postsCaptioned(user._id)).toHaveLength(2)
    expect(created.copiesUnchecked).toBe(true)
    expect(sent.filter((name) => name.startsWith('DELETE'))).toEqual([])
  })

  it('the author’s posts cannot be read: nothing is sent', async () => {
    const { result, user, sent } = create((method) => (method === 'GET' ? 'cut' : 'pass'))
    expect((await failure(result)).code).toBe('NETWORK_ERROR')
    expect(sent).toEqual([])
    expect(postsCaptioned(user._id)).toEqual([])
  })

  it.each(['twice', 'lost'] as const)(
    'keeps another photo with the same caption posted meanwhile on another device (%s)',
    async (fate) => {
      const otherDevice = h.as(FRIEND_ACCOUNT.email).client
      const friend = faultyClient((_, name) => (name === 'POST /posts' ? fate : 'pass'))
      // The other device's post lands while this one's upload is on its way.
      let theirs: string | undefined
      h.server.use(
        http.post('*/api/posts', async () => {
          if (theirs === undefined) {
            theirs = ''
            theirs = (
              await createPost(otherDevice, {
                caption: 'Harbour at dawn',
                image: pngFile('other.png', 40),
              })
            ).id
          }
          return undefined
        }),
      )
      const created = await createPostOnce(friend.client, {
        caption: 'Harbour at dawn',
        image: pngFile(),
        authorId: friend.user._id,
      })
      const stored = postsCaptioned(friend.user._id).map((post) => post._id)
      expect(stored).toHaveLength(2)
      expect(stored).toContain(theirs)
      expect(stored).toContain(created.id)
    },
  )

  it('never takes a saved copy of the author’s posts for what was there before', async () => {
    const friendId = h.backend.db.findUserByEmail(FRIEND_ACCOUNT.email)?._id as string
    // The laptop's saved copy of the profile predates yesterday's post, made on the phone.
    const saved = new Map([[`/posts/user/${friendId}`, await getUserPosts(h.guest(), friendId)]])
    const phone = h.as(FRIEND_ACCOUNT.email).client
    const yesterday = await createPost(phone, { caption: 'Harbour at dawn', image: pngFile() })
    const friend = faultyClient((method) => (method === 'POST' ? 'twice' : 'pass'), { saved })
    const created = await createPostOnce(friend.client, {
      caption: 'Harbour at dawn',
      image: pngFile(),
      authorId: friend.user._id,
    })
    const stored = postsCaptioned(friend.user._id).map((post) => post._id)
    expect(stored).toHaveLength(2)
    expect(stored).toContain(yesterday.id)
    expect(stored).toContain(created.id)
  })

  it('a copy someone has liked stays, and is said', async () => {
    const friend = faultyClient((_, name) => (name === 'POST /posts' ? 'twice' : 'pass'))
    const liker = h.backend.db.findUserByEmail(DEMO_ACCOUNT.email)?._id as string
    // Someone likes the second copy before the author's posts are read again.
    h.server.use(
      http.get(`*/api/posts/user/${friend.user._id}`, () => {
        const copies = postsCaptioned(friend.user._id)
        if (copies.length === 2) copies[0]?.likes.push(liker)
        return undefined
      }),
    )
    const created = await createPostOnce(friend.client, {
      caption: 'Harbour at dawn',
      image: pngFile(),
      authorId: friend.user._id,
    })
    const stored = postsCaptioned(friend.user._id)
    expect(stored).toHaveLength(2)
    expect(created.possibleCopies).toEqual([stored[0]?._id])
  })

  it('cancelled as it was sent, and landed: the next press finds it and sends nothing', async () => {
    let aborted = false
    const friend = faultyClient(() => 'pass')
    const client = createApiClient({
      baseUrl: API,
      tokens: createMemoryTokenStore(h.backend.signIn(FRIEND_ACCOUNT.email)),
      retry: false,
      async fetch(input, init) {
        const answer = await fetch(input, init)
        if ((init?.method ?? 'GET') === 'POST' && !aborted) {
          aborted = true
          throw new DOMException('The user aborted a request.', 'AbortError')
        }
        return answer
      },
    })
    const input = { caption: 'Harbour at dawn', image: pngFile(), authorId: friend.user._id }
    expect((await failure(createPostOnce(client, input))).code).toBe('ABORTED')
    const again = await createPostOnce(client, input)
    expect(postsCaptioned(friend.user._id).map((post) => post._id)).toEqual([again.id])
  })
})

describe('settlePress', () => {
  const at = (id: string, second: number) => ({
    _id: id,
    createdAt: new Date(Date.UTC(2026, 10, 28, 12, 0, second)).toISOString(),
  })

  it('two devices settling the same records keep the same one: never both removed', async () => {
    // One photo and caption posted on two devices at once: each press lists the other's record
    // among its own (a at :01 from the laptop, b at :02 from the phone, answered to the phone).
    const records = [at('a', 1), at('b', 2)]
    const removedBy = async (answeredId: string | undefined) => {
      const removed: string[] = []
      await settlePress(records, {
        answeredId,
        remove: async (id) => {
          removed.push(id)
        },
      })
      return removed
    }
    const laptop = await removedBy(undefined)
    const phone = await removedBy('b')
    expect(new Set([...laptop, ...phone])).toEqual(new Set(['b']))
  })

  it('a record stored after the answer is not the press’s', async () => {
    const remove = vi.fn(async () => undefined)
    const settled = await settlePress([at('mine', 1), at('later', 3)], {
      answeredId: 'mine',
      remove,
    })
    expect(settled?.kept._id).toBe('mine')
    expect(remove).not.toHaveBeenCalled()
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
  /** The like toggles' answers wait until the returned function is called. */
  function holdLikeAnswers(): () => void {
    let answer = () => {}
    const answered = new Promise<void>((resolve) => {
      answer = resolve
    })
    h.server.use(
      http.post('*/api/posts/:id/like', async () => {
        await answered
        return undefined
      }),
    )
    return answer
  }

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

  it('the server read before the toggle does not take the press back off the screen', async () => {
    const s = await setUp(() => 'pass')
    const post = s.store.read<Post>(postKey(s.postId))
    const answer = holdLikeAnswers()
    const run = likeAs(s.client, s.store, post, s.user, true)
    // The post has been read (unliked), and the toggle waits for its answer.
    await vi.waitFor(() => expect(s.likes()).toBe(1))
    expect(s.shownLiked()).toBe(true)
    answer()
    await expect(run).resolves.toBe(true)
    expect(s.shownLiked()).toBe(true)
  })

  it('a change of mind before the server was asked: nothing is sent', async () => {
    const s = await setUp(() => 'pass')
    const post = s.store.read<Post>(postKey(s.postId))
    const first = likeAs(s.client, s.store, post, s.user, true)
    const second = likeAs(s.client, s.store, post, s.user, false)
    await expect(first).resolves.toBe(false)
    await expect(second).resolves.toBe(false)
    expect([s.serverLiked(), s.shownLiked(), s.likes()]).toEqual([false, false, 0])
  })

  it('a change of mind while the like is on its way: one toggle each way', async () => {
    const s = await setUp(() => 'pass')
    const post = s.store.read<Post>(postKey(s.postId))
    // The toggle's answer waits until the second press.
    const answer = holdLikeAnswers()
    const first = likeAs(s.client, s.store, post, s.user, true)
    await vi.waitFor(() => expect(s.likes()).toBe(1))
    const second = likeAs(s.client, s.store, post, s.user, false)
    answer()
    await expect(first).resolves.toBe(false)
    await expect(second).resolves.toBe(false)
    expect([s.serverLiked(), s.shownLiked(), s.likes()]).toEqual([false, false, 2])
  })

  it('a session that ends stops the runs of its likes: nothing more is sent for them', async () => {
    const s = await setUp(() => 'pass')
    const post = s.store.read<Post>(postKey(s.postId))
    const answer = holdLikeAnswers()
    const first = likeAs(s.client, s.store, post, s.user, true)
    await vi.waitFor(() => expect(s.likes()).toBe(1))
    // A change of mind, then the logout: the next person must not send the second toggle.
    void likeAs(s.client, s.store, post, s.user, false).catch(() => undefined)
    forgetLikes(s.client)
    answer()
    await first.catch(() => undefined)
    expect(s.likes()).toBe(1)
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
