import {
  type RefreshedSession,
  type TokenStore,
  type User,
  UserSchema,
} from '@photobooth/api-client'
import * as v from 'valibot'
import { readJson, writeJson } from '../storage'

/** The product's persisted auth state: localStorage `auth-storage`, version 0. */
export const AUTH_STORAGE_KEY = 'auth-storage'
export const AUTH_STORAGE_VERSION = 0
/**
 * Present while the last session ended because it expired (its refresh was refused) rather
 * than by a logout: every tab, and a page opened later, can then say why the user is asked to
 * sign in again. Signing in or logging out removes it.
 */
export const SESSION_EXPIRED_KEY = 'auth-session-expired'

export interface SessionState {
  user: User | null
  accessToken: string | null
  refreshToken: string | null
  /** True once the stored state has been read. */
  hasHydrated: boolean
}

const PersistedSchema = v.object({
  state: v.object({
    user: v.nullable(UserSchema),
    accessToken: v.nullable(v.pipe(v.string(), v.minLength(1))),
    refreshToken: v.nullable(v.pipe(v.string(), v.minLength(1))),
  }),
  version: v.literal(AUTH_STORAGE_VERSION),
})

const SIGNED_OUT = { user: null, accessToken: null, refreshToken: null } as const

export interface SessionStore {
  getState(): SessionState
  subscribe(listener: () => void): () => void
  /** Reads the stored session (once at start; again when another tab changed it). */
  hydrate(): void
  setUser(user: User | null): void
  setAccessToken(token: string | null): void
  setRefreshToken(token: string | null): void
  /** Signs in: user and both tokens at once. */
  signIn(session: { user: User; accessToken: string; refreshToken?: string | null }): void
  /** Clears user and both tokens; `expired` records that the session ran out (see
   * {@link SESSION_EXPIRED_KEY}), rather than the user leaving. */
  logout(options?: { expired?: boolean }): void
  /** Whether the last session ended because it expired (in this tab or another). */
  expired(): boolean
}

/**
 * The session, kept in memory and mirrored to storage on every change. A stored value that is
 * corrupted, of another version or of a foreign shape reads as signed out (and is removed).
 */
export function createSessionStore(storage: Storage): SessionStore {
  let state: SessionState = { ...SIGNED_OUT, hasHydrated: false }
  const listeners = new Set<() => void>()

  const emit = () => {
    for (const listener of listeners) listener()
  }
  const persist = () => {
    const { user, accessToken, refreshToken } = state
    if (!user && !accessToken && !refreshToken) {
      try {
        storage.removeItem(AUTH_STORAGE_KEY)
      } catch {
        // Storage unavailable: the session lives in memory only.
      }
      return
    }
    writeJson(storage, AUTH_STORAGE_KEY, {
      state: { user, accessToken, refreshToken },
      version: AUTH_STORAGE_VERSION,
    })
  }
  const markExpired = (expired: boolean) => {
    try {
      if (expired) storage.setItem(SESSION_EXPIRED_KEY, '1')
      else storage.removeItem(SESSION_EXPIRED_KEY)
    } catch {
      // Storage unavailable: the message is only lost for other tabs.
    }
  }
  const update = (next: Partial<SessionState>) => {
    state = { ...state, ...next }
    persist()
    emit()
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    hydrate() {
      const stored = v.safeParse(PersistedSchema, readJson(storage, AUTH_STORAGE_KEY))
      let restored: Omit<SessionState, 'hasHydrated'> = SIGNED_OUT
      if (stored.success && stored.output.state.user && stored.output.state.accessToken) {
        restored = stored.output.state
      } else if (!stored.success && storage.getItem(AUTH_STORAGE_KEY) !== null) {
        try {
          storage.removeItem(AUTH_STORAGE_KEY)
        } catch {
          // Nothing more to do: the session is simply signed out.
        }
      }
      const same =
        state.hasHydrated &&
        state.user?._id === restored.user?._id &&
        state.accessToken === restored.accessToken &&
        state.refreshToken === restored.refreshToken
      if (same) return
      state = { ...restored, hasHydrated: true }
      emit()
    },
    setUser: (user) => update({ user }),
    setAccessToken: (accessToken) => update({ accessToken }),
    setRefreshToken: (refreshToken) => update({ refreshToken }),
    signIn: ({ user, accessToken, refreshToken = null }) => {
      markExpired(false)
      update({ user, accessToken, refreshToken })
    },
    logout: ({ expired = false } = {}) => {
      // Marked first: listeners of this tab, and other tabs through the storage event, read
      // it as the session goes.
      markExpired(expired)
      update(SIGNED_OUT)
    },
    expired: () => readJson(storage, SESSION_EXPIRED_KEY) !== undefined,
  }
}

/** The api-client's view of the session: it reads the tokens and stores rotated ones. */
export function sessionTokenStore(session: SessionStore): TokenStore {
  return {
    getAccessToken: () => session.getState().accessToken,
    getRefreshToken: () => session.getState().refreshToken,
    setSession: ({ user, accessToken, refreshToken }: RefreshedSession) =>
      session.signIn({ user, accessToken, refreshToken }),
  }
}

/**
 * Refreshes one tab at a time (Web Locks). Inside the lock the stored session is read again:
 * if another tab rotated the tokens meanwhile, the client sees the new ones and does not spend
 * the old refresh token (which the server has already deleted).
 */
export function crossTabRefreshLock(
  session: SessionStore,
  locks: LockManager | undefined = globalThis.navigator?.locks,
) {
  return <T>(task: () => Promise<T>): Promise<T> => {
    if (!locks) return task()
    // The lock's promise resolves with the task's result (the task's own promise is awaited).
    return locks
      .request('photobooth-token-refresh', () => {
        session.hydrate()
        return task()
      })
      .then((result) => result)
  }
}

/**
 * Another tab signed in or out (or rotated the tokens): follow it. A page shown again from the
 * back/forward cache reads the session again too: it may have ended there meanwhile (a logout,
 * then Back), and the page must not go on with the tokens it held.
 */
export function followOtherTabs(
  session: SessionStore,
  target: Pick<Window, 'addEventListener' | 'removeEventListener'> = window,
): () => void {
  const onStorage = (event: Pick<StorageEvent, 'key'>) => {
    if (event.key === null || event.key === AUTH_STORAGE_KEY) session.hydrate()
  }
  const onPageShow = (event: Pick<PageTransitionEvent, 'persisted'>) => {
    if (event.persisted) session.hydrate()
  }
  target.addEventListener('storage', onStorage)
  target.addEventListener('pageshow', onPageShow)
  return () => {
    target.removeEventListener('storage', onStorage)
    target.removeEventListener('pageshow', onPageShow)
  }
}
