/**
 * The feed's growth figures of `npm run bench` (server mode, against the mock API over HTTP,
 * on a phone-sized screen): after scrolling until 10, 60 and 300 posts are loaded,
 * - what the page holds: elements, `<img>` elements, the JS heap (after a garbage collection)
 *   and the renderer process's resident memory;
 * - how scrolling feels with the CPU slowed 4× (as on a mid-range phone): frames dropped during
 *   a 5-second scroll, and the longest task while scrolling and while the pages were added;
 * - how many feed pages were requested.
 * The mock API's world is grown to 320 posts first (copies of the seeded ones, older).
 */
import { readFileSync } from 'node:fs'
import type { Browser, CDPSession, Page } from 'playwright'
import { DEMO_ACCOUNT } from '../packages/mocks/src/db/accounts.ts'
import type { MockBackend } from '../packages/mocks/src/index.ts'

const VIEWPORT = { width: 412, height: 823 }
const SIZES = [10, 60, 300] as const
const SLOWDOWN = 4
const SCROLL_SECONDS = 5
/** How fast the measured scroll goes: a brisk flick-and-read pace. */
const SCROLL_PX_PER_SECOND = 1200
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`

/** Copies of the seeded posts (with their comments), older than them, until `total`. */
export function growWorld(backend: MockBackend, total: number): void {
  const seeded = backend.db.postsNewestFirst()
  const oldest = Date.parse(seeded.at(-1)?.createdAt ?? new Date().toISOString())
  let copy = 0
  while (backend.db.posts.size < total) {
    const source = seeded[copy % seeded.length]
    if (!source) break
    copy += 1
    const _id = `BenchCopy${String(copy).padStart(7, '0')}`
    const createdAt = new Date(oldest - copy * 3_600_000).toISOString()
    backend.db.posts.set(_id, { ...source, _id, createdAt, updatedAt: createdAt })
    for (const comment of backend.db.commentsOf(source._id)) {
      const commentId = `${_id.slice(0, 10)}C${comment._id.slice(-5)}`
      backend.db.comments.set(commentId, { ...comment, _id: commentId, postId: _id })
    }
  }
}

/** Signs the demo account in; `beforeSubmit` runs as the form is about to be sent. */
export async function signIn(page: Page, appUrl: string, beforeSubmit?: () => void) {
  await page.goto(new URL('/login', appUrl).toString())
  await page.getByLabel('Email').fill(DEMO_ACCOUNT.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ACCOUNT.password)
  beforeSubmit?.()
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(new URL('/', appUrl).toString())
  await page.getByRole('article').first().waitFor()
}

/** Starts recording long tasks in the page; `longTasks(page)` reads and clears them. */
function recordLongTasks() {
  const tasks: number[] = []
  Object.assign(window, { benchLongTasks: tasks })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) tasks.push(entry.duration)
  }).observe({ type: 'longtask', buffered: false })
}

async function longTasks(page: Page): Promise<number[]> {
  return page.evaluate(() => {
    const tasks = (window as unknown as { benchLongTasks: number[] }).benchLongTasks
    return tasks.splice(0, tasks.length)
  })
}

const loaded = (page: Page) =>
  page
    .getByRole('feed', { name: 'Posts' })
    .getAttribute('data-count')
    .then((count) => Number(count))

/** Scrolls down like a reader until `count` posts are loaded. */
export async function scrollUntil(page: Page, count: number) {
  for (let round = 0; round < 4000 && (await loaded(page)) < count; round++) {
    await page.mouse.wheel(0, 700)
    await page.waitForTimeout(40)
  }
}

/** A steady scroll upwards for {@link SCROLL_SECONDS}: frames dropped against 60 per second. */
async function scrollFrames(page: Page): Promise<number> {
  return page.evaluate(
    ({ seconds, speed }) =>
      new Promise<number>((resolve) => {
        const frame = 1000 / 60
        let dropped = 0
        let last = performance.now()
        const start = last
        const step = (now: number) => {
          dropped += Math.max(0, Math.round((now - last) / frame) - 1)
          window.scrollBy(0, (-speed * (now - last)) / 1000)
          last = now
          if (now - start < seconds * 1000) requestAnimationFrame(step)
          else resolve(dropped)
        }
        requestAnimationFrame(step)
      }),
    { seconds: SCROLL_SECONDS, speed: SCROLL_PX_PER_SECOND },
  )
}

/** Resident memory of the browser's renderer processes (the page's is the largest). */
async function rendererMemory(cdp: CDPSession): Promise<number> {
  const { processInfo } = (await cdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; id: number }[]
  }
  let largest = 0
  for (const process of processInfo.filter((info) => info.type === 'renderer')) {
    try {
      const status = readFileSync(`/proc/${process.id}/status`, 'utf8')
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0)
      largest = Math.max(largest, kb * 1024)
    } catch {
      // The process ended meanwhile.
    }
  }
  return largest
}

export async function benchGrowth(browser: Browser, appUrl: string): Promise<void> {
  console.info(
    `\nThe feed as it grows (server mode, ${VIEWPORT.width}×${VIEWPORT.height}, CPU ${SLOWDOWN}× slower while scrolling)`,
  )
  console.info(
    '  posts  elements  <img>  JS heap  renderer   dropped frames  longest task      feed',
  )
  console.info(
    '                                  memory     (5 s scroll)    scroll / paging   requests',
  )
  for (const size of SIZES) {
    const context = await browser.newContext({ viewport: VIEWPORT })
    const page = await context.newPage()
    let feedRequests = 0
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.pathname === '/api/posts' && url.searchParams.has('page')) feedRequests += 1
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable')
    await signIn(page, appUrl)
    await page.evaluate(recordLongTasks)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN })
    await scrollUntil(page, size)
    await page.waitForTimeout(1500)
    const paging = await longTasks(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })

    await cdp.send('HeapProfiler.collectGarbage')
    await page.waitForTimeout(500)
    const { metrics } = (await cdp.send('Performance.getMetrics')) as {
      metrics: { name: string; value: number }[]
    }
    const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0
    const counts = await page.evaluate(() => ({
      elements: document.querySelectorAll('*').length,
      images: document.images.length,
    }))
    const memory = await rendererMemory(await browser.newBrowserCDPSession())

    await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN })
    await longTasks(page)
    const dropped = await scrollFrames(page)
    const scrolling = await longTasks(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })

    // Long tasks are those of 50 ms or more: "none" when there was none at all.
    const longest = (tasks: number[]) =>
      tasks.length === 0 ? 'none' : `${Math.round(Math.max(...tasks))} ms`
    console.info(
      `  ${String(await loaded(page)).padStart(5)}  ${String(counts.elements).padStart(8)}  ${String(counts.images).padStart(5)}  ${mb(heap).padStart(7)}  ${mb(memory).padStart(8)}   ${String(dropped).padStart(6)} of ${SCROLL_SECONDS * 60}    ${longest(scrolling).padStart(6)} / ${longest(paging).padEnd(7)}  ${String(feedRequests).padStart(5)}`,
    )
    await context.close()
  }
  console.info(
    '  Targets: at 300 posts at most 1.3× the elements and memory of 60; no long task over 100 ms.',
  )
}
