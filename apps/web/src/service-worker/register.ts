import { appStatus, servedFromTheStart, takeUnservedAnswers } from './app-status'
import { personOfToken } from './personal-rule'
import {
  KEEP_LOADED,
  type KeepLoadedMessage,
  type KeptAnswer,
  SKIP_WAITING,
  serviceWorkerUrl,
} from './protocol'

/** How often an open app asks whether a new version was deployed. */
const UPDATE_CHECK_MS = 60 * 60_000

/**
 * Registers the service worker (sw.ts) — loaded after the first view has painted, so it costs
 * that view nothing — and offers each new version it finds: the user's "Reload" lets it take
 * over, and the page reloads once it has. The demo's (`mode`) carries the demo's backend, as
 * the demo's start registered it already.
 */
export async function registerServiceWorker(mode: 'demo' | 'server'): Promise<void> {
  const { serviceWorker } = navigator
  const url = serviceWorkerUrl(mode)
  const registration = await serviceWorker.register(url).catch((error: unknown) => {
    // No worker to hand them to (a private window, a blocked script).
    takeUnservedAnswers()
    throw error
  })
  let applying = false
  const offer = (waiting: ServiceWorker) => {
    // The first install has nothing to replace: it simply starts serving.
    if (!serviceWorker.controller) return
    appStatus.set({
      update: () => {
        applying = true
        waiting.postMessage(SKIP_WAITING)
      },
    })
  }
  // A page the worker did not serve from its start (the first visit): the photos and files it
  // loaded before are named to the worker, and the answers to its reads handed over, to be kept
  // without asking the server again — the feed and notifications read on a first visit are
  // there offline too — handed over now if a worker took over already (the demo's starts before
  // the app does), or when one does.
  let served = servedFromTheStart
  const handOver = () => {
    if (served || !serviceWorker.controller) return
    served = true
    void keepLoaded(serviceWorker)
  }
  serviceWorker.addEventListener('controllerchange', () => {
    if (applying) location.reload()
    else handOver()
  })
  handOver()
  if (registration.waiting) offer(registration.waiting)
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(installing)
    })
  })
  const check = () => void registration.update().catch(() => undefined)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') check()
  })
  setInterval(check, UPDATE_CHECK_MS)
}

async function keepLoaded(serviceWorker: ServiceWorkerContainer): Promise<void> {
  const urls = performance
    .getEntriesByType('resource')
    .filter((entry) =>
      /^(img|fetch|script|link|xmlhttprequest)$/.test(
        (entry as PerformanceResourceTiming).initiatorType,
      ),
    )
    .map((entry) => entry.name)
  const answers = await Promise.all(
    takeUnservedAnswers().map(
      async ({ url, response, authorization }): Promise<KeptAnswer | undefined> => {
        try {
          // Whom it was read for, not the token: the worker keeps a personal answer only for
          // the person who owns the personal cache (worker/personal.ts).
          const readFor = personOfToken(authorization)
          return { url, headers: [...response.headers], body: await response.text(), readFor }
        } catch {
          return undefined
        }
      },
    ),
  )
  const message: KeepLoadedMessage = {
    type: KEEP_LOADED,
    urls,
    answers: answers.filter((answer) => answer !== undefined),
  }
  serviceWorker.controller?.postMessage(message)
}
