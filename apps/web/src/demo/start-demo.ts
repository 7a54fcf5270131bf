import { seededPhotoUrl, startMockWorker } from '@photobooth/mocks/browser'
import { AUTH_STORAGE_KEY } from '../auth/session-store'
import { DEMO_SERVICE_WORKER_URL } from '../service-worker/protocol'
import type { DemoControls } from '../services'
import { readJson } from '../storage'

/** What the demo exposes on `window` for QA and the end-to-end tests. */
export interface DemoWindowApi {
  /** Access tokens live this long from now on (the real server: 2 minutes). */
  setAccessTokenLifetime(ms: number): void
  /**
   * Ends the signed-in session in the mock backend, as a server that dropped it would: its
   * access and refresh tokens stop working, so the next call the page makes finds the session
   * over. The page's own storage is left as it is. Resolves once the backend saved it.
   */
  expireSession(): Promise<void>
  /** Back to a freshly seeded world. */
  reset(): Promise<void>
}

declare global {
  interface Window {
    photoboothDemo?: DemoWindowApi
  }
}

/** The tokens the page holds, read from its stored session without changing it. */
function storedTokens() {
  const stored = readJson(localStorage, AUTH_STORAGE_KEY) as
    | { state?: { accessToken?: unknown; refreshToken?: unknown } }
    | undefined
  const token = (value: unknown) => (typeof value === 'string' ? value : null)
  return {
    accessToken: token(stored?.state?.accessToken),
    refreshToken: token(stored?.state?.refreshToken),
  }
}

/**
 * Demo mode: the mock backend runs in a service worker and keeps its data in IndexedDB, so the
 * demo survives reloads. This module (with faker and the seed) is loaded only in demo mode.
 */
export async function startDemo(): Promise<DemoControls> {
  const mock = await startMockWorker({
    persist: 'photobooth-demo',
    config: { latency: [60, 220] },
    // The app's service worker (sw.ts) carries MSW's; the development server has none, and
    // uses MSW's own minus the build's files.
    serviceWorkerUrl: import.meta.env.DEV ? '/demo-service-worker.js' : DEMO_SERVICE_WORKER_URL,
  })
  window.photoboothDemo = {
    setAccessTokenLifetime(ms) {
      mock.backend.config.accessTokenTtlMs = ms
    },
    expireSession: () => mock.backend.endSession(storedTokens()),
    reset: () => mock.reset(),
  }
  // The seeded photos come from the build's files, as any file of it: cached, and never through
  // the service worker (Firefox reports a load through it that a page left cut short).
  return { reset: () => mock.reset(), photoUrl: seededPhotoUrl }
}
