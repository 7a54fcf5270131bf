import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { policyInputFromBuild, sha256Source } from '../deploy/build-input.ts'
import { CONSOLE_HOOK, createTestServer, type TestServerOptions } from './test-server.ts'

const PAGE =
  '<!doctype html><html><head><script>window.theme="light"</script></head><body><div id="root"></div></body></html>'
const dist = mkdtempSync(join(tmpdir(), 'photobooth-test-server-'))
writeFileSync(join(dist, 'index.html'), PAGE)
afterAll(() => rmSync(dist, { recursive: true, force: true }))

let running: Server | undefined
afterEach(() => new Promise<void>((done) => (running ? running.close(() => done()) : done())))

async function serve(options: Partial<TestServerOptions> = {}): Promise<string> {
  running = createTestServer({ dist, policy: policyInputFromBuild(dist, {}), ...options })
  const server = running
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

const list = async (url: string) => (await fetch(url)).json()

describe('the tests’ app server', () => {
  it('asks browsers to report violations and lists what they reported', async () => {
    const origin = await serve()
    const page = await fetch(`${origin}/`)
    expect(page.headers.get('content-security-policy')).toMatch(/; report-uri \/__csp-report$/)
    expect(await page.text()).toBe(PAGE)
    expect(await list(`${origin}/__csp-report`)).toEqual([])

    const report = { 'csp-report': { 'document-uri': `${origin}/`, 'blocked-uri': 'inline' } }
    const sent = await fetch(`${origin}/__csp-report`, {
      method: 'POST',
      body: JSON.stringify(report),
    })
    expect(sent.status).toBe(204)
    expect(await list(`${origin}/__csp-report`)).toEqual([report])
    // Without the console hook, its path is a route of the app.
    expect(await (await fetch(`${origin}/__console-report`)).text()).toBe(PAGE)
  })

  it('with console reports: the hook first in every page, allowed by its hash, and what it sent', async () => {
    const origin = await serve({ consoleReports: true })
    for (const path of ['/', '/post/AAAAAAAAAAAAAAAA', '/index.html']) {
      const page = await fetch(`${origin}${path}`)
      expect(await page.text()).toBe(
        PAGE.replace('<head>', `<head><script>${CONSOLE_HOOK}</script>`),
      )
      expect(page.headers.get('cache-control')).toBe('no-store')
      const csp = page.headers.get('content-security-policy') ?? ''
      expect(csp).toContain(sha256Source(CONSOLE_HOOK))
      expect(csp).toContain(sha256Source('window.theme="light"'))
    }

    const line = { kind: 'console.error', page: '/', text: 'Something broke' }
    await fetch(`${origin}/__console-report`, {
      method: 'POST',
      headers: { 'User-Agent': 'Engine/1' },
      body: JSON.stringify(line),
    })
    await fetch(`${origin}/__console-report`, { method: 'POST', body: 'not json' })
    const lines = await list(`${origin}/__console-report`)
    expect(lines[0]).toEqual({ ...line, agent: 'Engine/1' })
    expect(lines[1]).toMatchObject({ kind: 'unreadable', text: 'not json' })
  })
})
