import type { RefreshedSession, TokenStore } from './create-api-client'

export interface MemoryTokenStore extends TokenStore {
  /** Replaces the tokens (sign-in), or clears them with `null` (sign-out). */
  set(session: { accessToken: string; refreshToken?: string | null } | null): void
  /** The last session handed over by a refresh, if any. */
  readonly lastRefresh: RefreshedSession | undefined
}

/** Tokens kept in memory only: for stories, tests and apps that keep no session. */
export function createMemoryTokenStore(
  initial: { accessToken: string; refreshToken?: string | null } | null = null,
): MemoryTokenStore {
  let accessToken = initial?.accessToken ?? null
  let refreshToken = initial?.refreshToken ?? null
  let lastRefresh: RefreshedSession | undefined
  return {
    getAccessToken: () => accessToken,
    getRefreshToken: () => refreshToken,
    setSession(session) {
      accessToken = session.accessToken
      refreshToken = session.refreshToken
      lastRefresh = session
    },
    set(session) {
      accessToken = session?.accessToken ?? null
      refreshToken = session?.refreshToken ?? null
    },
    get lastRefresh() {
      return lastRefresh
    },
  }
}
