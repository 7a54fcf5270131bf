import { PrecacheRoute } from 'workbox-precaching'
import { NavigationRoute, Route, Router } from 'workbox-routing'
import { SHARE_TARGET_PATH } from '../protocol'
import { configReady, currentConfig } from './api-config'
import { forgetTheOlderVersionWhenUnused } from './life-cycle'
import { precache } from './precache'
import { type FetchListener, worker } from './scope'
import { receiveShare } from './share-target'
import { apiRoute, photo, strategies } from './strategies'

const router = new Router()
router.registerRoute(new PrecacheRoute(precache))
// A page of the app (a path with no file extension): the shell, network or not.
router.registerRoute(
  new NavigationRoute(
    async ({ request }) => (await precache.matchPrecache('/index.html')) ?? fetch(request),
    { denylist: [/\/[^/]+\.[A-Za-z0-9]+$/] },
  ),
)
// A build file this version did not precache: one an older version did, for a page still
// running its code (kept while such a page is open: life-cycle.ts), else kept once used.
router.registerRoute(
  new Route(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
    async (options) =>
      (await caches.match(options.url.href, { cacheName: precache.strategy.cacheName })) ??
      strategies.assets.handle(options),
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
    ({ url }) => {
      const config = currentConfig()
      return config !== undefined && apiRoute(url, config) !== undefined
    },
    (options) => {
      const config = currentConfig()
      const route = config && apiRoute(options.url, config, options.request.cache)
      if (route === 'photo') return photo(options)
      return route ? route.handle(options) : fetch(options.request)
    },
  ),
)

/** Addresses the demo's mock backend answers (the page's own origin). */
const MOCKED = /^\/(api|uploads)\//

/**
 * Answers the pages' requests: the share target's POST, the demo's backend (`mock`, MSW's
 * fetch listener) and everything the routes above take; the rest goes to the network as if
 * there were no worker.
 */
export function answerFetches({ mock }: { mock?: FetchListener | undefined } = {}): void {
  worker.addEventListener('fetch', (event: FetchEvent) => {
    const { request } = event
    const url = new URL(request.url)
    // A page loaded (or, now and then, a request of one): the last page of an older version
    // may have gone, and its files with it.
    void forgetTheOlderVersionWhenUnused(event, request.mode === 'navigate')
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
      if (MOCKED.test(url.pathname) && mock) {
        Object.defineProperty(event, 'respondWith', { value: answer })
        mock(event)
        if (answered) return
      }
    } else if (
      currentConfig() === undefined &&
      request.method === 'GET' &&
      /\/(api|uploads)\//.test(url.pathname)
    ) {
      // Woken by a read before the configuration is known: it is waited for.
      answer(configReady.then(() => router.handleRequest({ event, request }) ?? fetch(request)))
      return
    }
    // The build's own files are fetched to the end even when the page that asked leaves
    // meanwhile (without its abort signal): they are kept for next time, and Firefox reports a
    // load through a worker that a leaving page cut short as an error in the next page's console.
    const own =
      url.origin === worker.location.origin &&
      request.method === 'GET' &&
      request.mode !== 'navigate'
    const response = router.handleRequest({
      event,
      request: own ? new Request(request, { signal: null }) : request,
    })
    if (response) answer(response)
  })
}
