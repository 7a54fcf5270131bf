import {
  type ApiClient,
  createApiClient,
  createMemoryTokenStore,
  forgetLikes,
  forgetUnconfirmedWrites,
  logout,
} from '@photobooth/api-client'
import { type IdentityProvider, paths } from '@photobooth/ui'
import type { ComponentType } from 'react'
import {
  createSessionStore,
  crossTabRefreshLock,
  type SessionStore,
  sessionTokenStore,
} from './auth/session-store'
import type { AppConfig } from './config/app-config'
import { withEarlyFeed } from './early-feed'
import { createFeedCache, type FeedCache } from './feed/feed-cache'
import { keepLikesInDoubt } from './feed/likes-in-doubt'
import { navigateTo } from './navigation'
import { PRODUCT_NAME } from './product'
import { noticingSavedAnswers } from './service-worker/app-status'
import { browserStorage } from './storage'

export { PRODUCT_NAME }

/** What the demo mode adds: the backend's controls (reset) for the badge. */
export interface DemoControls {
  reset(): Promise<void>
  /** A seeded photo's address among the build's files (`undefined` for any other path). */
  photoUrl(path: string): string | undefined
}

/** Everything the app is made of, built once at start-up. */
export interface Services {
  config: AppConfig
  productName: string
  session: SessionStore
  feedCache: FeedCache
  /** Browser storage (or its stand-in in memory), for what else the app remembers. */
  storage: Storage
  client: ApiClient
  /** A stored image path as a URL: the API host's, or in the demo a seeded photo's own file. */
  imageUrl(path: string | null | undefined): string | undefined
  identityProvider?: IdentityProvider
  /** What the identity provider shows in the page (the demo's simulated popup). */
  IdentityPrompt?: ComponentType
  demo?: DemoControls
  /** The demo's badge (demo mode only; its code comes with the demo's chunk). */
  DemoBadge?: ComponentType
  /**
   * Logs out: ends the session here (and, through storage, in the other tabs) and goes to
   * `/login` — or to `to`, or nowhere with `null` (the caller reloads the page itself). Presses
   * while one is under way join it.
   */
  signOut(options?: { to?: string | null }): Promise<void>
}

export function createServices({
  config,
  identityProvider,
  IdentityPrompt,
  demo,
  DemoBadge,
}: {
  config: AppConfig
  identityProvider?: IdentityProvider
  IdentityPrompt?: ComponentType
  demo?: DemoControls
  DemoBadge?: ComponentType
}): Services {
  const storage = browserStorage()
  const session = createSessionStore(storage)
  session.hydrate()
  const feedCache = createFeedCache(storage, {
    productName: PRODUCT_NAME,
    owner: () => session.getState().user?._id,
  })

  // An expired session keeps the user's drafts (they sign in again and find them); a logout
  // takes them along (see signOut).
  const endSession = (expired = false) => {
    session.logout({ expired })
    feedCache.clear()
    likesInDoubt.forget()
    // What the client was bringing to the server for them: the next person starts afresh.
    forgetLikes(client)
    forgetUnconfirmedWrites(client)
    // The user's own answers the service worker kept go with the session.
    void import('./service-worker/personal-cache')
      .then((cache) => cache.forgetPersonalAnswers())
      .catch(() => undefined)
  }
  let signingOut: Promise<void> | null = null
  const logOut = async ({ to = paths.login() }: { to?: string | null } = {}) => {
    const { accessToken, refreshToken, user } = session.getState()
    // Signed out on purpose: what they left unsent goes too, before the sign-in page shows (a
    // reload right after must not find it). The code came with the signed-in pages already,
    // never with a guest's first view; it is not waited for long.
    if (user) {
      await withinMs(
        DRAFTS_WAIT_MS,
        import('./drafts/draft-storage').then((drafts) =>
          drafts.clearDrafts(storage, user._id, { productName: PRODUCT_NAME }),
        ),
      )
    }
    // This device signs out at once, whatever the network does (a shared device must not stay
    // signed in while the server is slow to answer). One navigation, taken as the session ends:
    // the signed-out app (a router of its own, see router.tsx) starts on that page, and no
    // protected page is left behind to send the user to /login again remembering where they were.
    if (to !== null) navigateTo(to, { replace: true })
    endSession()
    // Then the server forgets the refresh token, told with the tokens the session had: within
    // a bound, and whatever it answers. A caller that reloads the page itself (`to: null`)
    // waits for it, as a reload would cut it short.
    const told = accessToken
      ? logOutOnServer(config.apiUrl, { accessToken, refreshToken })
      : Promise.resolve()
    if (to === null) await told
  }

  const client = createApiClient({
    baseUrl: config.apiUrl,
    // Answers the service worker served from its saved copies are noticed (the offline notice).
    fetch: noticingSavedAnswers(withEarlyFeed()),
    tokens: sessionTokenStore(session),
    refreshLock: crossTabRefreshLock(session),
    onSessionExpired: () => endSession(true),
  })
  const likesInDoubt = keepLikesInDoubt(client, storage, { productName: PRODUCT_NAME })

  return {
    config,
    productName: PRODUCT_NAME,
    session,
    feedCache,
    storage,
    client,
    imageUrl: demo
      ? (path) => (path ? demo.photoUrl(path) : undefined) ?? client.imageUrl(path)
      : client.imageUrl,
    ...(identityProvider ? { identityProvider } : {}),
    ...(IdentityPrompt ? { IdentityPrompt } : {}),
    ...(demo ? { demo } : {}),
    ...(DemoBadge ? { DemoBadge } : {}),
    signOut(options) {
      signingOut ??= logOut(options).finally(() => {
        signingOut = null
      })
      return signingOut
    },
  }
}

/** How long logging out waits for the code that clears the drafts. */
const DRAFTS_WAIT_MS = 2_000
/** How long the server is given to forget a refresh token at logout. */
const SERVER_LOGOUT_TIMEOUT_MS = 10_000

/** Settles when `promise` does or after `ms`, whichever comes first; never rejects. */
function withinMs(ms: number, promise: Promise<unknown>): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    void promise
      .catch(() => undefined)
      .finally(() => {
        clearTimeout(timer)
        resolve()
      })
  })
}

/**
 * `POST /auth/logout` with the tokens of a session this device has already ended: a client of
 * its own holds them (the app's has forgotten them), and gives up after a bound. Never rejects.
 */
function logOutOnServer(
  apiUrl: string,
  tokens: { accessToken: string; refreshToken: string | null },
): Promise<void> {
  const client = createApiClient({
    baseUrl: apiUrl,
    tokens: createMemoryTokenStore(tokens),
    retry: false,
  })
  // Not `AbortSignal.timeout`: older Safaris have none.
  const bound = new AbortController()
  const timer = setTimeout(() => bound.abort(), SERVER_LOGOUT_TIMEOUT_MS)
  return logout(client, tokens.refreshToken, { signal: bound.signal })
    .finally(() => clearTimeout(timer))
    .then(
      () => undefined,
      () => undefined,
    )
}
