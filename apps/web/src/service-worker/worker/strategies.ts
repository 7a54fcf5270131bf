import { SAVED_COPY_HEADER } from '@photobooth/api-client'
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core'
import {
  CacheFirst,
  NetworkFirst,
  Strategy,
  type StrategyHandler,
  type StrategyOptions,
} from 'workbox-strategies'
import type { AppConfig } from '../../config/app-config'
import { apiReadKind, asksTheServer } from '../api-routes'
import { BYTES_HEADER, trim, worthKeeping } from '../bounded-cache'
import { CACHES } from '../protocol'
import { ownedOnly } from './personal'
import { ONE_MB } from './scope'

/** A strategy plugin: after each entry kept, the cache is trimmed to its bound. */
function bounded(bound: { maxEntries: number; maxBytes?: number }): WorkboxPlugin {
  return {
    cacheDidUpdate: async ({ cacheName }) => {
      await trim(cacheName, bound)
    },
  }
}

/** Only whole, successful answers are kept. */
const okOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 ? response : null),
}

/** A kept answer carries the time it was kept: served in place of the network's, it says so. */
const stamped: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null
    const headers = new Headers(response.headers)
    headers.set(SAVED_COPY_HEADER, String(Date.now()))
    return new Response(await response.blob(), {
      status: 200,
      statusText: response.statusText,
      headers,
    })
  },
}

/**
 * An answer is kept under its address alone, never with the request's headers — the bearer
 * token among them. `/users/me?t=…` is one answer whatever the query.
 */
const plainKey: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname.endsWith('/users/me')) url.search = ''
    return url.href
  },
}

/**
 * The network only, for a read that asks for the server's own answer (`asksTheServer`): never
 * a saved copy, however long the network takes, and a failure passed on. The fresh answer is
 * kept as the strategy's plugins allow, for reading offline later.
 */
class FromTheServer extends Strategy {
  protected override async _handle(request: Request, handler: StrategyHandler) {
    return handler.fetchAndCachePut(request)
  }
}

/** How long a read waits for the network before the saved copy is served. */
const NETWORK_TIMEOUT_SECONDS = 4

export const strategies = {
  assets: new CacheFirst({
    cacheName: CACHES.assets,
    plugins: [okOnly, bounded({ maxEntries: 120, maxBytes: 40 * ONE_MB })],
  }),
  config: new NetworkFirst({
    cacheName: CACHES.config,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [okOnly],
  }),
} satisfies Record<string, Strategy>

/** The API's reads, each kind in a cache of its own. */
const reads = {
  public: {
    cacheName: CACHES.public,
    // One answer per address, whatever headers it varies on (a token rotates every 2 minutes).
    matchOptions: { ignoreVary: true },
    plugins: [stamped, plainKey, bounded({ maxEntries: 200 })],
  },
  personal: {
    cacheName: CACHES.personal,
    matchOptions: { ignoreVary: true },
    plugins: [stamped, plainKey, ownedOnly],
  },
} satisfies Record<string, StrategyOptions>

/** Network first, the saved copy after a while; or the network only (`FromTheServer`). */
const readStrategies = {
  public: {
    saved: new NetworkFirst({ ...reads.public, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
    server: new FromTheServer(reads.public),
  },
  personal: {
    saved: new NetworkFirst({ ...reads.personal, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS }),
    server: new FromTheServer(reads.personal),
  },
}

/** Photos: at most this many, and this many megabytes (none over 6 MB); the oldest go first. */
const PHOTO_BOUND = { maxEntries: 400, maxBytes: 60 * ONE_MB }

/**
 * A photo from the cache, else from the network — asked with CORS (the API's are open), so
 * that its size is known and bounded (a read that asks the server, `cache: 'no-store'`, goes to
 * the network alone); an answer the browser cannot read (no CORS) is passed on
 * as the page asked for it, and not kept.
 */
export async function photo({ request }: RouteHandlerCallbackOptions): Promise<Response> {
  // The stored file as the server holds it now (a check of a write's photo): never a kept one.
  if (asksTheServer(request.cache)) return fetch(request)
  const cache = await caches.open(CACHES.photos)
  const key = request.url
  const cached = await cache.match(key, { ignoreVary: true })
  if (cached) return cached
  let response: Response
  try {
    response = await fetch(key, { mode: 'cors', credentials: 'omit' })
  } catch {
    return fetch(request)
  }
  if (response.status !== 200) return response
  const body = await response.blob()
  const headers = new Headers(response.headers)
  headers.set(BYTES_HEADER, String(body.size))
  const kept = new Response(body, { status: 200, headers })
  // A photo too large for the bound's room is shown, not kept: it would push out dozens.
  if (!worthKeeping(body.size, PHOTO_BOUND)) return kept
  await cache.put(key, kept.clone()).catch(() => undefined)
  void trim(CACHES.photos, PHOTO_BOUND)
  return kept
}

/**
 * The strategy for a read of the API, or `'photo'`, or none. A read made with `cache` asking
 * for the server's answer (`no-store`…) is never answered from a saved copy.
 */
export function apiRoute(
  url: URL,
  { apiUrl }: AppConfig,
  cache: RequestCache = 'default',
): Strategy | 'photo' | undefined {
  const kind = apiReadKind(url, apiUrl)
  if (kind === 'photo' || kind === undefined) return kind
  return readStrategies[kind][asksTheServer(cache) ? 'server' : 'saved']
}
