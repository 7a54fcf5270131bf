import type { Page } from '@playwright/test'
import { API, CONFIG_APP, SERVER_APP } from './ports'
import { DEMO, expect, test } from './support'

/** The guest feed and a sign-in against the mock API: every call goes to it, photos too. */
async function worksAgainstTheApi(page: Page, app: string) {
  const apiCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${API}/api/`)) apiCalls.push(request.url())
  })
  await page.goto(`${app}/`)
  await expect(page.getByRole('article')).toHaveCount(4)
  // No demo here: no badge, no service worker answering.
  await expect(page.getByRole('button', { name: 'Demo' })).toHaveCount(0)
  const image = page.getByRole('article').first().locator('img').last()
  await expect(image).toHaveAttribute('src', new RegExp(`^${API}/uploads/`))
  await expect(image).toHaveJSProperty('complete', true)
  expect(await image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(
    0,
  )
  expect(apiCalls.some((url) => url.startsWith(`${API}/api/posts`))).toBe(true)

  await page.goto(`${app}/login`)
  await page.getByLabel('Email').fill(DEMO.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL(`${app}/`)
  await expect(page.getByText(`Welcome back, ${DEMO.name}!`, { exact: true })).toBeVisible()
  await expect(page.getByRole('feed', { name: 'Posts' })).toHaveAttribute('data-count', '10')
}

test('server mode: a build made for the API (VITE_API_URL) works against it under its policy', async ({
  page,
}) => {
  const answer = await page.request.get(`${SERVER_APP}/`)
  expect(answer.headers()['content-security-policy']).toContain(`connect-src 'self' ${API}`)
  await worksAgainstTheApi(page, SERVER_APP)
})

test('server mode: a config.json next to the build points it at the API, and the policy follows', async ({
  page,
}) => {
  const config = await page.request.get(`${CONFIG_APP}/config.json`)
  expect(await config.json()).toEqual({ apiUrl: API })
  expect(config.headers()['cache-control']).toBe('no-cache')
  const answer = await page.request.get(`${CONFIG_APP}/`)
  expect(answer.headers()['content-security-policy']).toContain(`img-src 'self' data: blob: ${API}`)
  await worksAgainstTheApi(page, CONFIG_APP)
})
