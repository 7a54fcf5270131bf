import { API, setupBackendHarness } from '@photobooth/mocks/testing'
import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  type ApiClient,
  createApiClient,
  createMemoryTokenStore,
  getFeedPage,
  getGuestPosts,
  getPost,
  getUserPosts,
  isValidPost,
} from '../index'

/*
 * The reads as a server makes them: in Node, from the package's entry, through a client made
 * with `createApiClient`. A server render that reads the clock before its data is refused by
 * Next.js with `cacheComponents` ("encountered the unstable value Date.now() while
 * prerendering"), so a client without a session must not read it until its answer has come:
 * here `Date.now()` and `new Date()` throw until then. The server's own turn (the mock
 * backend, answering) may read it: it is another machine.
 */

setupBackendHarness()

const RealDate = Date

/** Whose turn it is: the client's before it sends and after the answer, the server's between. */
let phase: 'client' | 'server' | 'answered' = 'answered'

function clockRead(): never {
  throw new Error('The clock was read before the answer came.')
}

/** `Date` whose `now()` and argument-less `new Date()` throw during the client's first turn. */
const GuardedDate = new Proxy(RealDate, {
  construct(target, args, newTarget) {
    if (args.length === 0 && phase === 'client') clockRead()
    return Reflect.construct(target, args, newTarget) as object
  },
  get(target, key, receiver) {
    if (key === 'now') return () => (phase === 'client' ? clockRead() : target.now())
    return Reflect.get(target, key, receiver) as unknown
  },
})

afterEach(() => {
  vi.unstubAllGlobals()
  phase = 'answered'
})

/** A client whose fetch marks the server's turn and the answer. */
function serverSideClient(tokens?: ReturnType<typeof createMemoryTokenStore>): ApiClient {
  return createApiClient({
    baseUrl: API,
    ...(tokens ? { tokens } : {}),
    async fetch(input, init) {
      phase = 'server'
      try {
        return await fetch(input, init)
      } finally {
        phase = 'answered'
      }
    },
  })
}

/** `read`, with the clock guarded from its call until its answer. */
async function unclocked<T>(read: () => Promise<T>): Promise<T> {
  vi.stubGlobal('Date', GuardedDate)
  phase = 'client'
  try {
    return await read()
  } finally {
    vi.unstubAllGlobals()
    phase = 'answered'
  }
}

describe.each([
  ['without a token store', () => serverSideClient()],
  ['signed out', () => serverSideClient(createMemoryTokenStore())],
])('on a server, a client %s', (_name, makeClient) => {
  it('reads the guest feed, a post, a profile and a feed page without the clock', async () => {
    const client = makeClient()
    const first = (await unclocked(() => getGuestPosts(client))).find(isValidPost)
    if (!first) throw new Error('The seeded world has posts.')
    const post = await unclocked(() => getPost(client, first._id))
    expect(post._id).toBe(first._id)
    const author = post.user?._id ?? ''
    const profile = await unclocked(() => getUserPosts(client, author))
    expect(profile.user._id).toBe(author)
    expect(await unclocked(() => getFeedPage(client, 1))).not.toHaveLength(0)
  })

  it('reports a missing post as its 404, without the clock', async () => {
    const client = makeClient()
    await expect(unclocked(() => getPost(client, 'f'.repeat(24)))).rejects.toMatchObject({
      status: 404,
    })
  })
})

describe('the guard', () => {
  it('catches a read of the clock before the answer', async () => {
    await expect(
      unclocked(async () => {
        Date.now()
      }),
    ).rejects.toThrow('The clock was read before the answer came.')
    await expect(
      unclocked(async () => {
        new Date()
      }),
    ).rejects.toThrow('The clock was read before the answer came.')
  })
})
