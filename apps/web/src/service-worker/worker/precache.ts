import { PrecacheController } from 'workbox-precaching'

/** The precache list, written into the worker's script by the build (pwa/plugin.ts). */
declare const __PRECACHE_MANIFEST__: { url: string; revision: string | null }[]

/** The app shell and the chunks its pages may need, downloaded at install. */
export const precache = new PrecacheController({ fallbackToNetwork: true })
precache.addToCacheList(__PRECACHE_MANIFEST__)

/** How many of the precache's files the install downloads at a time. */
const DOWNLOADS_AT_ONCE = 4

/**
 * Downloads the precache at install, a few files at a time: Workbox's own install takes them
 * one after the other (some 80 files, 1.4 s from a server on the same machine), and the demo's
 * first start waits for the install, its backend living in this worker. Each file is fetched as
 * Workbox would: a revisioned one (the page) past the HTTP cache, a hashed one through it.
 */
export async function installPrecache(event: ExtendableEvent): Promise<void> {
  const files = [...precache.getURLsToCacheKeys()]
  const downloadTheNext = async (): Promise<void> => {
    for (let file = files.shift(); file; file = files.shift()) {
      const [url, cacheKey] = file
      const request = new Request(url, {
        cache: cacheKey === url ? 'default' : 'reload',
        credentials: 'same-origin',
      })
      await Promise.all(precache.strategy.handleAll({ params: { cacheKey }, request, event }))
    }
  }
  await Promise.all(Array.from({ length: DOWNLOADS_AT_ONCE }, downloadTheNext))
}
