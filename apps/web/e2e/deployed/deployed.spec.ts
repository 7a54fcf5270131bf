import { policyInputFromBuild } from '../../deploy/build-input.ts'
import { HSTS, IMMUTABLE, securityHeaders } from '../../deploy/policy.ts'
import { observatoryGrade } from '../../test-support/observatory.ts'
import { testBuildDir } from '../../test-support/test-build.ts'
import { expect, test } from '../support'

// Run by each project of playwright.deploy.config.ts: the tests' build behind nginx, then Caddy.

const policy = () => securityHeaders(policyInputFromBuild(testBuildDir({}), {}))

test('the policy’s headers on the page, on a deep route and on a 404; assets kept a year', async ({
  request,
}) => {
  const expected = Object.fromEntries(
    Object.entries(policy()).map(([name, value]) => [name.toLowerCase(), value]),
  )
  const page = await request.get('/', { headers: { 'Accept-Encoding': 'br, gzip' } })
  expect(page.status()).toBe(200)
  expect(page.headers()).toMatchObject({ ...expected, 'cache-control': 'no-cache' })
  expect(page.headers()['content-encoding']).toBe('br')
  // Over HTTPS (with the HSTS the HTTPS recipes add, and the redirect they make): A+.
  const graded = observatoryGrade(
    { ...page.headers(), 'strict-transport-security': HSTS },
    { https: true, redirectsToHttps: true },
  )
  expect(graded.grade, graded.results.join('\n')).toBe('A+')

  const route = await request.get('/post/AAAAAAAAAAAAAAAA')
  expect(route.status()).toBe(200)
  expect(await route.text()).toContain('<div id="root"></div>')
  expect(route.headers()).toMatchObject(expected)

  const html = await page.text()
  const script = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1]
  const asset = await request.get(script ?? '/missing', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(asset.status()).toBe(200)
  expect(asset.headers()['cache-control']).toBe(IMMUTABLE)
  expect(asset.headers()['content-encoding']).toBe('gzip')
  expect(asset.headers()['content-type']).toMatch(/javascript/)

  const missing = await request.get('/assets/no-such-file.js')
  expect(missing.status()).toBe(404)
  expect(await missing.text()).not.toContain('<div id="root">')
  expect(missing.headers()).toMatchObject(expected)
  expect(missing.headers()['cache-control'] ?? 'no-cache').toBe('no-cache')

  expect((await request.get(`${script}.map`)).status()).toBe(404)
  // The service worker and the manifest: always asked again, each with its type.
  const worker = await request.get('/sw.js')
  expect(worker.status()).toBe(200)
  expect(worker.headers()['cache-control']).toBe('no-cache')
  expect(worker.headers()['content-type']).toMatch(/javascript/)
  const manifest = await request.get('/manifest.webmanifest')
  expect(manifest.status()).toBe(200)
  expect(manifest.headers()['cache-control']).toBe('no-cache')
  expect(manifest.headers()['content-type']).toMatch(/^application\/manifest\+json/)
})

// Only what a deployment proves: that the app starts under these servers — a deep link opens
// its page, the demo's service worker installs (every file of its precache fetched through the
// server) and takes the page, and the feed it answers shows its photos. Signing in and posting a
// photo under the policy are the end-to-end tests' (signup.spec.ts, logout.spec.ts,
// photos.spec.ts): the same policy, whose headers the first test finds here too.
test('a deep link opens its page; the demo’s service worker takes the page; the feed shows its photos', async ({
  page,
}) => {
  await page.goto('/reset-password')
  await expect(page.getByText('Invalid or missing password reset token')).toBeVisible()
  await page.goto('/')
  const first = page.getByRole('article').first()
  await expect(first).toBeVisible()
  // The demo's worker: the script registered as the demo's, which carries its backend.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? ''))
    .toMatch(/\/sw\.js\?demo$/)
  await expect
    .poll(() =>
      first
        .locator('img')
        .last()
        .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
    )
    .toBe(true)
})
