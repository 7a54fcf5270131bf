/**
 * `npm run bench -- requests`: what a signed-in session asks the API server for, counted at
 * the server (server mode, the mock API over HTTP with the real server's CORS: no
 * `Access-Control-Max-Age`, so a browser keeps a preflight's answer 5 s at most):
 * - signing in: the API requests and CORS preflights of its first 8 s;
 * - scrolling the feed to 300 posts: its preflights;
 * - sitting idle on the feed with the server's 2-minute access tokens: requests, preflights
 *   and 401s of each minute, two with unread notifications about posts (their posts are
 *   checked after each poll), four with everything read. The page's clock and the server's are moved on together a
 *   minute at a time, with 6 real seconds between minutes so that no preflight's answer is
 *   reused across them (it would be across real minutes).
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http'
import type { MockBackend } from '@photobooth/mocks'
import type { Browser } from 'playwright'
import { DEMO_ACCOUNT } from '../packages/mocks/src/db/accounts.ts'
import { scrollUntil, signIn } from './bench-growth.ts'

interface Counted {
  requests: number
  preflights: number
  unauthorized: number
  paths: string[]
}

/** Counts what reaches the API server under `/api` while it is switched on. */
function apiCounter(server: Server) {
  let counting: Counted | undefined
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const path = request.url ?? ''
    if (!counting || !path.startsWith('/api/')) return
    const counted = counting
    if (request.method === 'OPTIONS') {
      counted.preflights += 1
      return
    }
    counted.requests += 1
    counted.paths.push(`${request.method} ${path.replace(/\?.*/, '')}`)
    if (process.env.BENCH_VERBOSE) console.info(`    ${request.method} ${path}`)
    response.on('finish', () => {
      if (response.statusCode === 401) counted.unauthorized += 1
    })
  })
  return {
    start() {
      counting = { requests: 0, preflights: 0, unauthorized: 0, paths: [] }
    },
    /** What was counted since {@link start}, once the answers under way have finished. */
    async stop(): Promise<Counted> {
      await new Promise((done) => setTimeout(done, 300))
      const counted = counting ?? { requests: 0, preflights: 0, unauthorized: 0, paths: [] }
      counting = undefined
      return counted
    },
  }
}

const line = (label: string, counted: Counted) =>
  `  ${label.padEnd(40)} ${String(counted.requests).padStart(3)} requests  ${String(counted.preflights).padStart(3)} preflights  ${String(counted.unauthorized).padStart(2)} × 401   ${tally(counted.paths)}`

/** `GET /api/posts ×2, POST /api/auth/login` */
function tally(paths: string[]): string {
  const counts = new Map<string, number>()
  for (const path of paths) counts.set(path, (counts.get(path) ?? 0) + 1)
  return [...counts].map(([path, count]) => (count > 1 ? `${path} ×${count}` : path)).join(', ')
}

export async function benchRequests(
  browser: Browser,
  appUrl: string,
  api: { server: Server; backend: MockBackend },
): Promise<void> {
  const counter = apiCounter(api.server)
  console.info('\nRequests of a signed-in session (server mode, counted at the API server)')

  {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    const page = await context.newPage()
    await signIn(page, appUrl, () => counter.start())
    await page.waitForTimeout(8_000)
    console.info(line('sign-in, its first 8 s', await counter.stop()))

    counter.start()
    await scrollUntil(page, 300)
    await page.waitForTimeout(1_000)
    const scrolled = await counter.stop()
    console.info(line('scrolling the feed to 300 posts', { ...scrolled, paths: [] }))
    await context.close()
  }

  {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
    const page = await context.newPage()
    await page.clock.install()
    await signIn(page, appUrl)
    await page.waitForTimeout(8_000)
    for (let minute = 1; minute <= 6; minute++) {
      // Halfway, the user has read everything (on another device): no post to check.
      if (minute === 3) {
        const demo = api.backend.db.findUserByEmail(DEMO_ACCOUNT.email)
        for (const item of api.backend.db.notificationsOf(demo?._id ?? '')) item.isRead = true
      }
      counter.start()
      api.backend.clock.advance(60_000)
      await page.clock.runFor(60_000)
      await page.waitForTimeout(6_000)
      const state = minute < 3 ? 'unread notifications' : 'all read'
      console.info(line(`idle, ${state}, minute ${minute}`, await counter.stop()))
    }
    await context.close()
  }
  console.info(
    '  Targets: sign-in ≤ 3 requests + ≤ 2 preflights in 8 s; 300 posts ≤ 2 preflights; an idle minute ≤ 2 requests + 1 preflight; no 401.',
  )
}
