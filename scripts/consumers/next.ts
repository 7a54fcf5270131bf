/**
 * A fresh Next.js App Router app imports our packed packages (scripts/consumers/next-app): a
 * Server Component page imports the whole of @photobooth/ui and @photobooth/api-client, a client
 * wrapper gives the UI Next's Link. Checked: `next build` passes, the types too (the README snippets written for Next.js among them), the server's
 * HTML is styled with JavaScript off and leaves the host's `<html>` alone, and the pages hydrate
 * without an error in three time zones.
 */
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser, Page } from 'playwright'
import { writeSnippets } from './readme-snippets.ts'
import {
  Checks,
  ensure,
  freePort,
  gzipSize,
  installedApp,
  installedVersion,
  kb,
  launchChromium,
  type PreparedApp,
  prepareApp,
  printTimings,
  run,
  type Server,
  serveImages,
  startServer,
  type Tarballs,
  tail,
  tarballDependencies,
  timed,
  typesFor,
  waitForText,
  watchErrors,
} from './shared.ts'

const template = fileURLToPath(new URL('./next-app', import.meta.url))

export interface NextConsumerOptions {
  tarballs: Tarballs
  /** The Next.js version (default 16.4.6, proven here). */
  next?: string
  /** The React (and react-dom) version (default 19.3.1). */
  react?: string
  /** Keep the scratch app (its path is logged) instead of deleting it. */
  keep?: boolean
}

export interface NextConsumerReport {
  /** Gzip bytes of the JavaScript each route loads in the browser, and of `/`'s HTML. */
  sizes: { route: string; js: number; files: number }[]
  html: number
  /** Milliseconds per step. */
  timings: Record<string, number>
  passed: string[]
}

const TIME_ZONES = ['Asia/Tokyo', 'America/Los_Angeles', 'UTC']
/** The routes, each with a text its page shows once it is there. */
const ROUTES: Record<string, string> = {
  '/': 'From another app',
  '/client': 'From another app',
  // Posts of the mock backend's seeded world, fetched on the server.
  '/feed': 'likes',
}
const env = { NEXT_TELEMETRY_DISABLED: '1' }

/** The Next.js app, its install begun (see prepareApp). */
export function prepareNextConsumer(options: NextConsumerOptions): PreparedApp {
  const { tarballs, next = NEXT, react = REACT } = options
  return prepareApp(
    'next-consumer',
    template,
    { next, react, 'react-dom': react, ...tarballDependencies(tarballs) },
    { '@types/react': typesFor(react), '@types/react-dom': typesFor(react) },
  )
}

const NEXT = '16.4.6'
const REACT = '19.3.1'

/** Builds and serves the app, then checks it in Chromium; throws naming every failed check. */
export async function checkNextConsumer(
  options: NextConsumerOptions,
  prepared: PreparedApp = prepareNextConsumer(options),
): Promise<NextConsumerReport> {
  const { next = NEXT, react = REACT } = options
  const title = `Next.js consumer (next ${next}, React ${react})`
  console.info(`\n${title}`)
  const timings: Record<string, number> = {}
  const checks = new Checks()
  const report: NextConsumerReport = { sizes: [], html: 0, timings, passed: checks.passed }
  const { scratch, app } = prepared
  const nextBin = 'node_modules/next/dist/bin/next'
  let server: Server | undefined
  let mockApi: Server | undefined
  try {
    console.info(`  app: ${app}`)
    await installedApp(prepared, timings)
    const versions = ['next', 'react', 'typescript', '@types/react']
      .map((name) => `${name}@${installedVersion(app, name)}`)
      .join(', ')
    console.info(`  installed ${versions}`)

    let built = ''
    await timed(timings, 'next build', () =>
      checks.run('next build passes (a Server Component imports both packages)', async () => {
        built = await run(process.execPath, [nextBin, 'build'], { cwd: app, env })
      }),
    )
    if (built) console.info(indent(routeTable(built)))
    // After the build, which writes next-env.d.ts and the route types. The template's tsconfig
    // skips library checks (as create-next-app's does): Next 16.4's own declarations need a
    // newer DOM lib than TypeScript 5.9's (URLPatternInput). The Vite app checks our packages'.
    // The READMEs' snippets written for a Next.js app, beside its pages (readme-snippets.ts).
    const snippets = writeSnippets(join(app, 'readme-snippets'), 'next')
    console.info(`  README snippets: ${snippets.join(', ')}`)
    await timed(timings, 'tsc', () =>
      checks.run('a strict tsc --noEmit accepts the app and the README snippets', () =>
        run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'], {
          cwd: app,
        }),
      ),
    )
    if (!built) checks.throwIfFailed(title)

    // The API the server page fetches from: PhotoBooth's mock backend over HTTP.
    const apiPort = await freePort()
    const api = `http://127.0.0.1:${apiPort}`
    mockApi = await timed(timings, 'mock API start', () =>
      startServer(process.execPath, ['mock-api.mjs'], {
        cwd: app,
        env: { PORT: String(apiPort) },
        url: `${api}/api/posts`,
      }),
    )
    const port = await freePort()
    server = await timed(timings, 'next start', () =>
      startServer(process.execPath, [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)], {
        cwd: app,
        env: { ...env, PHOTOBOOTH_API_URL: api },
        url: `http://127.0.0.1:${port}/`,
      }),
    )
    const origin = `http://127.0.0.1:${port}`
    report.html = gzipSize(await (await fetch(`${origin}/`)).text())

    const browser = await launchChromium()
    try {
      await timed(timings, 'server HTML checks', async () => {
        await checkServerHtml(browser, origin, checks)
        await checkServerData(browser, origin, api, checks)
      })
      await timed(timings, 'hydration checks', async () => {
        report.sizes = await checkHydration(browser, origin, checks)
      })
    } finally {
      await browser.close()
    }
    console.info(`  Figures, gzip level 9 (KB = 1024 bytes): HTML of / ${kb(report.html)}`)
    for (const size of report.sizes) {
      console.info(`    JS loaded by ${size.route.padEnd(8)} ${kb(size.js)} in ${size.files} files`)
    }
    const serverErrors = server.output().match(/^.*\b(Error|error)\b.*$/gm) ?? []
    await checks.run('next start logged no error', () =>
      ensure(serverErrors.length === 0, serverErrors.slice(0, 5).join('; ')),
    )
  } finally {
    await server?.stop()
    await mockApi?.stop()
    if (options.keep) console.info(`  kept ${scratch.dir}`)
    else scratch.remove()
    printTimings(timings)
  }
  checks.throwIfFailed(title)
  return report
}

const indent = (text: string) => text.replace(/^/gm, '    ')

/** The route list `next build` ends with. */
function routeTable(output: string): string {
  const start = output.indexOf('Route (app)')
  return start < 0 ? tail(output, 15) : output.slice(start).trimEnd()
}

/**
 * JavaScript off: the server's HTML alone shows the card, styled by the package's stylesheet
 * and theme, with the server-side helpers' results, and the host's `<html>` as the layout wrote
 * it (no theme class, no `dir` from the package).
 */
async function checkServerHtml(browser: Browser, origin: string, checks: Checks): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' })
  try {
    await serveImages(context)
    const page = await context.newPage()
    await page.goto(`${origin}/`, { waitUntil: 'load' })
    const prefix = 'server HTML (JS off)'
    await checks.run(`${prefix}: the caption is visible`, async () => {
      ensure(await page.getByText('From another app').first().isVisible(), 'it is not visible')
    })
    await checks.run(`${prefix}: the helpers ran on the server`, async () => {
      const helpers = await page.evaluate(() =>
        Object.fromEntries(
          [...document.querySelectorAll('[data-helper]')].map((element) => [
            element.getAttribute('data-helper'),
            element.textContent,
          ]),
        ),
      )
      const expected = {
        'paths.post': '/post/P1',
        initialsOf: 'AL',
        postKey: '/posts/P1',
        imageUrl: 'https://api.example/uploads/p1.jpg',
      }
      ensure(
        JSON.stringify(helpers) === JSON.stringify(expected),
        `they gave ${JSON.stringify(helpers)}, not ${JSON.stringify(expected)}`,
      )
      const count = await page.locator('[data-exports]').getAttribute('data-exports')
      console.info(`    the server page saw ${count} exports of @photobooth/ui`)
      ensure(Number(count) > 50, `Object.keys of @photobooth/ui gave ${count} names`)
    })
    await checks.run(`${prefix}: the photo comes from imageBaseUrl`, async () => {
      const src = await page.locator('article img').first().getAttribute('src', { timeout: 5000 })
      ensure(src === 'https://cdn.example/uploads/p1.jpg', `its src is ${src}`)
    })
    await checks.run(`${prefix}: the UI root (.photobooth) is styled (not Times)`, async () => {
      const font = await page.evaluate(() => {
        const root = document.querySelector('.photobooth')
        return root ? getComputedStyle(root).fontFamily : null
      })
      ensure(font !== null, 'no element has the class photobooth')
      ensure(!/times/i.test(font), `its font-family is ${font}`)
    })
    await checks.run(`${prefix}: the card's article has a border or a background`, async () => {
      const style = await page.evaluate(() => {
        const article = document.querySelector('article')
        if (!article) return null
        const css = getComputedStyle(article)
        return { border: css.borderTopWidth, background: css.backgroundColor }
      })
      ensure(style, 'there is no <article>')
      const bordered = Number.parseFloat(style.border) > 0
      const filled = !['transparent', 'rgba(0, 0, 0, 0)'].includes(style.background)
      ensure(bordered || filled, `border ${style.border}, background ${style.background}`)
    })
    await checks.run(`${prefix}: <html> is the layout's`, () => checkHostHtml(page))
  } finally {
    await context.close()
  }
}

/**
 * JavaScript off: a Server Component fetched the posts on the server (from the mock API, with
 * the API client's pure parts) and rendered them with the UI's views, in a nested provider's
 * dark theme, with the API's photos.
 */
async function checkServerData(
  browser: Browser,
  origin: string,
  api: string,
  checks: Checks,
): Promise<void> {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: 'en-US' })
  try {
    const page = await context.newPage()
    await page.goto(`${origin}/feed`, { waitUntil: 'load' })
    const prefix = 'server data (JS off)'
    await checks.run(`${prefix}: three posts fetched on the server`, async () => {
      ensure((await page.locator('article').count()) === 3, 'not three articles')
    })
    await checks.run(`${prefix}: their photos come from the API and load`, async () => {
      const image = page.locator('article img').first()
      const src = await image.getAttribute('src', { timeout: 5000 })
      ensure(src?.startsWith(`${api}/uploads/`), `its src is ${src}`)
      const width = await image.evaluate((element: HTMLImageElement) => element.naturalWidth)
      ensure(width > 100, `it is ${width} px wide`)
    })
    await checks.run(`${prefix}: a nested provider wears its own theme`, async () => {
      const background = await page.evaluate(() => {
        const root = document.querySelector('.photobooth[data-theme="dark"]')
        return root ? getComputedStyle(root).backgroundColor : null
      })
      ensure(background === 'rgb(24, 25, 27)', `its background is ${background}`)
    })
  } finally {
    await context.close()
  }
}

/** `<html>` as app/layout.tsx wrote it: `lang="en"`, no class, no `dir`. */
async function checkHostHtml(page: Page): Promise<void> {
  const html = await page.evaluate(() => ({
    className: document.documentElement.className,
    lang: document.documentElement.lang,
    dir: document.documentElement.getAttribute('dir'),
  }))
  ensure(
    html.className === '' && html.lang === 'en' && html.dir === null,
    `<html> has class ${JSON.stringify(html.className)}, lang ${JSON.stringify(html.lang)}, ` +
      `dir ${JSON.stringify(html.dir)}`,
  )
}

/**
 * Every route hydrates without an uncaught or console error (a hydration mismatch is one) in
 * three time zones, keeps the host's `<html>`, and the client wrapper's like button works.
 * Returns what JavaScript each route loaded (measured in the first time zone).
 */
async function checkHydration(
  browser: Browser,
  origin: string,
  checks: Checks,
): Promise<NextConsumerReport['sizes']> {
  const sizes: NextConsumerReport['sizes'] = []
  for (const timezoneId of TIME_ZONES) {
    const context = await browser.newContext({ timezoneId, locale: 'en-US' })
    try {
      await serveImages(context)
      for (const [route, text] of Object.entries(ROUTES)) {
        const page = await context.newPage()
        const errors: string[] = []
        watchErrors(page, errors)
        const scripts: Promise<number>[] = []
        page.on('response', (response) => {
          if (response.url().startsWith(origin) && /\.js(\?|$)/.test(response.url())) {
            scripts.push(response.body().then(gzipSize, () => 0))
          }
        })
        const where = `${route} in ${timezoneId}`
        await checks.run(`${where}: hydrates without an error`, async () => {
          await page.goto(`${origin}${route}`, { waitUntil: 'load' })
          await page.waitForLoadState('networkidle')
          await page.waitForTimeout(1000)
          await waitForText(page, text)
          ensure(errors.length === 0, errors.join('; '))
        })
        await checks.run(`${where}: <html> is still the layout's`, () => checkHostHtml(page))
        if (route === '/client' && timezoneId === TIME_ZONES[0]) {
          await checks.run(`${where}: the client wrapper's like button likes`, async () => {
            const before = errors.length
            await page.getByRole('button', { name: 'Like', exact: true }).click()
            await waitForText(page, '1,235 likes')
            ensure(errors.length === before, errors.slice(before).join('; '))
          })
        }
        if (timezoneId === TIME_ZONES[0]) {
          const bytes = await Promise.all(scripts)
          sizes.push({ route, js: bytes.reduce((a, b) => a + b, 0), files: bytes.length })
        }
        await page.close()
      }
    } finally {
      await context.close()
    }
  }
  console.info(
    `    opened ${Object.keys(ROUTES).join(', ')} in ${TIME_ZONES.join(', ')} (locale en-US)`,
  )
  return sizes
}
