import { DEMO_SERVICE_WORKER_URL } from '../protocol'
import { type FetchListener, worker } from './scope'

/** Whether the build may run the demo (it was made for no server: pwa/plugin.ts). */
declare const __DEMO_BACKEND__: boolean

/**
 * The demo's mock backend, in the demo only: this worker registered as the demo's
 * (`/sw.js?demo`) by a build that may run it. A server's worker imports none of it, and a build
 * made for a server has none of it in its script (`__DEMO_BACKEND__` is false there, and this
 * is all left out).
 */
export function demoBackend(): FetchListener | undefined {
  if (!__DEMO_BACKEND__) return undefined
  return worker.location.href === new URL(DEMO_SERVICE_WORKER_URL, worker.location.href).href
    ? importMockBackend()
    : undefined
}

/**
 * MSW's worker (mockServiceWorker.js, imported as it ships), whose fetch listener this worker
 * calls itself for the addresses the demo's backend answers (see routes.ts). Runs as the
 * worker's script is first evaluated: `importScripts` works only then.
 */
function importMockBackend(): FetchListener | undefined {
  let mockFetch: FetchListener | undefined
  const listen = worker.addEventListener.bind(worker)
  worker.addEventListener = (type, listener, options) => {
    // Its fetch listener answers only what this worker hands it; its `install` (which would
    // skip waiting: a new version would take over the page under the user's feet) is left out.
    if (type === 'fetch') mockFetch = listener as FetchListener
    else if (type !== 'install') listen(type, listener, options)
  }
  worker.importScripts('/mockServiceWorker.js')
  worker.addEventListener = listen
  // MSW's worker unregisters itself when its last page closes (a reload, the last tab): this
  // worker stays — installed, with its caches, for the next start with no network.
  Object.defineProperty(worker.registration, 'unregister', { value: async () => false })
  return mockFetch
}
