import type { RouteHandlerCallbackOptions } from 'workbox-core'
import { StrategyHandler } from 'workbox-strategies'
import { KEEP_LOADED, type KeepLoadedMessage, type KeptAnswer } from '../protocol'
import { configReady } from './api-config'
import { readFor } from './personal'
import { precache } from './precache'
import { worker } from './scope'
import { apiRoute, photo, strategies } from './strategies'

/**
 * A first visit: the page the worker did not serve from its start names what it loaded before
 * (register.ts), and hands over the answers to its reads; the worker keeps them as if they had
 * passed through it.
 */
export function keepWhatThePageLoaded(): void {
  worker.addEventListener('message', (event: ExtendableMessageEvent) => {
    if (!isKeepLoaded(event.data)) return
    const { urls, answers } = event.data
    event.waitUntil(Promise.all([keepLoaded(urls, event), keepAnswers(answers, event)]))
  })
}

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
 * had passed through here (the same caches, stamps and owner rule — a personal answer only if
 * it was read for the person who owns the personal cache now): the page need not ask for them
 * again.
 */
async function keepAnswers(answers: KeptAnswer[], event: ExtendableEvent): Promise<void> {
  const config = await configReady
  for (const { url, headers, body, readFor: person } of answers.slice(0, 40)) {
    let route: ReturnType<typeof apiRoute>
    try {
      route = apiRoute(new URL(url), config)
    } catch {
      continue
    }
    if (route === undefined || route === 'photo') continue
    // Whom it was read for goes with it: a personal answer is kept only for the cache's owner.
    const request = readFor(new Request(url), person)
    const handler = new StrategyHandler(route, { request, event: event as never })
    try {
      // As a read through the strategy starts: its plugins note whom it was read for.
      await handler.runCallbacks('handlerWillStart', { request, event: event as never })
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
  const config = await configReady
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
      if (apiRoute(url, config) === 'photo') {
        await photo({ request, url, event } as RouteHandlerCallbackOptions)
      } else if (asset) await strategies.assets.handle({ request, event: event as never })
    } catch {
      // Not reachable now: it is kept the next time it is loaded.
    }
  }
}
