import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { policyInputFromBuild } from './build-input.ts'
import { CSP_REPORT_PATH, createStaticServer, type StaticServerOptions } from './server.ts'

/** A build as small as it gets: a page with one inline script, and one hashed asset. */
const PAGE =
  '<!doctype html><html><head><script>window.theme="light"</script></head><body><div id="root"></div></body></html>'
const dist = mkdtempSync(join(tmpdir(), 'photobooth-server-'))
writeFileSync(join(dist, 'index.html'), PAGE)
mkdirSync(join(dist, 'assets'))
writeFileSync(join(dist, 'assets', 'app-AbC123.js'), 'export {}\n')
afterAll(() => rmSync(dist, { recursive: true, force: true }))

let running: Server | undefined
afterEach(() => new Promise<void>((done) => (running ? running.close(() => done()) : done())))

async function serve(options: Partial<StaticServerOptions> = {}): Promise<string> {
  running = createStaticServer({ dist, policy: policyInputFromBuild(dist, {}), ...options })
  const server = running
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const REPORT = { 'csp-report': { 'document-uri': 'http://localhost/', 'violated-directive': 'x' } }
const postReport = (origin: string, path: string) =>
  fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/csp-report' },
    body: JSON.stringify(REPORT),
  })

describe('the production server', () => {
  it('serves the build as it is, under the policy, with no address of the tests', async () => {
    const origin = await serve()
    const page = await fetch(`${origin}/post/AAAAAAAAAAAAAAAA`)
    expect(page.status).toBe(200)
    expect(await page.text()).toBe(PAGE)
    const csp = page.headers.get('content-security-policy') ?? ''
    // The page's own script only; nobody asked to report.
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval' 'sha256-[^']+'; /)
    expect(csp).not.toContain('report-uri')

    const asset = await fetch(`${origin}/assets/app-AbC123.js`)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')

    // Nothing is collected: a report is refused, and the collectors' paths are routes (the page).
    expect((await postReport(origin, CSP_REPORT_PATH)).status).toBe(405)
    expect((await postReport(origin, '/__console-report')).status).toBe(405)
    expect(await (await fetch(`${origin}${CSP_REPORT_PATH}`)).text()).toBe(PAGE)
  })

  it('hands each CSP report to whoever takes them, and never lists them', async () => {
    const taken: unknown[] = []
    const origin = await serve({ onCspReport: (report) => taken.push(report) })
    expect((await postReport(origin, CSP_REPORT_PATH)).status).toBe(204)
    expect(taken).toEqual([REPORT])
    const listing = await fetch(`${origin}${CSP_REPORT_PATH}`)
    expect(listing.headers.get('content-type')).toMatch(/html/)
    expect(await listing.text()).toBe(PAGE)
  })
})
