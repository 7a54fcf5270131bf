import { startMockWorker } from '@photobooth/mocks/browser'
import type { DemoControls } from '../services'

/** What the demo exposes on `window` for QA and the end-to-end tests. */
export interface DemoWindowApi {
  /** Access tokens live this long from now on (the real server: 2 minutes). */
  setAccessTokenLifetime(ms: number): void
  /** Back to a freshly seeded world. */
  reset(): Promise<void>
}

declare global {
  interface Window {
    photoboothDemo?: DemoWindowApi
  }
}

/**
 * Demo mode: the mock backend runs in a service worker and keeps its data in IndexedDB, so the
 * demo survives reloads. This module (with faker and the seed) is loaded only in demo mode.
 */
export async function startDemo(): Promise<DemoControls> {
  const mock = await startMockWorker({ persist: 'photobooth-demo', config: { latency: [60, 220] } })
  window.photoboothDemo = {
    setAccessTokenLifetime(ms) {
      mock.backend.config.accessTokenTtlMs = ms
    },
    reset: () => mock.reset(),
  }
  return { reset: () => mock.reset() }
}
