import { API_PORT } from './ports'
import { DEMO, expect, test } from './support'

const API = `http://127.0.0.1:${API_PORT}`

test('server mode: /config.json points the same build at a server implementing the contract', async ({
  page,
}) => {
  await page.route('**/config.json', (route) => route.fulfill({ json: { apiUrl: API } }))
  const apiCalls: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${API}/api/`)) apiCalls.push(request.url())
  })
  await page.goto('/')
  await expect(page.getByRole('article')).toHaveCount(4)
  // No demo here: no badge, no service worker answering.
  await expect(page.getByRole('button', { name: 'Demo' })).toHaveCount(0)
  const image = page.getByRole('article').first().locator('img').last()
  await expect(image).toHaveAttribute('src', new RegExp(`^${API}/uploads/`))
  expect(apiCalls.some((url) => url.startsWith(`${API}/api/posts`))).toBe(true)

  await page.goto('/login')
  await page.getByLabel('Email').fill(DEMO.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByText(`Welcome back, ${DEMO.name}!`, { exact: true })).toBeVisible()
  await expect(page.getByRole('feed', { name: 'Posts' })).toHaveAttribute('data-count', '10')
})
