import { CACHE_PREFIX, CACHES, SKIP_WAITING } from '../protocol'
import { installPrecache, precache } from './precache'
import { worker } from './scope'

/**
 * Install, take over, clean up: the precache is downloaded at install; a new version waits
 * until the page asks it to take over (the user's "Reload"); taking over, it deletes the caches
 * older versions named — but the files the previous version kept (its precached chunks, the
 * lazily kept ones) stay until no page that was open then is left.
 *
 * Why keep them rather than reload the other tabs: a tab open across the update still runs the
 * previous version's code, and asks for its chunks as it goes (a page it has not opened yet);
 * the server no longer has them after a deploy. Reloading those tabs would lose what a reload
 * loses (an upload under way, a photo being prepared, a dialog's state); keeping the files a
 * while longer loses nothing, and they go with the last such tab.
 */
export function runTheLifeCycle(): void {
  worker.addEventListener('install', (event: ExtendableEvent) => {
    event.waitUntil(installPrecache(event))
  })

  worker.addEventListener('activate', (event: ExtendableEvent) => {
    event.waitUntil(
      (async () => {
        // Caches of older versions (any name this version does not use).
        const current = new Set<string>([...Object.values(CACHES), precache.strategy.cacheName])
        for (const name of await caches.keys()) {
          if (name.startsWith(CACHE_PREFIX) && !current.has(name)) await caches.delete(name)
        }
        // The pages open now run older code (but the one that asked for this version, which
        // reloads): the files of their version are kept for them.
        const open = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true })
        await writeOlderPages(open.map((client) => client.id))
        await worker.clients.claim()
        await forgetTheOlderVersionWhenUnused(event)
      })(),
    )
  })

  worker.addEventListener('message', (event: ExtendableMessageEvent) => {
    if (event.data === SKIP_WAITING) void worker.skipWaiting()
  })
}

/** Where the worker notes the pages that were open when it took over (in its config cache). */
const OLDER_PAGES_KEY = '/__photobooth/older-pages'

async function writeOlderPages(ids: string[]): Promise<void> {
  await (await caches.open(CACHES.config)).put(OLDER_PAGES_KEY, Response.json(ids))
}

async function readOlderPages(): Promise<string[] | undefined> {
  const noted = await caches.match(OLDER_PAGES_KEY, { cacheName: CACHES.config })
  const ids: unknown = await noted?.json().catch(() => undefined)
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : undefined
}

/** When the worker last looked (other than at a page's load), in ms: once a minute is plenty. */
let lookedAt = 0

/**
 * Once no page open at the last take-over is left, the files older versions kept go: the
 * precached ones this version does not list, and those kept lazily. Looked at on every page
 * loaded, and at most once a minute on the pages' other requests (`event` is kept alive for it).
 */
export function forgetTheOlderVersionWhenUnused(event: ExtendableEvent, force = true) {
  const now = Date.now()
  if (!force && now - lookedAt < 60_000) return Promise.resolve()
  lookedAt = now
  const done = (async () => {
    const older = await readOlderPages()
    if (!older) return
    const open = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true })
    if (open.some((client) => older.includes(client.id))) return
    await precache.activate(event as never)
    await caches.delete(CACHES.assets)
    await (await caches.open(CACHES.config)).delete(OLDER_PAGES_KEY)
  })().catch(() => undefined)
  event.waitUntil(done)
  return done
}
