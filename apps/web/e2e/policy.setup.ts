import { API, APP, CONFIG_APP, FAULT_PROXY, FAULTY_APP, SERVER_APP } from './ports'
import { expect, test } from './support'

// Before the run: every app server enforces its policy and takes the browsers' reports.

test('every app server sends its Content-Security-Policy, with the API in server mode', async ({
  request,
}) => {
  for (const [origin, api] of [
    [APP, null],
    [SERVER_APP, API],
    [CONFIG_APP, API],
    [FAULTY_APP, FAULT_PROXY],
  ] as const) {
    const answer = await request.get(`${origin}/`)
    const csp = answer.headers()['content-security-policy'] ?? ''
    expect(csp).toMatch(/^default-src 'self'; /)
    expect(csp).toContain('report-uri /__csp-report')
    if (api) expect(csp).toContain(api)
    else expect(csp).not.toMatch(/127\.0\.0\.1/)
    expect((await request.get(`${origin}/__csp-report`)).ok()).toBe(true)
  }
})
