import { CACHE_PREFIX, CACHES, SKIP_WAITING } from '../protocol'
import { precache } from './precache'
import { worker } from './scope'

/**
 * Install, take over, clean up: the precache is downloaded at install; a new version waits
 * until the page asks it to take over (the user's "Reload"); taking over, it deletes what older
 * versions kept.
 */
export function runTheLifeCycle(): void {
  worker.addEventListener('install', (event: ExtendableEvent) => {
    event.waitUntil(precache.install(event as never))
  })

  worker.addEventListener('activate', (event: ExtendableEvent) => {
    event.waitUntil(
      (async () => {
        await precache.activate(event as never)
        // Caches of older versions (any name this version does not use), and the kept files of
        // the previous build: this one's are fetched again when used.
        const current = new Set<string>([...Object.values(CACHES), precache.strategy.cacheName])
        for (const name of await caches.keys()) {
          if (name.startsWith(CACHE_PREFIX) && !current.has(name)) await caches.delete(name)
        }
        await caches.delete(CACHES.assets)
        await worker.clients.claim()
      })(),
    )
  })

  worker.addEventListener('message', (event: ExtendableMessageEvent) => {
    if (event.data === SKIP_WAITING) void worker.skipWaiting()
  })
}
