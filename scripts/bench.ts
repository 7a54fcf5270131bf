/**
 * `npm run bench`: builds the web app and prints what its users download and how fast the feed
 * shows. Figures, not assertions (README records them):
 * - gzip bytes of the JS and CSS loaded for the first feed view (demo mode, without the demo's
 *   mock-backend chunk; and server mode), of each route's own chunks, and of the demo chunk;
 * - a Lighthouse mobile run of the feed (server mode against the mock API over HTTP):
 *   performance score, LCP, TBT, CLS;
 * - the first view on a phone (DevTools throttling): the LCP of a guest's and a signed-in
 *   user's feed with its breakdown; and the languages: Lighthouse on a guest's feed in each,
 *   and the language delta (bench-first-view.ts);
 * - the feed as it grows to 10, 60 and 300 posts: the page's size, memory, scrolling with a
 *   slowed CPU and requests (bench-growth.ts);
 * - a signed-in session's API requests, CORS preflights and 401s: signing in, scrolling to
 *   300 posts, idle minutes (bench-requests.ts);
 * - the photo pipeline's figures (bench-photos.ts).
 *
 * `npm run bench -- growth` (or `bundle`, `lighthouse`, `first-view`, `languages`, `requests`,
 * `photos`) runs only those parts.
 */
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright'
import { build } from 'vite'
import { policyInputFromBuild } from '../apps/web/deploy/build-input.ts'
import { createStaticServer } from '../apps/web/deploy/server.ts'
import { CHROMIUM_ARGS, chromiumPath } from '../test-support/browsers.ts'
import { loadNodeMocks, type MocksNode } from '../test-support/node-mocks.ts'
import { benchFirstView, benchLanguages } from './bench-first-view.ts'
import { benchGrowth, growWorld } from './bench-growth.ts'
import { benchPhotos } from './bench-photos.ts'
import { benchRequests } from './bench-requests.ts'

// The mock API below runs through a Vite dev server, which would otherwise switch every later
// build of this process to development (React's dev runtime and all).
process.env.NODE_ENV = 'production'

const repo = fileURLToPath(new URL('..', import.meta.url))
const app = join(repo, 'apps/web')
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

interface ManifestChunk {
  file: string
  src?: string
  imports?: string[]
  dynamicImports?: string[]
  css?: string[]
  isEntry?: boolean
}

function gzipSize(dist: string, file: string): number {
  return gzipSync(readFileSync(join(dist, file)), { level: 9 }).length
}

/** The mock API over HTTP, for server mode. */
async function startMockApi(): Promise<{
  url: string
  server: import('node:http').Server
  backend: MocksNode.MockBackend
  close: () => void
}> {
  const { mocks, close } = await loadNodeMocks()
  const backend = await mocks.createMockBackend({ images: mocks.fileImageSource })
  const { server, url } = await mocks.startMockHttpServer(backend, { port: 0 })
  return {
    url,
    server,
    backend,
    close: () => {
      server.close()
      close()
    },
  }
}

/** Builds the app into `outDir` and serves it as `npm start` does (the policy, brotli);
 * returns its address. */
async function buildAndServe(outDir: string, env: Record<string, string> = {}) {
  Object.assign(process.env, env)
  await build({ root: app, logLevel: 'error', build: { outDir, emptyOutDir: true } })
  for (const key of Object.keys(env)) delete process.env[key]
  const dist = resolve(app, outDir)
  const server = createStaticServer({ dist, policy: policyInputFromBuild(dist, env) })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, close: () => server.close() }
}

/** What the first view of the feed downloads (JS and CSS files of our origin). */
async function firstViewFiles(
  browser: import('playwright').Browser,
  url: string,
): Promise<Set<string>> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  const page = await context.newPage()
  const files = new Set<string>()
  page.on('request', (request) => {
    if (process.env.BENCH_VERBOSE && request.url().includes('/api/'))
      console.info(`    request ${request.url()}`)
    const path = new URL(request.url()).pathname
    if (request.url().startsWith(url.replace(/\/$/, '')) && /\.(js|css)$/.test(path))
      files.add(path.slice(1))
  })
  await page.goto(url)
  await page.getByRole('article').first().waitFor()
  await page.waitForLoadState('networkidle')
  await context.close()
  return files
}

function sum(dist: string, files: Iterable<string>, test: (file: string) => boolean) {
  let total = 0
  for (const file of files) if (test(file)) total += gzipSize(dist, file)
  return total
}

const parts = process.argv.slice(2)
const wanted = (
  part: 'bundle' | 'lighthouse' | 'first-view' | 'languages' | 'growth' | 'requests' | 'photos',
) => parts.length === 0 || parts.includes(part)

const demoDist = join(app, 'dist')
const serverDist = join(repo, 'node_modules/.cache/photobooth-bench/server')
const api = await startMockApi()
const demo = await buildAndServe(demoDist)
const server = await buildAndServe(serverDist, { VITE_API_URL: api.url })
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: [...CHROMIUM_ARGS, '--remote-debugging-port=9333'],
})

try {
  if (wanted('bundle')) {
    const manifest = JSON.parse(
      readFileSync(join(demoDist, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>
    const demoChunk = manifest['src/demo/start-demo.ts']?.file ?? ''
    const serverManifest = JSON.parse(
      readFileSync(join(serverDist, '.vite/manifest.json'), 'utf8'),
    ) as Record<string, ManifestChunk>
    const registrationChunk = serverManifest['src/service-worker/register.ts']?.file ?? ''

    const demoFiles = await firstViewFiles(browser, demo.url)
    const serverFiles = await firstViewFiles(browser, server.url)
    const js = (file: string) => file.endsWith('.js')
    const css = (file: string) => file.endsWith('.css')

    if (process.env.BENCH_VERBOSE) {
      for (const file of [...serverFiles].sort())
        console.info(`    ${file} ${kb(gzipSize(serverDist, file))}`)
    }
    console.info('\nFirst feed view (gzip)')
    console.info(
      `  demo mode, without the mock chunk   JS ${kb(sum(demoDist, demoFiles, (f) => js(f) && f !== demoChunk))}   CSS ${kb(sum(demoDist, demoFiles, css))}`,
    )
    console.info(
      `  server mode                         JS ${kb(sum(serverDist, serverFiles, js))}   CSS ${kb(sum(serverDist, serverFiles, css))}`,
    )
    // Its registration comes a second after the page loaded (whether before the network is idle
    // or after, it is this chunk).
    const registration = serverFiles.has(registrationChunk)
      ? 0
      : gzipSize(serverDist, registrationChunk)
    console.info(
      `  server mode with the service worker's registration (after the first paint)  JS ${kb(sum(serverDist, serverFiles, js) + registration)}`,
    )
    console.info(`  demo mock-backend chunk             JS ${kb(gzipSize(demoDist, demoChunk))}`)

    // The service worker, and what it downloads when it installs (see apps/web/pwa/plugin.ts).
    const worker = readFileSync(join(serverDist, 'sw.js'), 'utf8')
    const precached = [...worker.matchAll(/url:`\/([^`]+)`/g)].map((match) => match[1] ?? '')
    console.info('\nService worker (gzip)')
    // A server build's worker has no mock backend; the demo's imports MSW's worker besides.
    console.info(
      `  sw.js (server)                      JS ${kb(gzipSize(serverDist, 'sw.js'))}   the demo's, with MSW's worker it imports ${kb(gzipSize(demoDist, 'sw.js') + gzipSize(demoDist, 'mockServiceWorker.js'))}`,
    )
    console.info(
      `  precached at install                ${kb(sum(serverDist, precached, () => true))} in ${precached.length} files`,
    )

    // Each route's own code: its chunk and what it imports that the first view did not load.
    console.info('\nRoute chunks (gzip, beyond the first view)')
    const chunkOf = (key: string) => manifest[key]
    for (const [key, entry] of Object.entries(manifest)) {
      if (!/^src\/routes\/.+Route\.tsx$/.test(key) || key.endsWith('FeedRoute.tsx')) continue
      const own = new Set<string>()
      const visit = (chunk: ManifestChunk | undefined) => {
        if (!chunk || own.has(chunk.file) || demoFiles.has(chunk.file)) return
        own.add(chunk.file)
        for (const file of chunk.css ?? []) if (!demoFiles.has(file)) own.add(file)
        for (const imported of chunk.imports ?? []) visit(chunkOf(imported))
      }
      visit(entry)
      const name = key.replace('src/routes/', '').replace('.tsx', '')
      console.info(
        `  ${name.padEnd(22)} JS ${kb(sum(demoDist, own, js)).padStart(8)}   CSS ${kb(sum(demoDist, own, css)).padStart(7)}`,
      )
    }
  }

  if (wanted('lighthouse')) {
    // Lighthouse varies from run to run: five runs, the median score shown with its figures.
    console.info('\nLighthouse, mobile, the feed (server mode, median of 5 runs)')
    const runs = []
    for (let run = 0; run < 5; run++) {
      const result = await lighthouse(server.url, {
        port: 9333,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      })
      if (result) runs.push(result.lhr)
    }
    runs.sort(
      (a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0),
    )
    const median = runs[Math.floor(runs.length / 2)]
    const audits = median?.audits
    const score = Math.round((median?.categories.performance?.score ?? 0) * 100)
    console.info(
      `  performance ${score}   FCP ${audits?.['first-contentful-paint']?.displayValue}   SI ${audits?.['speed-index']?.displayValue}   LCP ${audits?.['largest-contentful-paint']?.displayValue}   TBT ${audits?.['total-blocking-time']?.displayValue}   CLS ${audits?.['cumulative-layout-shift']?.displayValue}`,
    )
    console.info(
      `  (scores of the runs: ${runs.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)).join(', ')})`,
    )
    if (process.env.BENCH_VERBOSE) {
      console.info(
        Object.keys(audits ?? {})
          .filter((id) => /lcp|largest|dependency|critical/.test(id))
          .join(' '),
      )
      for (const id of [
        'largest-contentful-paint-element',
        'critical-request-chains',
        'render-blocking-resources',
        'server-response-time',
        'network-rtt',
        'bootup-time',
        'lcp-breakdown-insight',
        'lcp-discovery-insight',
        'network-dependency-tree-insight',
      ]) {
        const audit = audits?.[id]
        if (audit)
          console.info(
            id,
            audit.displayValue ?? '',
            JSON.stringify(audit.details ?? {}).slice(0, 1500),
          )
      }
    }
    const demoRun = await lighthouse(demo.url, {
      port: 9333,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    })
    const demoAudits = demoRun?.lhr.audits
    console.info(
      `  (demo mode, first visit seeding the world: performance ${Math.round((demoRun?.lhr.categories.performance?.score ?? 0) * 100)}   LCP ${demoAudits?.['largest-contentful-paint']?.displayValue}   TBT ${demoAudits?.['total-blocking-time']?.displayValue}   CLS ${demoAudits?.['cumulative-layout-shift']?.displayValue})`,
    )
    console.info(
      '\nTargets: first view ≤ 90 KB JS (its service worker registration ≤ 1 KB) and ≤ 15 KB CSS (aim 8); the service worker ≤ 20 KB; Lighthouse mobile ≥ 98; CLS ≤ 0.02.',
    )
  }

  // Before the growth and the photos parts, which change the mock API's world.
  if (wanted('first-view')) await benchFirstView(browser, server.url, api.url, 9333)
  if (wanted('languages')) await benchLanguages(browser, server.url, api.url, 9333)

  if (wanted('growth')) {
    growWorld(api.backend, 320)
    await benchGrowth(browser, server.url)
  }

  if (wanted('requests')) {
    growWorld(api.backend, 320)
    await benchRequests(browser, server.url, api)
  }

  // Last: it posts photos, which changes the feed the figures above were taken of.
  if (wanted('photos')) await benchPhotos(browser, server.url, api.url)
  console.info('')
} finally {
  await browser.close()
  demo.close()
  server.close()
  api.close()
}
