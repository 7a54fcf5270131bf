/// <reference types="vite/client" />
import { bypass } from 'msw'
import { setupWorker } from 'msw/browser'
import { createMockBackend, type MockBackend, type MockBackendOptions } from './backend'
import type { ImageSource } from './context'
import { indexedDbStore, type WorldStore } from './persistence'

export * from './index'
export { indexedDbStore, type WorldStore } from './persistence'

// Vite bundles the seeded photos as assets; the worker serves them at /uploads/<file>.
const photoUrls = import.meta.glob<string>('../assets/photos/*.jpg', {
  query: '?url',
  import: 'default',
  eager: true,
})

/** Seeded photos fetched from the bundled assets (past the worker). */
export const assetImageSource: ImageSource = {
  async load(file) {
    const url = photoUrls[`../assets/photos/${file}`]
    if (!url) return undefined
    const response = await fetch(bypass(new Request(new URL(url, location.href))))
    return response.ok ? new Uint8Array(await response.arrayBuffer()) : undefined
  },
}

/**
 * A seeded photo's bundled file (`uploads/photo-02.jpg` → `/assets/photo-02-….jpg`), for a
 * page that shows them as files of its build; `undefined` for any other path.
 */
export function seededPhotoUrl(path: string): string | undefined {
  const file = /^\/?uploads\/(photo-[\w-]+\.jpg)$/.exec(path)?.[1]
  return file ? photoUrls[`../assets/photos/${file}`] : undefined
}

export interface StartMockWorkerOptions extends MockBackendOptions {
  /** Keep the database in IndexedDB under this name across reloads (`false`: memory only). */
  persist?: string | false
  /**
   * The worker script: `/mockServiceWorker.js` (MSW's) by default; the demo uses
   * `/demo-service-worker.js`, MSW's minus the build's static files (see that file).
   */
  serviceWorkerUrl?: string
  /** Log every intercepted request in the console. */
  verbose?: boolean
}

export interface MockWorker {
  worker: ReturnType<typeof setupWorker>
  backend: MockBackend
  /** Back to a freshly seeded world (dated from now), saved at once. */
  reset(): Promise<void>
  stop(): void
}

/**
 * Starts the mock backend in a service worker for the browser (the demo, Storybook). With
 * `persist`, the world is restored from IndexedDB and saved after every change; when nothing
 * was saved yet (or what was saved is unreadable) a world dated from today is seeded.
 */
export async function startMockWorker(options: StartMockWorkerOptions = {}): Promise<MockWorker> {
  const store: WorldStore | undefined = options.persist
    ? indexedDbStore(options.persist)
    : undefined
  const saved = await store?.load().catch(() => undefined)
  const seed = options.seed ?? { referenceDate: startOfHour(Date.now()) }
  // Every tab runs its own copy of the backend over the same stored world: a change made in
  // one tab is announced, and the others read the world again before their next answer (so
  // that, say, a refresh token rotated in one tab is known in all of them).
  const channel =
    options.persist && typeof BroadcastChannel !== 'undefined'
      ? new BroadcastChannel(`photobooth-mock:${options.persist}`)
      : undefined
  let stale = false
  if (channel) channel.onmessage = () => (stale = true)
  const backend = await createMockBackend({
    images: assetImageSource,
    ...options,
    seed,
    snapshot: saved ?? options.snapshot,
    onChange: async (changed) => {
      await store?.save(changed.db.snapshot())
      channel?.postMessage('changed')
      await options.onChange?.(changed)
    },
    beforeRequest: async (current) => {
      if (stale && store) {
        stale = false
        const latest = await store.load().catch(() => undefined)
        if (latest) current.db.load(latest)
      }
      await options.beforeRequest?.(current)
    },
  })
  if (store && !saved) await store.save(backend.db.snapshot())
  const worker = setupWorker(...backend.handlers)
  await quietUpdateChecks()
  await worker.start({
    onUnhandledFrame: 'bypass',
    quiet: !options.verbose,
    serviceWorker: { url: options.serviceWorkerUrl ?? '/mockServiceWorker.js' },
  })
  return {
    worker,
    backend,
    reset: () => backend.reset({ referenceDate: startOfHour(Date.now()) }),
    stop: () => {
      channel?.close()
      worker.stop()
    },
  }
}

/**
 * MSW's start asks an installed worker to look for a new version and does not wait for the
 * answer: with no network the check fails, and the browser reports the failure as unhandled.
 * It is handled here (the installed worker goes on as it is); whoever awaits a check still
 * hears how it went.
 */
async function quietUpdateChecks() {
  if (!('serviceWorker' in navigator)) return
  for (const registration of await navigator.serviceWorker.getRegistrations()) {
    const update = registration.update.bind(registration)
    Object.defineProperty(registration, 'update', {
      configurable: true,
      value: () => {
        const checking = update()
        checking.catch(() => undefined)
        return checking
      },
    })
  }
}

/** Whole hours, so that two tabs starting a minute apart seed the same world. */
function startOfHour(time: number): number {
  return time - (time % 3_600_000)
}
