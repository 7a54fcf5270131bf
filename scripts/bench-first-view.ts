/**
 * The first view's figures of `npm run bench` (server mode, against the mock API over HTTP), on
 * a phone: a 412 px screen, DevTools throttling as Lighthouse's mobile profile (150 ms RTT,
 * 1.6 Mbps down, 750 Kbps up, the CPU 4× slower), an empty cache each time:
 * - the feed's Largest Contentful Paint for a guest and for a signed-in user (median of
 *   `RUNS`), with its breakdown from the page's own timings: the document, the feed's request,
 *   the first photo's request and the LCP, what else was loaded before the LCP, and, as the
 *   baseline, the same photo fetched alone on the same link;
 * - Lighthouse's mobile run (simulated throttling) of a signed-in user's feed, median of five,
 *   beside the guest's that the lighthouse part takes;
 * - the languages (`benchLanguages`, their own part: `npm run bench -- languages`): Lighthouse's
 *   mobile run of a guest's feed in English, Spanish and Arabic (median of `RUNS` each); the
 *   delta, the first contentful paint of a Spanish and an Arabic browser minus an English one's
 *   (medians of `BENCH_LANGUAGE_RUNS`, at least 9, runs interleaved), and whether the catalogue
 *   was asked for in parallel with the app's code.
 */
import lighthouse from 'lighthouse'
import type { Browser, BrowserContext, Page } from 'playwright'
import puppeteer from 'puppeteer-core'
import { LANGUAGE_STORAGE_KEY } from '../apps/web/src/language/mark-language.ts'
import { signIn } from './bench-growth.ts'

const VIEWPORT = { width: 412, height: 823 }
const RUNS = Number(process.env.BENCH_RUNS) || 5
/** The language delta's runs of each language (see `benchLanguages`). */
const LANGUAGE_RUNS = Number(process.env.BENCH_LANGUAGE_RUNS) || Math.max(RUNS, 9)
/** Lighthouse's mobile profile, applied as DevTools does (not simulated). */
const PHONE = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpu: 4,
}

interface Timing {
  start: number
  end: number
}

interface FirstView {
  lcp: number
  lcpUrl: string
  lcpIsPhoto: boolean
  fcp: number
  document: Timing
  feed?: Timing
  photo?: Timing
  catalogue?: Timing
  app?: Timing
  /** Images other than the first photo that started before the LCP (KB decoded). */
  imagesBeforeLcp: number
  scriptsBeforeLcp: number
  /** Every request, for BENCH_VERBOSE. */
  requests: { name: string; start: number; end: number; size: number }[]
}

const ms = (value: number | undefined) => (value === undefined ? '—' : `${Math.round(value)} ms`)
const span = (timing: Timing | undefined) =>
  timing ? `${Math.round(timing.start)}–${Math.round(timing.end)} ms` : '—'

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN
}

/** Records the LCP candidates from the page's start (read by `measure`). */
function recordPaints() {
  const lcp: { startTime: number; url: string }[] = []
  Object.assign(window, { benchLcp: lcp })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { url?: string })[])
      lcp.push({ startTime: entry.startTime, url: entry.url ?? '' })
  }).observe({ type: 'largest-contentful-paint', buffered: true })
}

async function phoneContext(
  browser: Browser,
  options: { locale?: string; storageState?: Awaited<ReturnType<BrowserContext['storageState']>> },
) {
  const context = await browser.newContext({
    viewport: VIEWPORT,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: options.locale ?? 'en-US',
    serviceWorkers: 'block',
    ...(options.storageState ? { storageState: options.storageState } : {}),
  })
  await context.addInitScript(recordPaints)
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.latency,
    downloadThroughput: PHONE.downloadThroughput,
    uploadThroughput: PHONE.uploadThroughput,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpu })
  return { context, page }
}

/** Opens the feed on a phone and reads what its first view took. */
async function measure(page: Page, appUrl: string, apiUrl: string): Promise<FirstView> {
  await page.goto(appUrl)
  const photo = page.getByRole('article').first().locator('img').last()
  await photo.waitFor()
  await page.waitForFunction(
    () => {
      const image = document.querySelector<HTMLImageElement>('article [href^="/post/"] img')
      return image?.complete && image.naturalWidth > 0
    },
    undefined,
    { timeout: 60_000 },
  )
  // The LCP entry comes with the frame that painted the photo.
  await page.waitForTimeout(1000)
  return page.evaluate(
    ({ api }) => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[]
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
      const timing = (entry: PerformanceResourceTiming | undefined) =>
        entry ? { start: entry.startTime, end: entry.responseEnd } : undefined
      const lcpEntries = (window as unknown as { benchLcp: { startTime: number; url: string }[] })
        .benchLcp
      const last = lcpEntries.at(-1) ?? { startTime: Number.NaN, url: '' }
      const photoUrl =
        document.querySelector<HTMLImageElement>('article [href^="/post/"] img')?.currentSrc ?? ''
      const photoEntry = resources.find((entry) => entry.name === photoUrl)
      const before = resources.filter((entry) => entry.startTime < last.startTime)
      return {
        lcp: last.startTime,
        lcpUrl: last.url,
        lcpIsPhoto: last.url !== '' && last.url === photoUrl,
        fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        document: { start: 0, end: navigation?.responseEnd ?? Number.NaN },
        feed: timing(resources.find((entry) => /\/api\/posts(\?page=1&|$)/.test(entry.name))),
        photo: timing(photoEntry),
        catalogue: timing(
          resources.find((entry) => /\/assets\/(es|ar|en-XA)-[\w-]+\.js$/.test(entry.name)),
        ),
        app: timing(resources.find((entry) => /\/assets\/first-view-[\w-]+\.js$/.test(entry.name))),
        imagesBeforeLcp: before.filter(
          (entry) =>
            entry.name.startsWith(api) && !entry.name.includes('/api/') && entry.name !== photoUrl,
        ).length,
        scriptsBeforeLcp: before.filter((entry) => entry.initiatorType === 'script').length,
        requests: resources.map((entry) => ({
          name: entry.name,
          start: entry.startTime,
          end: entry.responseEnd,
          size: entry.encodedBodySize,
        })),
      }
    },
    { api: apiUrl },
  )
}

/** The first photo fetched alone on the same link, from a blank page: the floor for its LCP. */
async function photoAlone(browser: Browser, url: string): Promise<number> {
  const { context, page } = await phoneContext(browser, {})
  try {
    // A page of the photo's origin (the connection made), asking for nothing else.
    await page.goto(new URL('/api/posts/none', url).toString())
    return await page.evaluate(async (src) => {
      const start = performance.now()
      await fetch(src, { cache: 'no-store' }).then((answer) => answer.blob())
      return performance.now() - start
    }, url)
  } finally {
    await context.close()
  }
}

function report(label: string, runs: FirstView[], alone: number) {
  const sorted = [...runs].sort((a, b) => a.lcp - b.lcp)
  const middle = sorted[Math.floor(sorted.length / 2)]
  if (!middle) return
  console.info(
    `  ${label.padEnd(10)} LCP ${ms(middle.lcp)} (runs: ${runs.map((run) => Math.round(run.lcp)).join(', ')})   FCP ${ms(middle.fcp)}`,
  )
  console.info(
    `             document ${span(middle.document)}   feed ${span(middle.feed)}   first photo ${span(middle.photo)} (alone: ${ms(alone)})   app code ${span(middle.app)}`,
  )
  console.info(
    `             started before the LCP: ${middle.imagesBeforeLcp} other images, ${middle.scriptsBeforeLcp} chunks loaded by scripts; the LCP element: ${middle.lcpIsPhoto ? 'the first photo' : middle.lcpUrl || 'text'}`,
  )
  if (process.env.BENCH_VERBOSE) {
    for (const request of middle.requests)
      console.info(
        `               ${span(request)}  ${request.name.replace(/^https?:\/\/[^/]+/, '')} ${request.size ? `${(request.size / 1024).toFixed(1)} KB` : ''}`,
      )
  }
}

/** The signed-in state (the session only: no stored feed, the feed is fetched). */
async function signedInState(browser: Browser, appUrl: string) {
  const context = await browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' })
  const page = await context.newPage()
  await signIn(page, appUrl)
  const state = await context.storageState()
  await context.close()
  return {
    ...state,
    origins: state.origins.map((origin) => ({
      ...origin,
      localStorage: origin.localStorage.filter(({ name }) => name === 'auth-storage'),
    })),
  }
}

/**
 * Lighthouse, mobile, on the feed with `storage` in the page's local storage (a session, a
 * language chosen), median of `RUNS`: the storage put in the browser's default profile first,
 * from a page of the app's origin that does not run the app, the cache emptied before each run
 * (Lighthouse keeps the storage, and with it the cache, when asked to). `longTasks`: the median
 * run's long tasks are listed too.
 */
async function lighthouseWith(
  debuggingPort: number,
  appUrl: string,
  label: string,
  storage: Record<string, string>,
  longTasks = false,
): Promise<void> {
  const connected = await puppeteer.connect({ browserURL: `http://127.0.0.1:${debuggingPort}` })
  const runs: { score: number; lcp: string; fcp: string; tbt: string; longTasks: string[] }[] = []
  try {
    for (let run = 0; run < RUNS; run++) {
      const page = await connected.newPage()
      await page.goto(new URL('/manifest.webmanifest', appUrl).toString())
      // As Lighthouse's own reset would: no service worker, no saved answers; `storage` only.
      await page.evaluate(async (items) => {
        const registrations = await navigator.serviceWorker.getRegistrations()
        await Promise.all(registrations.map((registration) => registration.unregister()))
        for (const name of await caches.keys()) await caches.delete(name)
        localStorage.clear()
        for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value)
      }, storage)
      const cdp = await page.createCDPSession()
      await cdp.send('Network.clearBrowserCache')
      const result = await lighthouse(
        appUrl,
        {
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          disableStorageReset: true,
        },
        undefined,
        page as unknown as Parameters<typeof lighthouse>[3],
      )
      const audits = result?.lhr.audits
      runs.push({
        score: Math.round((result?.lhr.categories.performance?.score ?? 0) * 100),
        lcp: audits?.['largest-contentful-paint']?.displayValue ?? '—',
        fcp: audits?.['first-contentful-paint']?.displayValue ?? '—',
        tbt: audits?.['total-blocking-time']?.displayValue ?? '—',
        longTasks: longTasksOf(audits?.['long-tasks']?.details),
      })
      await page.close()
    }
  } finally {
    await connected.disconnect()
  }
  const sorted = [...runs].sort((a, b) => a.score - b.score)
  const median = sorted[Math.floor(sorted.length / 2)]
  console.info(
    `  ${label.padEnd(10)} performance ${median?.score}   FCP ${median?.fcp}   LCP ${median?.lcp}   TBT ${median?.tbt}   (scores: ${runs.map((run) => run.score).join(', ')}; LCPs: ${runs.map((run) => run.lcp).join(', ')})`,
  )
  if (!longTasks) return
  console.info("    the median run's long tasks (start, duration, script):")
  for (const task of median?.longTasks ?? []) console.info(`      ${task}`)
}

/** Lighthouse's `long-tasks` audit, one line a task: where the main thread was held. */
function longTasksOf(details: unknown): string[] {
  const items = (details as { items?: { url?: string; startTime?: number; duration?: number }[] })
    ?.items
  return (items ?? []).map(
    ({ url = '', startTime = 0, duration = 0 }) =>
      `${ms(startTime).padStart(8)}  ${ms(duration).padStart(7)}  ${url.replace(/^https?:\/\/[^/]+/, '') || '(no script)'}`,
  )
}

export async function benchFirstView(
  browser: Browser,
  appUrl: string,
  apiUrl: string,
  debuggingPort?: number,
) {
  const api = apiUrl.replace(/\/$/, '')
  console.info(
    `\nFirst view on a phone (DevTools throttling: ${PHONE.latency} ms RTT, 1.6 Mbps down, 750 Kbps up, CPU ×${PHONE.cpu}; median of ${RUNS})`,
  )
  const signedIn = await signedInState(browser, appUrl)
  for (const [label, storageState] of [
    ['guest', undefined],
    ['signed in', signedIn],
  ] as const) {
    const runs: FirstView[] = []
    for (let run = 0; run < RUNS; run++) {
      const { context, page } = await phoneContext(browser, storageState ? { storageState } : {})
      try {
        runs.push(await measure(page, appUrl, api))
      } finally {
        await context.close()
      }
    }
    const photo = runs[0]?.lcpUrl || ''
    report(label, runs, photo ? await photoAlone(browser, photo) : Number.NaN)
  }

  if (debuggingPort) {
    console.info(`\nLighthouse, mobile, the signed-in feed (server mode, median of ${RUNS} runs)`)
    const session = signedIn.origins
      .flatMap((origin) => origin.localStorage)
      .find(({ name }) => name === 'auth-storage')?.value
    if (session)
      await lighthouseWith(debuggingPort, appUrl, 'signed in', { 'auth-storage': session }, true)
  }
  console.info('\nTarget: LCP ≤ 3.0 s on the phone profile (guest and signed in).')
}

/**
 * The language delta: the first contentful paint of a Spanish and an Arabic browser minus an
 * English one's, runs interleaved (en, es, ar, en, es, ar…) so that a slower minute of the
 * machine weighs on all three alike; `LANGUAGE_RUNS` of each, as FCPs spread by hundreds of
 * milliseconds between runs. Reports the medians' difference and the median of the paired
 * differences (each run's against the English run just before it).
 */
export async function benchLanguages(
  browser: Browser,
  appUrl: string,
  apiUrl: string,
  debuggingPort?: number,
) {
  const api = apiUrl.replace(/\/$/, '')
  if (debuggingPort) {
    // The guest's feed in each language, as Lighthouse sees it (the language chosen in the
    // app: the page's head reads the choice as it reads the browser's languages).
    console.info(
      `\nLighthouse, mobile, a guest's feed in each language (server mode, median of ${RUNS} runs)`,
    )
    for (const language of ['en', 'es', 'ar'])
      await lighthouseWith(debuggingPort, appUrl, language, { [LANGUAGE_STORAGE_KEY]: language })
  }
  console.info(
    `\nLanguage delta on a phone (FCP minus English's, median of ${LANGUAGE_RUNS}, interleaved; the same profile)`,
  )
  const fcp: Record<string, number[]> = { en: [], es: [], ar: [] }
  const parallel: Record<string, boolean[]> = { es: [], ar: [] }
  for (let run = 0; run < LANGUAGE_RUNS; run++) {
    for (const [language, locale] of [
      ['en', 'en-US'],
      ['es', 'es-ES'],
      ['ar', 'ar-EG'],
    ] as const) {
      const { context, page } = await phoneContext(browser, { locale })
      try {
        const view = await measure(page, appUrl, api)
        fcp[language]?.push(view.fcp)
        if (process.env.BENCH_VERBOSE && run === 0) {
          console.info(`  ${language}: FCP ${ms(view.fcp)}`)
          for (const request of view.requests)
            console.info(
              `               ${span(request)}  ${request.name.replace(/^https?:\/\/[^/]+/, '')} ${request.size ? `${(request.size / 1024).toFixed(1)} KB` : ''}`,
            )
        }
        if (language !== 'en' && view.catalogue && view.app)
          parallel[language]?.push(view.catalogue.start < view.app.end)
      } finally {
        await context.close()
      }
    }
  }
  const english = median(fcp.en ?? [])
  console.info(`  en  FCP ${ms(english)} (runs: ${(fcp.en ?? []).map(Math.round).join(', ')})`)
  for (const language of ['es', 'ar'] as const) {
    const values = fcp[language] ?? []
    const inParallel = parallel[language] ?? []
    const paired = values.map((value, run) => value - (fcp.en?.[run] ?? Number.NaN))
    console.info(
      `  ${language}  FCP ${ms(median(values))} (runs: ${values.map(Math.round).join(', ')})   delta ${ms(median(values) - english)}, paired ${ms(median(paired))}   catalogue asked for with the app's code: ${inParallel.filter(Boolean).length}/${inParallel.length} runs`,
    )
  }
  console.info('\nTarget: es, ar ≤ 30 ms.')
}
