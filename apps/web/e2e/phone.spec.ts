import type { Page } from '@playwright/test'
import { CLEAN_CONSOLE, DEMO, expect, open, signedIn, test } from './support'

/** A phone: 390 × 844, touch. */
test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })

async function expectSignedOut(page: Page) {
  await expect(page).toHaveURL('/login')
  expect(await page.evaluate(() => window.localStorage.getItem('auth-storage'))).toBeNull()
}

test('on a phone, "More" in the bottom bar logs out, by touch', { tag: CLEAN_CONSOLE }, async ({
  page,
}) => {
  await signedIn(page)
  const bar = page.getByRole('navigation', { name: 'Main' })
  await expect(bar.getByRole('link', { name: 'Home' })).toBeVisible()
  // The side navigation (and its "Log out") is not there on a phone.
  await expect(page.getByRole('button', { name: 'Log out' })).toHaveCount(0)
  await bar.getByRole('button', { name: 'More' }).tap()
  const menu = page.getByRole('menu', { name: 'More' })
  await expect(menu).toMatchAriaSnapshot(`
    - menu "More":
      - group "Theme":
        - menuitemradio "System" [checked]
        - menuitemradio "Light"
        - menuitemradio "Dark"
      - separator
      - menuitem "Log out"
  `)
  await menu.getByRole('menuitem', { name: 'Log out' }).tap()
  await expectSignedOut(page)
})

/** The controls the "Demo" badge overlaps, at the page's current scroll position. */
function coveredByTheBadge(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = (element: Element) => element.checkVisibility({ visibilityProperty: true })
    const badge = [...document.querySelectorAll('button')].find(
      (button) => button.textContent?.trim() === 'Demo' && shown(button),
    )
    if (!badge) return ['(no Demo badge shown)']
    const box = badge.getBoundingClientRect()
    const controls = document.querySelectorAll(
      'a[href], button, input, textarea, select, [role="button"], [tabindex]:not([tabindex="-1"])',
    )
    return [...controls]
      .filter((control) => control !== badge && shown(control))
      .filter((control) => {
        const other = control.getBoundingClientRect()
        if (other.width === 0 || other.height === 0) return false
        return !(
          other.right <= box.left ||
          other.left >= box.right ||
          other.bottom <= box.top ||
          other.top >= box.bottom
        )
      })
      .map((control) => control.outerHTML.slice(0, 100))
  })
}

/** Checks the badge at the top, the middle and the end of the page. */
async function expectBadgeCoversNothing(page: Page) {
  for (const at of [0, 0.5, 1]) {
    await page.evaluate(
      (share) => window.scrollTo(0, share * document.documentElement.scrollHeight),
      at,
    )
    await page.waitForTimeout(100)
    expect(await coveredByTheBadge(page), `scrolled to ${at * 100}%`).toEqual([])
  }
}

test('the Demo badge covers no control, on a phone and beside the side navigation', async ({
  page,
}) => {
  test.slow()
  for (const path of ['/', '/login', '/register', '/forgot-password']) {
    await open(page, path)
    await expect(page.getByRole('button', { name: 'Demo' })).toBeVisible()
    await expectBadgeCoversNothing(page)
  }
  await signedIn(page, DEMO)
  for (const path of ['/', '/profile', '/create-post', '/edit-profile', '/notifications']) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeAttached()
    await expectBadgeCoversNothing(page)
  }
  // Wider: the side navigation, as a rail and in full, keeps a place for the badge at its foot.
  for (const width of [900, 1280]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
    const nav = page.getByRole('navigation', { name: 'Main' })
    await expect(nav.getByRole('button', { name: 'Demo' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Demo' })).toHaveCount(1)
    await expectBadgeCoversNothing(page)
    // "Log out" is what the badge sat on: it takes a click again.
    await nav.getByRole('button', { name: 'Log out' }).click({ trial: true })
  }
})
