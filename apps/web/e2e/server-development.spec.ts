import type { Page } from '@playwright/test'
import { API, CONFIG_APP } from './ports'
import { DEMO, expect, requestPasswordReset, test } from './support'

// The build pointed at the mock API by its config.json; these tests vary the rest of that file
// (the API origin, which the policy names, stays).
test.use({ baseURL: CONFIG_APP })

/** Serves `config` as /config.json: the build, pointed at the mock API over HTTP. */
async function requestReset(page: Page, config: Record<string, unknown>) {
  await page.route('**/config.json', (route) => route.fulfill({ json: config }))
  await page.goto('/forgot-password')
  await requestPasswordReset(page, DEMO.email)
}

test('forgot password against a development server says where the token is', async ({ page }) => {
  // 127.0.0.1: a development server, which prints the reset token on its console.
  await requestReset(page, { apiUrl: API })
  await expect(page.getByRole('button', { name: 'Demo' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Where is my reset link?' }).click()
  const help = page.getByRole('dialog', { name: 'Development help' })
  await expect(help).toContainText(`Reset token for ${DEMO.email}: <token>`)
  await help.getByRole('button', { name: 'Got it' }).click()
  await expect(help).toHaveCount(0)
})

test('forgot password against a server said not to be one offers no such help', async ({
  page,
}) => {
  await requestReset(page, { apiUrl: API, developmentServer: false })
  await expect(page.getByRole('button', { name: 'Send again' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Where is my reset link?' })).toHaveCount(0)
})
