import { afterEach, describe, expect, it, vi } from 'vitest'
import { MessageSchema } from '../contract/message'
import type { HttpMethod } from './api-client'
import { ApiError } from './api-error'
import { createApiClient } from './create-api-client'
import { createMemoryTokenStore } from './memory-token-store'
import type { RetryPolicy } from './retry'

/*
 * The quiet retry of reads, through the client, on a fake `fetch` that answers from a script.
 * Waits are recorded, not waited: the injected `sleep` returns at once unless a test holds it.
 */

const API = 'https://api.example.com'

type Scripted = Response | Error

function json(status: number, body: unknown = { message: `status ${status}` }, headers = {}) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  })
}

const dropped = () => new TypeError('fetch failed')

/** A `fetch` that answers each call with the next scripted answer, and records the calls. */
function scriptedFetch(...script: Scripted[]) {
  const calls: { method: string; path: string; authorization: string | null }[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers)
    calls.push({
      method: init?.method ?? 'GET',
      path: String(input).slice(`${API}/api`.length),
      authorization: headers.get('Authorization'),
    })
    const next = script.shift()
    if (next === undefined) throw new Error(`Unscripted call ${calls.length}`)
    if (next instanceof Error) throw next
    return next
  })
  return { fetch, calls }
}

/** A client on `fetch` whose retry waits are recorded and pass at once (clock frozen at 0). */
function clientOn(fetch: typeof globalThis.fetch, retry: Partial<RetryPolicy> = {}) {
  const waits: number[] = []
  const client = createApiClient({
    baseUrl: API,
    fetch,
    retry: {
      now: () => 0,
      random: () => 0.5,
      sleep: async (ms) => {
        waits.push(ms)
      },
      ...retry,
    },
  })
  return { client, waits }
}

function read(
  client: ReturnType<typeof createApiClient>,
  options: { method?: HttpMethod; signal?: AbortSignal; path?: string } = {},
) {
  return client.request({ path: '/posts/1', schema: MessageSchema, auth: false, ...options })
}

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise
  } catch (error) {
    if (error instanceof ApiError) return error
    throw error
  }
  throw new Error('Expected the call to fail')
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('a GET is retried quietly', () => {
  it('503 then 200: resolves with the 200 body after 2 calls', async () => {
    const { fetch, calls } = scriptedFetch(json(503), json(200, { message: 'the post' }))
    const { client, waits } = clientOn(fetch)
    await expect(read(client)).resolves.toEqual({ message: 'the post' })
    expect(calls).toHaveLength(2)
    expect(waits).toEqual([150])
  })

  it('no answer twice, then 200: resolves after 3 calls', async () => {
    const { fetch, calls } = scriptedFetch(dropped(), dropped(), json(200, { message: 'ok' }))
    const { client, waits } = clientOn(fetch)
    await expect(read(client)).resolves.toEqual({ message: 'ok' })
    expect(calls).toHaveLength(3)
    expect(waits).toEqual([150, 450])
  })

  it('502 and 504 are retried too', async () => {
    const { fetch, calls } = scriptedFetch(json(502), json(504), json(200, { message: 'ok' }))
    await expect(read(clientOn(fetch).client)).resolves.toEqual({ message: 'ok' })
    expect(calls).toHaveLength(3)
  })

  it('three 503s: the third is thrown, as ApiError 503, after exactly 3 calls', async () => {
    const { fetch, calls } = scriptedFetch(
      json(503),
      json(503),
      json(503, { message: 'Down for maintenance' }),
    )
    const error = await failure(read(clientOn(fetch).client))
    expect([error.status, error.serverMessage]).toEqual([503, 'Down for maintenance'])
    expect(calls).toHaveLength(3)
  })

  it('three network failures: NETWORK_ERROR after exactly 3 calls', async () => {
    const { fetch, calls } = scriptedFetch(dropped(), dropped(), dropped())
    const error = await failure(read(clientOn(fetch).client))
    expect([error.status, error.code]).toEqual([0, 'NETWORK_ERROR'])
    expect(calls).toHaveLength(3)
  })

  it('cancels the body of the failed answer before sending again', async () => {
    let cancelled = false
    const body = new ReadableStream({
      cancel() {
        cancelled = true
      },
    })
    const { fetch } = scriptedFetch(new Response(body, { status: 503 }), json(200))
    await read(clientOn(fetch).client)
    expect(cancelled).toBe(true)
  })
})

describe('what is not retried fails as before, after one call', () => {
  it.each([400, 404, 500])('a GET answered %i', async (status) => {
    const { fetch, calls } = scriptedFetch(json(status, { message: 'No' }))
    const error = await failure(read(clientOn(fetch).client))
    expect([error.status, error.serverMessage]).toEqual([status, 'No'])
    expect(calls).toHaveLength(1)
  })

  it('a malformed 200', async () => {
    const { fetch, calls } = scriptedFetch(json(200, { nothing: 'here' }))
    expect((await failure(read(clientOn(fetch).client))).code).toBe('INVALID_RESPONSE')
    expect(calls).toHaveLength(1)
  })

  it.each(['POST', 'PATCH', 'DELETE'] as const)(
    'a %s answered 503, or with no answer',
    async (method) => {
      const answered = scriptedFetch(json(503))
      expect((await failure(read(clientOn(answered.fetch).client, { method }))).status).toBe(503)
      expect(answered.calls).toHaveLength(1)
      const unanswered = scriptedFetch(dropped())
      const error = await failure(read(clientOn(unanswered.fetch).client, { method }))
      expect(error.code).toBe('NETWORK_ERROR')
      expect(unanswered.calls).toHaveLength(1)
    },
  )

  it('any GET, with `retry: false`', async () => {
    const { fetch, calls } = scriptedFetch(json(503))
    const client = createApiClient({ baseUrl: API, fetch, retry: false })
    expect((await failure(read(client))).status).toBe(503)
    expect(calls).toHaveLength(1)
  })

  it('a GET while the browser says it is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    const { fetch, calls } = scriptedFetch(dropped())
    expect((await failure(read(clientOn(fetch).client))).code).toBe('NETWORK_ERROR')
    expect(calls).toHaveLength(1)
  })
})

describe('Retry-After', () => {
  it('1: waits 1 s, then retries', async () => {
    const { fetch, calls } = scriptedFetch(json(503, undefined, { 'Retry-After': '1' }), json(200))
    const { client, waits } = clientOn(fetch)
    await expect(read(client)).resolves.toEqual({ message: 'status 200' })
    expect(waits).toEqual([1000])
    expect(calls).toHaveLength(2)
  })

  it('1, on the real timer: the retry goes out after the second', async () => {
    vi.useFakeTimers()
    try {
      const { fetch, calls } = scriptedFetch(
        json(503, undefined, { 'Retry-After': '1' }),
        json(200),
      )
      const client = createApiClient({ baseUrl: API, fetch })
      const request = read(client)
      await vi.advanceTimersByTimeAsync(999)
      expect(calls).toHaveLength(1)
      await vi.advanceTimersByTimeAsync(1)
      await expect(request).resolves.toEqual({ message: 'status 200' })
      expect(calls).toHaveLength(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('60: past the 5 s budget, the 503 is the answer at once', async () => {
    const { fetch, calls } = scriptedFetch(json(503, undefined, { 'Retry-After': '60' }))
    const { client, waits } = clientOn(fetch)
    expect((await failure(read(client))).status).toBe(503)
    expect(calls).toHaveLength(1)
    expect(waits).toEqual([])
  })
})

describe('cancelling', () => {
  it('an abort during the wait fails the call ABORTED, with no further call', async () => {
    const { fetch, calls } = scriptedFetch(json(503), json(200))
    const { client } = clientOn(fetch, { sleep: () => new Promise(() => {}) })
    const controller = new AbortController()
    const request = read(client, { signal: controller.signal })
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    controller.abort('left the page')
    const error = await failure(request)
    expect([error.status, error.code]).toEqual([0, 'ABORTED'])
    expect(calls).toHaveLength(1)
  })
})

describe('no retry storm', () => {
  it('of 10 GETs failing at once, only 4 retry; the other 6 fail after one call', async () => {
    const failedOnce = new Set<string>()
    const calls: string[] = []
    const fetch = vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input)
      calls.push(url)
      if (failedOnce.has(url)) return json(200, { message: url })
      failedOnce.add(url)
      return json(503)
    })
    let open = () => {}
    const gate = new Promise<void>((resolve) => {
      open = resolve
    })
    const { client, waits } = clientOn(fetch, {
      sleep: async (ms) => {
        waits.push(ms)
        await gate
      },
    })
    const settled = Array.from({ length: 10 }, (_, i) =>
      read(client, { path: `/posts/${i}` }).then(
        () => 'retried',
        (error: ApiError) => error.status,
      ),
    )
    await vi.waitFor(() => expect(waits).toHaveLength(4))
    open()
    const outcomes = await Promise.all(settled)
    expect(outcomes.filter((outcome) => outcome === 'retried')).toHaveLength(4)
    expect(outcomes.filter((outcome) => outcome === 503)).toHaveLength(6)
    expect(calls).toHaveLength(14)
  })
})

describe('with the silent refresh', () => {
  function signedIn(fetch: typeof globalThis.fetch) {
    const tokens = createMemoryTokenStore({ accessToken: 'old', refreshToken: 'rt' })
    const onSessionExpired = vi.fn()
    const client = createApiClient({
      baseUrl: API,
      fetch,
      tokens,
      onSessionExpired,
      retry: { now: () => 0, sleep: async () => {} },
    })
    return { client, tokens, onSessionExpired }
  }

  const session = {
    accessToken: 'new',
    refreshToken: 'rt2',
    user: {
      _id: 'u1',
      name: 'Demo',
      email: 'demo@photobooth.app',
      createdAt: '2026-01-01T00:00:00.000Z',
    },
  }

  it('retries the whole attempt: 401 → refresh → 503 → GET with the new token → 200', async () => {
    const { fetch, calls } = scriptedFetch(
      json(401, { message: 'Token expired', code: 'TOKEN_EXPIRED' }),
      json(200, session),
      json(503),
      json(200, { message: 'mine' }),
    )
    const { client } = signedIn(fetch)
    await expect(client.request({ path: '/users/me', schema: MessageSchema })).resolves.toEqual({
      message: 'mine',
    })
    expect(calls.map((call) => `${call.method} ${call.path} ${call.authorization}`)).toEqual([
      'GET /users/me Bearer old',
      'POST /auth/refresh-token null',
      'GET /users/me Bearer new',
      'GET /users/me Bearer new',
    ])
  })

  it('never repeats a refresh that failed: its 503 is the answer, after 2 calls', async () => {
    const { fetch, calls } = scriptedFetch(
      json(401, { message: 'Token expired', code: 'TOKEN_EXPIRED' }),
      json(503),
    )
    const { client, tokens, onSessionExpired } = signedIn(fetch)
    const error = await failure(client.request({ path: '/users/me', schema: MessageSchema }))
    expect(error.status).toBe(503)
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      'GET /users/me',
      'POST /auth/refresh-token',
    ])
    expect(tokens.getAccessToken()).toBe('old')
    expect(onSessionExpired).not.toHaveBeenCalled()
  })
})
