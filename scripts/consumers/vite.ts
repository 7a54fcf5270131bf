/**
 * A fresh Vite app imports our packed packages (scripts/consumers/vite-app, one HTML page per
 * use) and is checked as its authors would see it: what each page's first load downloads
 * beyond React, that no first-load chunk carries a catalogue of another language or the
 * message compiler, that a strict `tsc` accepts the app, and that every page renders in
 * Chromium without an error.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { BrowserContext, Page } from 'playwright'
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
  tarballDependencies,
  timed,
  typesFor,
  waitForRole,
  waitForText,
  watchErrors,
} from './shared.ts'
// The post the app's pages show, which the feed's API answers with too.
import { post } from './vite-app/src/post.ts'

const template = fileURLToPath(new URL('./vite-app', import.meta.url))

/** The Vite app, its install begun (see prepareApp). */
export function prepareViteConsumer({ tarballs, react }: ViteConsumerOptions): PreparedApp {
  return prepareApp(
    'vite-consumer',
    template,
    { react, 'react-dom': react, ...tarballDependencies(tarballs) },
    { '@types/react': typesFor(react), '@types/react-dom': typesFor(react) },
  )
}

export interface ViteConsumerOptions {
  tarballs: Tarballs
  /** The React (and react-dom) version the app installs, e.g. '19.3.1'. */
  react: string
  /** Only build and open the pages: no type check, no sizes, no chunk contents. */
  quick?: boolean
  /** Keep the scratch app (its path is logged) instead of deleting it. */
  keep?: boolean
}

/** A page's first load: its entry chunk and the chunks it imports statically, gzip bytes. */
export interface PageSize {
  page: string
  files: string[]
  js: number
  /** `js` minus the `react` page's. */
  beyondReact: number
  css: number
}

export interface ViteConsumerReport {
  sizes: PageSize[]
  /** Milliseconds per step. */
  timings: Record<string, number>
  passed: string[]
}

/** First-load JS beyond React's, in KB of 1024 bytes (gzip): at most this much per page. */
const BUDGETS_KB: Record<string, number> = { button: 15, card: 45, feed: 60 }

/** What each page must show in Chromium, check by check (besides having no error). */
const expectations: Record<string, Record<string, (page: Page) => Promise<void>>> = {
  react: { 'says Hello': (page) => waitForText(page, 'Hello') },
  button: { 'shows its label': (page) => waitForText(page, 'Press me') },
  card: {
    'shows the caption': (page) => waitForText(page, 'From another app'),
    'counts the likes in English': (page) => waitForText(page, '1,234 likes'),
  },
  feed: {
    // The test API (a route in the browser) answers GET /api/posts with one post.
    'shows the fetched post': (page) => waitForText(page, 'From another app', 10_000),
  },
  french: {
    // U+202F (narrow no-break space) groups thousands in French, from Intl.NumberFormat.
    'counts the likes in French': (page) => waitForText(page, '1\u202f234 j’aime'),
    'marks the UI root lang="fr"': async (page) => {
      const lang = await page.evaluate(
        () => document.querySelector('.photobooth')?.getAttribute('lang') ?? 'no .photobooth',
      )
      ensure(lang === 'fr', `the .photobooth element's lang is ${lang}`)
    },
    'names the comment link in French': (page) => waitForRole(page, 'link', 'Commenter'),
    'keeps English for the messages it does not give': async (page) => {
      // Not in the app's catalogue: the like button and the card's label.
      await waitForRole(page, 'button', 'Like')
      await waitForRole(page, 'article', 'Post by Ada')
    },
  },
  mocks: {
    // The seeded world, answered by the mock backend's service worker, photos included.
    'shows the seeded feed with its photographs': async (page) => {
      await page.getByRole('article').first().waitFor({ timeout: 20_000 })
      const width = await page
        .getByRole('article')
        .first()
        .locator('img')
        .last()
        .evaluate(async (image: HTMLImageElement) => {
          await image.decode().catch(() => undefined)
          return image.naturalWidth
        })
      ensure(width > 100, `the first post's photo is ${width} px wide`)
    },
  },
  theme: {
    'paints the primary button with the app’s colour': async (page) => {
      await waitForRole(page, 'button', 'Themed')
      const colour = await page
        .getByRole('button', { name: 'Themed' })
        .evaluate((button) => getComputedStyle(button).backgroundColor)
      ensure(colour === 'rgb(0, 128, 96)', `its background-color is ${colour}`)
    },
  },
}

interface ManifestChunk {
  file: string
  src?: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
}

/** A string as it may appear in built JS: as written, or with non-ASCII characters escaped. */
function spellings(text: string): string[] {
  const escaped = (upper: boolean) =>
    text.replace(/[^\x20-\x7e]/g, (char) => {
      const hex = char.charCodeAt(0).toString(16).padStart(4, '0')
      return `\\u${upper ? hex.toUpperCase() : hex}`
    })
  return [...new Set([text, escaped(false), escaped(true)])]
}

/**
 * Builds, measures and opens the app; throws naming every failed check. Returns the figures.
 */
export async function checkViteConsumer(
  options: ViteConsumerOptions,
  prepared: PreparedApp = prepareViteConsumer(options),
): Promise<ViteConsumerReport> {
  const { react, quick = false } = options
  const title = `Vite consumer (React ${react}${quick ? ', quick' : ''})`
  console.info(`\n${title}`)
  const timings: Record<string, number> = {}
  const checks = new Checks()
  const sizes: PageSize[] = []
  const { scratch, app } = prepared
  let server: Server | undefined
  try {
    console.info(`  app: ${app}`)
    await installedApp(prepared, timings)
    const versions = ['react', 'vite', '@vitejs/plugin-react', 'typescript', '@types/react']
      .map((name) => `${name}@${installedVersion(app, name)}`)
      .join(', ')
    console.info(`  installed ${versions}`)

    // MSW's worker script, served by the app, as another app's Storybook or demo has it.
    await run(process.execPath, ['node_modules/msw/cli/index.js', 'init', 'public'], { cwd: app })
    await timed(timings, 'mock backend in Node', () =>
      checks.run('the mock backend answers the API client in Node', async () => {
        const said = await run(process.execPath, ['mocks-node.mjs'], { cwd: app })
        console.info(`    ${said.trim()}`)
      }),
    )

    if (!quick) {
      // The READMEs' snippets written for any React app, in its sources (readme-snippets.ts).
      const snippets = writeSnippets(join(app, 'src', 'readme-snippets'), 'vite')
      console.info(`  README snippets: ${snippets.join(', ')}`)
      await timed(timings, 'tsc', () =>
        checks.run('a strict tsc --noEmit accepts the app and the README snippets', () =>
          run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json'], {
            cwd: app,
          }),
        ),
      )
    }

    await timed(timings, 'vite build', () =>
      run(process.execPath, ['node_modules/vite/bin/vite.js', 'build'], { cwd: app }),
    )
    const dist = join(app, 'dist')
    const pages = readdirSync(dist)
      .filter((file) => file.endsWith('.html'))
      .map((file) => file.replace(/\.html$/, ''))
      .sort()
    ensure(
      pages.join() === Object.keys(expectations).sort().join(),
      `the app's pages (${pages.join(', ')}) are not the ones checked here`,
    )

    if (!quick) {
      await timed(timings, 'size checks', async () => {
        const mismatches: string[] = []
        sizes.push(...measurePages(app, pages, mismatches))
        printSizes(sizes)
        await checks.run('each page’s HTML loads the chunks measured', () =>
          ensure(mismatches.length === 0, mismatches.join('; ')),
        )
        for (const size of sizes) {
          const budget = BUDGETS_KB[size.page]
          if (budget === undefined) continue
          await checks.run(`${size.page}: first-load JS beyond React ≤ ${budget} KB`, () =>
            ensure(
              size.beyondReact <= budget * 1024,
              `${kb(size.beyondReact)} (${size.files.length} chunks)`,
            ),
          )
        }
        await checkChunkContents(app, sizes, checks)
      })
    }

    const port = await freePort()
    server = await timed(timings, 'vite preview start', () =>
      startServer(
        process.execPath,
        [
          'node_modules/vite/bin/vite.js',
          'preview',
          '--host',
          '127.0.0.1',
          '--port',
          String(port),
          '--strictPort',
        ],
        { cwd: app, url: `http://127.0.0.1:${port}/react.html` },
      ),
    )
    const origin = server.url.replace(/\/react\.html$/, '')
    await timed(timings, 'browser checks', () => checkPages(origin, checks))
  } finally {
    await server?.stop()
    if (options.keep) console.info(`  kept ${scratch.dir}`)
    else scratch.remove()
    printTimings(timings)
  }
  checks.throwIfFailed(title)
  return { sizes, timings, passed: checks.passed }
}

/** Each page's first load, from Vite's manifest: the entry and its static imports, followed
 * transitively (dynamic imports load later). `mismatches` gets each page whose HTML (module
 * script and modulepreload links) loads other chunks than that. */
function measurePages(app: string, pages: string[], mismatches: string[]): PageSize[] {
  const dist = join(app, 'dist')
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
  const measured = pages.map((page) => {
    const entry = `${page}.html`
    const seen = new Set<string>()
    const visit = (key: string) => {
      if (seen.has(key)) return
      seen.add(key)
      for (const imported of manifest[key]?.imports ?? []) visit(imported)
    }
    ensure(manifest[entry], `the manifest has no entry ${entry}`)
    visit(entry)
    const chunks = [...seen].map((key) => manifest[key]).filter((chunk) => chunk !== undefined)
    const files = chunks.map((chunk) => chunk.file)
    const css = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))]

    // The browser's view: the module script and the modulepreload links of the built page.
    const html = readFileSync(join(dist, entry), 'utf8')
    const linked = [
      ...html.matchAll(/<script type="module"[^>]*\ssrc="\/([^"]+)"/g),
      ...html.matchAll(/<link rel="modulepreload"[^>]*\shref="\/([^"]+)"/g),
    ].map((match) => match[1] ?? '')
    if ([...linked].sort().join() !== [...files].sort().join()) {
      mismatches.push(`${page}.html loads ${linked.join(', ')}; the manifest says ${files}`)
    }
    const sum = (list: string[]) =>
      list.reduce((total, file) => total + gzipSize(readFileSync(join(dist, file))), 0)
    return { page, files, js: sum(files), beyondReact: 0, css: sum(css) }
  })
  const baseline = measured.find((size) => size.page === 'react')?.js ?? 0
  return measured.map((size) => ({ ...size, beyondReact: size.js - baseline }))
}

function printSizes(sizes: PageSize[]): void {
  console.info('  First load, gzip level 9 (KB = 1024 bytes):')
  console.info('    page      JS        beyond React  CSS       chunks')
  for (const size of sizes) {
    const budget = BUDGETS_KB[size.page]
    console.info(
      `    ${size.page.padEnd(9)} ${kb(size.js).padEnd(9)} ${kb(size.beyondReact).padEnd(13)} ` +
        `${kb(size.css).padEnd(9)} ${size.files.length}${budget ? `  (budget ${budget} KB)` : ''}`,
    )
  }
}

/**
 * No first-load chunk of any page carries the Spanish or Arabic catalogue or Lingui's message
 * compiler; they may be lazy chunks. No chunk at all carries the development warnings (with the
 * whole English catalogue they count against): a production build leaves them out. Each marker
 * string is first found in the installed source it stands for, so that a marker gone stale
 * fails here rather than passing silently.
 */
async function checkChunkContents(app: string, sizes: PageSize[], checks: Checks): Promise<void> {
  const source = (path: string) => {
    const file = join(app, 'node_modules', path)
    return existsSync(file) ? readFileSync(file, 'utf8') : ''
  }
  const markers: { what: string; text: string; in: string; nowhere?: boolean }[] = [
    {
      what: 'the Spanish catalogue',
      text: 'Reintentar',
      in: '@photobooth/ui/dist/i18n/compiled/es.js',
    },
    {
      what: 'the Arabic catalogue',
      text: 'إعادة المحاولة',
      in: '@photobooth/ui/dist/i18n/compiled/ar.js',
    },
    {
      what: 'the message compiler (@lingui/message-utils/compileMessage)',
      text: 'Unable to compile date expression',
      in: '@lingui/message-utils/dist/compileMessage.mjs',
    },
    {
      what: 'the message parser (@messageformat/parser)',
      text: 'Plural offset must be set before cases',
      in: '@messageformat/parser/lib/parser.js',
    },
    {
      what: 'the development warnings',
      text: 'is not a language tag (BCP 47)',
      in: '@photobooth/ui/dist/i18n/dev-warnings.js',
      nowhere: true,
    },
  ]
  const dist = join(app, 'dist')
  const built = readdirSync(join(dist, 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => `assets/${file}`)
  const firstLoad = new Set(sizes.flatMap((size) => size.files))
  for (const marker of markers) {
    const which = marker.nowhere ? 'chunk' : 'first-load chunk'
    await checks.run(`no ${which} has ${marker.what}`, () => {
      ensure(
        source(marker.in).includes(marker.text),
        `the marker ${JSON.stringify(marker.text)} is not in node_modules/${marker.in}: update it`,
      )
      const carrying = built.filter((file) => {
        const code = readFileSync(join(dist, file), 'utf8')
        return spellings(marker.text).some((spelling) => code.includes(spelling))
      })
      const early = carrying.filter((file) => firstLoad.has(file))
      const pages = sizes.filter((size) => size.files.some((file) => early.includes(file)))
      ensure(
        early.length === 0,
        `in ${early.join(', ')} (first load of ${pages.map((size) => size.page).join(', ')})`,
      )
      ensure(!marker.nowhere || carrying.length === 0, `in ${carrying.join(', ')}`)
      const lazy = carrying.length > 0 ? `lazy chunk ${carrying.join(', ')}` : 'in no chunk'
      console.info(`    ${marker.what}: ${lazy}`)
    })
  }
}

/** Opens every page in Chromium (its own context each) and runs its expectations; any uncaught
 * error or console error fails the page. */
async function checkPages(origin: string, checks: Checks): Promise<void> {
  const browser = await launchChromium()
  try {
    for (const [name, pageExpectations] of Object.entries(expectations)) {
      const context = await browser.newContext({ locale: 'en-US' })
      try {
        // The mock backend's page answers its requests itself (a service worker).
        if (name !== 'mocks') await prepareContext(context)
        const page = await context.newPage()
        const errors: string[] = []
        watchErrors(page, errors)
        await checks.run(`${name}: opens in Chromium`, async () => {
          await page.goto(`${origin}/${name}.html`, { waitUntil: 'load' })
          await page.waitForLoadState('networkidle')
        })
        for (const [label, expectation] of Object.entries(pageExpectations)) {
          await checks.run(`${name}: ${label}`, () => expectation(page))
        }
        await page.waitForTimeout(300)
        await checks.run(`${name}: no uncaught or console error`, () =>
          ensure(errors.length === 0, errors.join('; ')),
        )
      } finally {
        await context.close()
      }
    }
  } finally {
    await browser.close()
  }
}

/** The images and the one API call the pages make, answered in the browser. */
async function prepareContext(context: BrowserContext): Promise<void> {
  await serveImages(context)
  await context.route(/\/api\/posts(\?.*)?$/, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', json: [post] }),
  )
}
