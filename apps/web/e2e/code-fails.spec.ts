import type { Page } from '@playwright/test'
import { SERVER_APP } from './ports'
import { expect, signIn, test } from './support'

// The app's own code failing to arrive after the page has (the network drops, a new version
// replaced the files): a message and a way forward, never a page left empty or loading for ever.
// Server mode, with no service worker, so that every file comes from the network.
test.use({ baseURL: SERVER_APP, serviceWorkers: 'block' })

/**
 * Fails the requests for the app's chunk named `name`: says how many were made so far, and
 * lets them through again.
 */
async function failChunk(page: Page, name: string) {
  let asked = 0
  const chunk = new RegExp(`/assets/${name}-[\\w-]+\\.js$`)
  await page.route(chunk, async (route) => {
    asked += 1
    await route.abort('internetdisconnected')
  })
  return { asked: () => asked, restore: () => page.unroute(chunk) }
}

test("a signed-in user whose pages' code cannot be fetched is told so, and Try again brings the feed", async ({
  page,
}) => {
  await signIn(page)
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('article').first()).toBeVisible()

  const router = await failChunk(page, 'router')
  await page.reload()
  // The app had started (its first render): it stopped, it did not fail to start.
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' })
  await expect(alert).toBeVisible()
  await expect(alert.getByRole('heading', { level: 1 })).toHaveText('Something went wrong')
  await expect(alert).toContainText(
    'PhotoBooth stopped working. Check your connection and try again.',
  )
  await expect(alert).not.toContainText('could not start')
  expect(router.asked()).toBeGreaterThan(0)

  await router.restore()
  await alert.getByRole('button', { name: 'Try again' }).click()
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong' })).toHaveCount(0)
})

test('a guest whose next page cannot be fetched is told so, not left with a loader', async ({
  page,
}) => {
  // From the start: the router's code, fetched ahead while the guest reads, fails too.
  const router = await failChunk(page, 'router')
  await page.goto('/')
  await expect(page.getByRole('article').first()).toBeVisible()
  await page.getByRole('button', { name: 'Log In' }).click()
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' })
  await expect(alert).toBeVisible()
  await expect(alert).not.toContainText('could not start')
  await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible()
  expect(router.asked()).toBeGreaterThan(0)
})

test('offline before the notice of it could be fetched: the feed stays on screen', async ({
  page,
  context,
}) => {
  await page.goto('/')
  const first = page.getByRole('article').first()
  await expect(first).toBeVisible()
  const notice = await failChunk(page, 'AppStatus')
  await context.setOffline(true)
  await expect.poll(notice.asked).toBeGreaterThan(0)
  // A moment for what the failure would do to be drawn.
  await page.waitForTimeout(500)
  await expect(first).toBeVisible()
  await expect(page.getByRole('feed', { name: 'Posts' })).toBeVisible()
  await context.setOffline(false)
})
