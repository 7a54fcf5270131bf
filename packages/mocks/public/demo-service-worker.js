/**
 * The demo's service worker: MSW's own (mockServiceWorker.js, exactly as msw ships it), for the
 * demo backend's addresses only — the API (`/api/…`) and the photos (`/uploads/…`). Everything
 * else (the page, the build's files, `config.json`) is never mocked, and MSW would pass each
 * through itself: a detour that Firefox reports as an error in the page's console whenever the
 * page is left while one is on its way. Left alone here, the browser fetches them as it always
 * does.
 */
const MOCKED = /^\/(api|uploads)\//
const listen = self.addEventListener.bind(self)
self.addEventListener = (type, listener, options) => {
  if (type !== 'fetch') return listen(type, listener, options)
  return listen(
    'fetch',
    (event) => {
      const url = new URL(event.request.url)
      if (url.origin === self.location.origin && !MOCKED.test(url.pathname)) return
      // A page left while its answer was on its way: the answer has nobody to go to, and no
      // error is worth reporting to it.
      const respondWith = event.respondWith.bind(event)
      event.respondWith = (response) =>
        respondWith(Promise.resolve(response).catch(() => Response.error()))
      return listener(event)
    },
    options,
  )
}
importScripts('./mockServiceWorker.js')
