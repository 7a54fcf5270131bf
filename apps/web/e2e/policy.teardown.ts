import { expect, ON_PURPOSE, serverReports, test } from './support'

// After the run: no browser — page, photo worker or the demo's service worker — reported a
// violation of the policy to any server, but where a test caused one on purpose.

test('no violation of the Content-Security-Policy was reported during the run', async () => {
  const reports = await serverReports()
  const unexpected = reports.filter(({ documentUri }) => !documentUri.includes(ON_PURPOSE))
  expect(unexpected.map(({ report }) => report)).toEqual([])
})
