import { expect, ON_PURPOSE, test } from './support'

test('the served page carries the policy, and the policy refuses a script injected into it', async ({
  page,
  policyViolations,
}) => {
  const answer = await page.goto(`/?${ON_PURPOSE}`)
  const headers = answer?.headers() ?? {}
  expect(headers['content-security-policy']).toMatch(/^default-src 'self'; script-src 'self' /)
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['cache-control']).toBe('no-cache')

  // An inline script someone managed to put in the page does not run, and the run hears of it.
  policyViolations.allow(/script-src/)
  const ran = await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.injectedScriptRan = true'
    document.head.append(script)
    return (window as unknown as { injectedScriptRan?: boolean }).injectedScriptRan === true
  })
  expect(ran).toBe(false)
  await expect.poll(() => policyViolations.seen.length).toBeGreaterThan(0)
  expect(policyViolations.seen.join('\n')).toMatch(/script-src/)
})

test('hashed assets are kept a year; a missing one, and a source map, are 404s; routes are the page', async ({
  page,
  request,
}) => {
  await page.goto('/')
  const script = await page
    .locator('script[type="module"][src^="/assets/"]')
    .first()
    .getAttribute('src')
  const asset = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'br, gzip' } })
  expect(asset.status()).toBe(200)
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable')
  expect(asset.headers()['content-encoding']).toBe('br')
  expect(asset.headers()['content-type']).toMatch(/javascript/)

  const gzip = await request.get(script ?? '', { headers: { 'Accept-Encoding': 'gzip' } })
  expect(gzip.headers()['content-encoding']).toBe('gzip')

  const missing = await request.get('/assets/no-such-file.js')
  expect(missing.status()).toBe(404)
  expect(missing.headers()['content-type']).not.toMatch(/html/)
  expect(missing.headers()['cache-control']).toBe('no-cache')
  expect(missing.headers()['content-security-policy']).toBeTruthy()

  expect((await request.get(`${script}.map`)).status()).toBe(404)

  const route = await request.get('/post/AAAAAAAAAAAAAAAA')
  expect(route.status()).toBe(200)
  expect(await route.text()).toContain('<div id="root"></div>')
  expect(route.headers()['cache-control']).toBe('no-cache')

  const worker = await request.get('/demo-service-worker.js')
  expect(worker.headers()['cache-control']).toBe('no-cache')
})
