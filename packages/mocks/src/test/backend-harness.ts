import {
  type ApiClient,
  createApiClient,
  createMemoryTokenStore,
  type MemoryTokenStore,
  type User,
} from '@photobooth/api-client'
import { afterAll, afterEach, beforeAll, vi } from 'vitest'
import type { MockBackend, MockBackendOptions } from '../backend'
import { defaultMockConfig } from '../config'
import { createMockServer } from '../node'

export { pngFile } from './png-file'

/** The API origin tests talk to; MSW answers it. */
export const API = 'http://api.test'

export interface SignedInClient {
  client: ApiClient
  tokens: MemoryTokenStore
  user: User
  /** The `onSessionExpired` callback. */
  expired: ReturnType<typeof vi.fn>
  /** How many `POST /auth/refresh-token` calls this client made. */
  refreshCalls(): number
}

export interface Harness {
  backend: MockBackend
  server: Awaited<ReturnType<typeof createMockServer>>['server']
  /** Lines the server printed (the reset token goes there). */
  log: string[]
  /** A client without tokens. */
  guest(): ApiClient
  /** A client signed in as this e-mail (tokens issued directly by the backend). */
  as(
    email: string,
    options?: { refreshLock?: <T>(task: () => Promise<T>) => Promise<T> },
  ): SignedInClient
  /** `fetch` on the API, bypassing the client: to look at raw answers. */
  raw(path: string, init?: RequestInit): Promise<Response>
  /** {@link raw} with a bearer token of this e-mail's user. */
  rawAs(email: string, path: string, init?: RequestInit): Promise<Response>
}

/**
 * A fresh seeded backend behind MSW for a test file: listening before the tests, back to the
 * seeded world and default handlers after each one, closed at the end.
 */
export function setupBackendHarness(options: MockBackendOptions = {}): Harness {
  const log: string[] = []
  const harness = {} as Harness
  beforeAll(async () => {
    const { server, backend } = await createMockServer({
      log: (line) => log.push(line),
      ...options,
    })
    server.listen({ onUnhandledFrame: 'error' })
    Object.assign(harness, {
      backend,
      server,
      log,
      guest: () => createApiClient({ baseUrl: API }),
      as(email: string, extra: { refreshLock?: <T>(task: () => Promise<T>) => Promise<T> } = {}) {
        const session = backend.signIn(email)
        const tokens = createMemoryTokenStore(session)
        const expired = vi.fn(() => tokens.set(null))
        let refreshes = 0
        const client = createApiClient({
          baseUrl: API,
          tokens,
          onSessionExpired: expired,
          ...extra,
          fetch: (input, init) => {
            if (String(input).endsWith('/api/auth/refresh-token')) refreshes++
            return fetch(input, init)
          },
        })
        return { client, tokens, user: session.user, expired, refreshCalls: () => refreshes }
      },
      raw: (path: string, init?: RequestInit) => fetch(`${API}${path}`, init),
      rawAs(email: string, path: string, init: RequestInit = {}) {
        const headers = new Headers(init.headers)
        headers.set('Authorization', `Bearer ${backend.signIn(email).accessToken}`)
        return fetch(`${API}${path}`, { ...init, headers })
      },
    } satisfies Partial<Harness>)
  })
  afterEach(async () => {
    harness.server.resetHandlers()
    Object.assign(harness.backend.config, defaultMockConfig, options.config)
    await harness.backend.reset()
    log.length = 0
  })
  afterAll(() => harness.server.close())
  return harness
}
