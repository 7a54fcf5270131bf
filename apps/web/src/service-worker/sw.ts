/**
 * PhotoBooth's service worker (built to /sw.js by pwa/service-worker-plugin.ts, one classic
 * script). Workbox's precache, router and strategies; see docs/decisions/019-the-phone-app.md.
 *
 * - The app shell (index.html) and the hashed chunks every page needs are precached at install;
 *   a navigation gets the shell, with or without a network. Hashed files left out of the
 *   precache (the demo, the HEIC decoder, fonts, the seeded photos) are kept once used.
 * - Public reads of the API are asked of the network first; with no answer within a few seconds,
 *   the saved copy is served, marked with the time it was saved (SAVED_AT_HEADER).
 * - The signed-in user's own answers are kept only while the page says whose they are, and go
 *   with the whole personal cache when they log out.
 * - Photos are served from the cache first, within a bound of entries and megabytes.
 * - Nothing but GET is cached. The share target's POST is taken in and handed to the editor.
 * - In the demo, MSW's worker (mockServiceWorker.js, imported as it ships) answers the demo
 *   backend's addresses; everything else is this worker's.
 * - A new version waits until the page asks it to take over (the user's "Reload").
 */
import type { RouteHandlerCallbackOptions, WorkboxPlugin } from 'workbox-core'
import { PrecacheController, PrecacheRoute } from 'workbox-precaching'
import { NavigationRoute, Route, Router } from 'workbox-routing'
import { CacheFirst, NetworkFirst, type Strategy, StrategyHandler } from 'workbox-strategies'
import {
  type AppConfig,
  loadRuntimeConfig,
  readsRuntimeConfig,
  resolveConfig,
} from '../config/app-config'
import { apiReadKind } from './api-routes'
import { BYTES_HEADER, trim } from './bounded-cache'
import {
  CACHE_PREFIX,
  CACHES,
  KEEP_LOADED,
  type KeepLoadedMessage,
  type KeptAnswer,
  PERSONAL_OWNER_KEY,
  SAVED_AT_HEADER,
  SHARE_TARGET_PATH,
  SHARED_PHOTO_KEY,
  SHARED_QUERY,
  SHARED_TEXT_KEY,
  SKIP_WAITING,
} from './protocol'

declare global {
  interface ExtendableEvent extends Event {
    waitUntil(promise: Promise<unknown>): void
  }
  interface FetchEvent extends ExtendableEvent {
    readonly request: Request
    readonly clientId: string
    respondWith(response: Response | Promise<Response>): void
  }
  interface ExtendableMessageEvent extends ExtendableEvent {
    readonly data: unknown
  }
}

interface WorkerScope {
  readonly location: Location
  readonly registration: { scope: string; unregister(): Promise<boolean> }
  skipWaiting(): Promise<void>
  readonly clients: { claim(): Promise<void> }
  importScripts(...urls: string[]): void
  addEventListener(type: string, listener: (event: never) => void, options?: unknown): void
}

/** The precache list, written into this script by the build. */
declare const __PRECACHE_MANIFEST__: { url: string; revision: string | null }[]

const worker = self as unknown as WorkerScope
const ONE_MB = 1024 * 1024

// --- The demo's mock backend: MSW's worker, whose fetch listener this worker calls itself ----

type FetchListener = (event: FetchEvent) => void
let mockFetch: FetchListener | undefined
{
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
}

// --- Bounds -------------------------------------------------------------------------------

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
    headers.set(SAVED_AT_HEADER, String(Date.now()))
    return new Response(await response.blob(), {
      status: 200,
      statusText: response.statusText,
      headers,
    })
  },
}

/** A personal answer is kept only while the page has named the cache's owner (signed in). */
const ownedOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    const owner = await (await caches.open(CACHES.personal)).match(PERSONAL_OWNER_KEY)
    return owner ? response : null
  },
  // `/users/me?t=…` is one answer whatever the query.
  cacheKeyWillBeUsed: async ({ request }) => {
    const url = new URL(request.url)
    if (!url.pathname.endsWith('/users/me')) return request
    url.search = ''
    return url.href
  },
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    const owner = await (await caches.open(CACHES.personal)).match(PERSONAL_OWNER_KEY)
    return owner ? cachedResponse : null
  },
}

// --- Strategies ----------------------------------------------------------------------------

/** How long a read waits for the network before the saved copy is served. */
const NETWORK_TIMEOUT_SECONDS = 4

const precache = new PrecacheController({ fallbackToNetwork: true })
precache.addToCacheList(__PRECACHE_MANIFEST__)

const strategies = {
  assets: new CacheFirst({
    cacheName: CACHES.assets,
    plugins: [okOnly, bounded({ maxEntries: 120, maxBytes: 40 * ONE_MB })],
  }),
  config: new NetworkFirst({
    cacheName: CACHES.config,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [okOnly],
  }),
  public: new NetworkFirst({
    cacheName: CACHES.public,
    // One answer per address, whatever headers it varies on (a token rotates every 2 minutes).
    matchOptions: { ignoreVary: true },
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [stamped, bounded({ maxEntries: 200 })],
  }),
  personal: new NetworkFirst({
    cacheName: CACHES.personal,
    matchOptions: { ignoreVary: true },
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [stamped, ownedOnly],
  }),
} satisfies Record<string, Strategy>

/** Photos: at most this many, and this many megabytes; the oldest go first. */
const PHOTO_BOUND = { maxEntries: 400, maxBytes: 60 * ONE_MB }

/**
 * A photo from the cache, else from the network — asked with CORS (the API's are open), so
 * that its size is known and bounded; an answer the browser cannot read (no CORS) is passed on
 * as the page asked for it, and not kept.
 */
async function photo({ request }: RouteHandlerCallbackOptions): Promise<Response> {
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
  await cache.put(key, kept.clone()).catch(() => undefined)
  void trim(CACHES.photos, PHOTO_BOUND)
  return kept
}

// --- The app's configuration: where its API is ---------------------------------------------

let config: AppConfig | undefined
const configReady: Promise<AppConfig> = (async () => {
  const runtime = readsRuntimeConfig(import.meta.env)
    ? await loadRuntimeConfig(async (input, init) => {
        // As the page asks for it (through this worker: see the routes), network first.
        const cache = await caches.open(CACHES.config)
        try {
          const response = await fetch(input, init)
          if (response.ok) await cache.put('/config.json', response.clone())
          return response
        } catch {
          return (await cache.match('/config.json')) ?? Response.error()
        }
      })
    : undefined
  config = resolveConfig({ env: import.meta.env, runtime })
  return config
})()

/** The strategy for a read of the API, or `'photo'`, or none. */
function apiRoute(url: URL, { apiUrl }: AppConfig): Strategy | 'photo' | undefined {
  const kind = apiReadKind(url, apiUrl)
  return kind === 'photo' ? 'photo' : kind ? strategies[kind] : undefined
}

// --- Routes --------------------------------------------------------------------------------

const router = new Router()
router.registerRoute(new PrecacheRoute(precache))
// A page of the app (a path with no file extension): the shell, network or not.
router.registerRoute(
  new NavigationRoute(
    async ({ request }) => (await precache.matchPrecache('/index.html')) ?? fetch(request),
    { denylist: [/\/[^/]+\.[A-Za-z0-9]+$/] },
  ),
)
router.registerRoute(
  new Route(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
    strategies.assets,
  ),
)
router.registerRoute(
  new Route(
    ({ url, sameOrigin }) => sameOrigin && url.pathname === '/config.json',
    strategies.config,
  ),
)
router.registerRoute(
  new Route(
    ({ url }) => config !== undefined && apiRoute(url, config) !== undefined,
    (options) => {
      const route = config && apiRoute(options.url, config)
      return route === 'photo' ? photo(options) : (route ?? strategies.public).handle(options)
    },
  ),
)

/** Addresses the demo's mock backend answers (the page's own origin). */
const MOCKED = /^\/(api|uploads)\//

worker.addEventListener('fetch', (event: FetchEvent) => {
  const { request } = event
  const url = new URL(request.url)
  // A page left while its answer was on its way: nobody is there to read of a failure.
  const respondWith = event.respondWith.bind(event)
  let answered = false
  const answer = (response: Response | Promise<Response>) => {
    answered = true
    respondWith(Promise.resolve(response).catch(() => Response.error()))
  }
  if (url.origin === worker.location.origin) {
    if (request.method === 'POST' && url.pathname === SHARE_TARGET_PATH) {
      answer(receiveShare(request))
      return
    }
    if (MOCKED.test(url.pathname) && mockFetch) {
      Object.defineProperty(event, 'respondWith', { value: answer })
      mockFetch(event)
      if (answered) return
    }
  } else if (
    config === undefined &&
    request.method === 'GET' &&
    /\/(api|uploads)\//.test(url.pathname)
  ) {
    // Woken by a read before the configuration is known: it is waited for.
    answer(configReady.then(() => router.handleRequest({ event, request }) ?? fetch(request)))
    return
  }
  // The build's own files are fetched to the end even when the page that asked leaves meanwhile
  // (without its abort signal): they are kept for next time, and Firefox reports a load through
  // a worker that a leaving page cut short as an error in the next page's console.
  const own =
    url.origin === worker.location.origin && request.method === 'GET' && request.mode !== 'navigate'
  const response = router.handleRequest({
    event,
    request: own ? new Request(request, { signal: null }) : request,
  })
  if (response) answer(response)
})

// --- The share target ------------------------------------------------------------------------

/**
 * A photo (and text) shared from another app: kept for the editor, which is opened on it.
 * The editor takes it from the cache and prepares it as any photo picked in it.
 */
async function receiveShare(request: Request): Promise<Response> {
  const cache = await caches.open(CACHES.shared)
  await Promise.all([cache.delete(SHARED_PHOTO_KEY), cache.delete(SHARED_TEXT_KEY)])
  try {
    const form = await request.formData()
    const file = form.getAll('photo').find((value): value is File => value instanceof File)
    const text = (name: string) => {
      const value = form.get(name)
      return typeof value === 'string' ? value : ''
    }
    if (file) {
      await cache.put(
        SHARED_PHOTO_KEY,
        new Response(file, {
          headers: {
            'content-type': file.type || 'application/octet-stream',
            'x-photobooth-file-name': encodeURIComponent(file.name),
          },
        }),
      )
    }
    await cache.put(
      SHARED_TEXT_KEY,
      Response.json({ title: text('title'), text: text('text'), url: text('url') }),
    )
  } catch {
    // An unreadable share: the editor opens empty, as if nothing had been shared.
  }
  return Response.redirect(`/create-post?${SHARED_QUERY}=1`, 303)
}

// --- Life cycle ------------------------------------------------------------------------------

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
  else if (isKeepLoaded(event.data)) {
    const { urls, answers } = event.data
    event.waitUntil(Promise.all([keepLoaded(urls, event), keepAnswers(answers, event)]))
  }
})

function isKeepLoaded(data: unknown): data is KeepLoadedMessage {
  return (
    typeof data === 'object' &&
    data !== null &&
    (data as KeepLoadedMessage).type === KEEP_LOADED &&
    Array.isArray((data as KeepLoadedMessage).urls) &&
    Array.isArray((data as KeepLoadedMessage).answers)
  )
}

/**
 * The answers to the API reads the page made before this worker served it, kept as if they
 * had passed through here (the same caches, stamps and owner rule): the page need not ask
 * for them again.
 */
async function keepAnswers(answers: KeptAnswer[], event: ExtendableEvent): Promise<void> {
  await configReady
  for (const { url, headers, body } of answers.slice(0, 40)) {
    let route: ReturnType<typeof apiRoute>
    try {
      route = config && apiRoute(new URL(url), config)
    } catch {
      continue
    }
    if (route === undefined || route === 'photo') continue
    const request = new Request(url)
    const handler = new StrategyHandler(route, { request, event: event as never })
    try {
      await handler.cachePut(request, new Response(body, { status: 200, headers }))
    } catch {
      // Not kept: the next read of it is.
    }
    await handler.doneWaiting()
  }
}

/**
 * What the page loaded before this worker served it, kept as if it had passed through here:
 * the photos and build files among them. (Its data it hands over: `keepAnswers`.)
 */
async function keepLoaded(urls: string[], event: ExtendableEvent): Promise<void> {
  await configReady
  for (const href of urls.slice(0, 100)) {
    let url: URL
    try {
      url = new URL(href)
    } catch {
      continue
    }
    const request = new Request(url, { credentials: 'omit' })
    const asset =
      url.origin === worker.location.origin &&
      url.pathname.startsWith('/assets/') &&
      !(await precache.matchPrecache(url.href))
    try {
      if (config && apiRoute(url, config) === 'photo') {
        await photo({ request, url, event } as RouteHandlerCallbackOptions)
      } else if (asset) await strategies.assets.handle({ request, event: event as never })
    } catch {
      // Not reachable now: it is kept the next time it is loaded.
    }
  }
}
