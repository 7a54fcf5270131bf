import { API, APP, CONFIG_APP, SERVER_APP } from './ports'
import { expect, test } from './support'

// Before the run: every app server enforces its policy and takes the browsers' reports.

test('every app server sends its Content-Security-Policy, with the API in server mode', async ({
  request,
}) => {
  for (const [origin, api] of [
    [APP, false],
    [SERVER_APP, true],
    [CONFIG_APP, true],
  ] as const) {
    const answer = await request.get(`${origin}/`)
    const csp = answer.headers()['content-security-policy'] ?? ''
    expect(csp).toMatch(/^default-src 'self'; /)
    expect(csp).toContain('report-uri /__csp-report')
    expect(csp.includes(API)).toBe(api)
    expect((await request.get(`${origin}/__csp-report`)).ok()).toBe(true)
  }
})
