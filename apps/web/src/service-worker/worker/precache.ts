import { PrecacheController } from 'workbox-precaching'

/** The precache list, written into the worker's script by the build (pwa/plugin.ts). */
declare const __PRECACHE_MANIFEST__: { url: string; revision: string | null }[]

/** The app shell and the chunks its pages may need, downloaded at install. */
export const precache = new PrecacheController({ fallbackToNetwork: true })
precache.addToCacheList(__PRECACHE_MANIFEST__)
