import type { Page } from '@playwright/test'
import { SERVER_APP } from './ports'
import { CLEAN_CONSOLE, DEMO, expect, signedIn, test } from './support'

/** Records every history navigation the page makes (the app's router moves the history). */
async function recordNavigations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { photoboothNavigations: seen })
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history)
      history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
        if (url !== undefined && url !== null)
          seen.push(`${method} ${new URL(url, location.href).pathname}`)
        original(state, unused, url)
      }
    }
  })
}

const navigations = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { photoboothNavigations: string[] }).photoboothNavigations,
  )

/** Logged out: the sign-in page itself, its form, and nothing of the session left. */
async function expectSignInPage(page: Page) {
  await expect(page).toHaveURL('/login')
  await expect(page.getByRole('heading', { name: 'Sign in', level: 1 })).toBeVisible()
  await expect(page.getByLabel('Email')).toBeVisible()
  await expect(page.getByRole('feed')).toHaveCount(0)
  expect(await page.evaluate(() => localStorage.getItem('auth-storage'))).toBeNull()
}

test('"Log out" shows the sign-in page in one navigation, on the feed and on a protected page; signing in lands on the feed, after a reload of /login too', {
  tag: CLEAN_CONSOLE,
}, async ({ page }) => {
  await recordNavigations(page)
  await signedIn(page)
  let before = (await navigations(page)).length
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Log out' })
    .click()
  await expectSignInPage(page)
  expect((await navigations(page)).slice(before)).toEqual(['replaceState /login'])

  await page.getByLabel('Email').fill(DEMO.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('article').first()).toBeVisible()

  // On a protected page.
  await page.goto('/edit-profile')
  await expect(page.getByRole('button', { name: 'Submit All Changes' })).toBeVisible()
  before = (await navigations(page)).length
  await page.getByRole('button', { name: 'Log out' }).click()
  await expectSignInPage(page)
  expect((await navigations(page)).slice(before)).toEqual(['replaceState /login'])

  // The same history entry, reloaded: what it remembers decides where signing in leads.
  await page.reload()
  await page.getByLabel('Email').fill(DEMO.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/')
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

  test('More → "Log out" on the feed shows the sign-in page', async ({ page }) => {
    await recordNavigations(page)
    await signedIn(page)
    const before = (await navigations(page)).length
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'More' }).tap()
    await page.getByRole('menu', { name: 'More' }).getByRole('menuitem', { name: 'Log out' }).tap()
    await expectSignInPage(page)
    expect((await navigations(page)).slice(before)).toEqual(['replaceState /login'])
  })
})

test.describe('when the server does not answer', () => {
  test.use({ baseURL: SERVER_APP, serviceWorkers: 'block' })

  test('"Log out" signs this device out at once, then tells the server with the session’s tokens', async ({
    page,
  }) => {
    await signedIn(page)
    const session = await page.evaluate(
      () => JSON.parse(localStorage.getItem('auth-storage') ?? 'null').state,
    )
    // The server's logout never answers.
    const told: { authorization: string | null; body: unknown }[] = []
    await page.route('**/api/auth/logout', (route) => {
      const request = route.request()
      told.push({
        authorization: request.headers().authorization ?? null,
        body: request.postDataJSON(),
      })
    })
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('button', { name: 'Log out' })
      .click()
    await expectSignInPage(page)
    await expect
      .poll(() => told)
      .toEqual([
        {
          authorization: `Bearer ${session.accessToken}`,
          body: { refreshToken: session.refreshToken },
        },
      ])
  })
})
