import { DEMO_ACCOUNT, overrides } from '@photobooth/mocks'
import { API, failure, setupBackendHarness } from '@photobooth/mocks/testing'
import { http } from 'msw'
import { describe, expect, it } from 'vitest'
import { MessageSchema } from '../contract/message'
import { isValidPost } from '../contract/post'
import { getNotifications } from '../notifications/get-notifications'
import { getFeedPage } from '../posts/get-feed'
import { getGuestPosts } from '../posts/get-guest-posts'
import { getPost } from '../posts/get-post'
import { getUserPosts } from '../posts/get-user-posts'
import { getMe } from '../users/get-me'
import { updateProfile } from '../users/update-profile'
import { isSessionExpired, userMessage } from './api-error'
import { createApiClient, SAVED_COPY_HEADER } from './create-api-client'
import { toImageUrl } from './image-url'

const h = setupBackendHarness()

/** Records the Authorization header of every request to `path` while `run` goes. */
async function authorizationHeaders(
  path: string,
  run: () => Promise<unknown>,
): Promise<(string | null)[]> {
  const seen: (string | null)[] = []
  h.server.use(
    http.all(`*/api${path}`, ({ request }) => {
      seen.push(request.headers.get('authorization'))
      return undefined
    }),
  )
  await run()
  return seen
}

describe('requests', () => {
  it('send the bearer header on authenticated calls and none on the public reads, even signed in', async () => {
    const demo = h.as(DEMO_ACCOUNT.email)
    expect(await authorizationHeaders('/users/me', () => getMe(demo.client))).toEqual([
      `Bearer ${demo.tokens.getAccessToken()}`,
    ])
    expect(
      await authorizationHeaders('/notifications', () => getNotifications(demo.client)),
    ).toEqual([`Bearer ${demo.tokens.getAccessToken()}`])
    // The server answers these alike with or without a token; without one they need no
    // CORS preflight.
    const post = (await getGuestPosts(demo.client)).filter(isValidPost).find((p) => p.user)
    const author = post?.user?._id
    if (!post || !author) throw new Error('The seeded feed has a post with its author')
    expect(await authorizationHeaders('/posts', () => getGuestPosts(demo.client))).toEqual([null])
    expect(await authorizationHeaders('/posts', () => getFeedPage(demo.client, 1))).toEqual([null])
    expect(
      await authorizationHeaders(`/posts/${post._id}`, () => getPost(demo.client, post._id)),
    ).toEqual([null])
    expect(
      await authorizationHeaders(`/posts/user/${author}`, () => getUserPosts(demo.client, author)),
    ).toEqual([null])
  })

  it('send public reads as simple requests: no header but Accept, which needs no preflight', async () => {
    const demo = h.as(DEMO_ACCOUNT.email)
    const sent: string[][] = []
    const client = createApiClient({
      baseUrl: API,
      tokens: demo.tokens,
      fetch: (input, init) => {
        sent.push([...new Headers(init?.headers).keys()])
        return fetch(input, init)
      },
    })
    await getFeedPage(client, 2)
    await getNotifications(client)
    expect(sent).toEqual([['accept'], ['accept', 'authorization']])
  })

  it('send JSON bodies with their content type', async () => {
    const demo = h.as(DEMO_ACCOUNT.email)
    let contentType: string | null = null
    h.server.use(
      http.patch('*/api/users/me', ({ request }) => {
        contentType = request.headers.get('content-type')
        return undefined
      }),
    )
    await updateProfile(demo.client, { bio: 'Typed' })
    expect(contentType).toBe('application/json')
  })

  it('report a cancelled request as ABORTED, whatever reason the signal gives', async () => {
    const demo = h.as(DEMO_ACCOUNT.email)
    const request = getPost(demo.client, 'any', { signal: AbortSignal.abort('left the page') })
    await expect(request).rejects.toMatchObject({ status: 0, code: 'ABORTED' })
  })

  it('ask for the server’s own state past every cache, and refuse a saved copy for it', async () => {
    const asked: (RequestCache | undefined)[] = []
    // A service worker that answers from its saved copies whatever it is asked.
    const client = createApiClient({
      baseUrl: API,
      retry: false,
      async fetch(input, init) {
        asked.push(init?.cache)
        const answer = await fetch(input, init)
        const headers = new Headers(answer.headers)
        headers.set(SAVED_COPY_HEADER, String(Date.now() - 60_000))
        return new Response(answer.body, { status: answer.status, headers })
      },
    })
    const [post] = (await getGuestPosts(h.guest())).filter(isValidPost)
    const id = post?._id as string
    await expect(getPost(client, id)).resolves.toMatchObject({ _id: id })
    const error = await failure(getPost(client, id, { fresh: true }))
    expect(error).toMatchObject({ status: 0, code: 'NETWORK_ERROR' })
    expect(asked).toEqual([undefined, 'no-store'])
  })

  it('go to {baseUrl}/api whatever trailing slashes the base URL has', async () => {
    const client = createApiClient({ baseUrl: `${API}//` })
    await expect(getGuestPosts(client)).resolves.toHaveLength(10)
  })
})

describe('failures become ApiError values', () => {
  it('a network failure is status 0, NETWORK_ERROR', async () => {
    h.server.use(overrides.offline())
    const error = await failure(getGuestPosts(h.guest()))
    expect([error.status, error.code, error.isNetworkError]).toEqual([0, 'NETWORK_ERROR', true])
    expect(isSessionExpired(error)).toBe(false)
    expect(userMessage(error, 'Failed to fetch posts. Please try again.')).toBe(
      'Failed to fetch posts. Please try again.',
    )
  })

  it('a non-JSON or wrongly shaped 200 is INVALID_RESPONSE', async () => {
    for (const fault of [overrides.malformedJson('/posts'), overrides.unexpectedShape('/posts')]) {
      h.server.use(fault)
      const error = await failure(getGuestPosts(h.guest()))
      expect([error.status, error.code]).toEqual([200, 'INVALID_RESPONSE'])
      h.server.resetHandlers()
    }
  })

  it('a 4xx carries the server message for the user; a 5xx does not', async () => {
    const notFound = await failure(getPost(h.guest(), 'AAAAAAAAAAAAAAAA'))
    expect(userMessage(notFound, 'fallback')).toBe('Post not found')
    h.server.use(overrides.failing('/posts/:id', 500))
    const serverError = await failure(getPost(h.guest(), 'AAAAAAAAAAAAAAAA'))
    expect([serverError.status, serverError.serverMessage]).toEqual([500, 'Server error'])
    expect(userMessage(serverError, 'Failed to load post')).toBe('Failed to load post')
  })

  it('a request that never answers stays pending (no timeout) until aborted', async () => {
    h.server.use(overrides.pending('/posts'))
    const controller = new AbortController()
    const request = createApiClient({ baseUrl: API }).request({
      path: '/posts',
      auth: false,
      schema: MessageSchema,
      signal: controller.signal,
    })
    const state = await Promise.race([
      request.then(
        () => 'settled',
        () => 'settled',
      ),
      sleep(50).then(() => 'pending'),
    ])
    expect(state).toBe('pending')
    controller.abort()
    expect((await failure(request)).code).toBe('ABORTED')
  })
})

describe('post lists', () => {
  it('keep a post without _id in place as an invalid entry', async () => {
    h.server.use(overrides.postWithoutId(h.backend, 2))
    const entries = await getGuestPosts(h.guest())
    expect(entries).toHaveLength(10)
    expect(isValidPost(entries[2] as never)).toBe(false)
    expect(entries[2]).toMatchObject({ invalid: true, problem: expect.stringContaining('_id') })
    expect(entries.filter(isValidPost)).toHaveLength(9)
  })
})

describe('toImageUrl', () => {
  it.each([
    ['uploads/abc.jpg', 'https://api.example.com/uploads/abc.jpg'],
    ['uploads\\abc.jpg', 'https://api.example.com/uploads/abc.jpg'],
    ['/uploads/abc.jpg', 'https://api.example.com/uploads/abc.jpg'],
    ['https://cdn.example.com/a.jpg', 'https://cdn.example.com/a.jpg'],
    ['javascript:alert(1)', undefined],
    ['//evil.example.com/a.jpg', undefined],
    [null, undefined],
    ['', undefined],
  ])('%s → %s', (path, expected) => {
    expect(toImageUrl('https://api.example.com/', path)).toBe(expected)
  })

  it('is relative to the page for a same-origin API', () => {
    expect(createApiClient({ baseUrl: '' }).imageUrl('uploads\\x.png')).toBe('/uploads/x.png')
  })
})

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms))
}
