import { createRequire } from 'node:module'
import { test as base, expect, type Page } from '@playwright/test'

export const DEMO = { name: 'Jamie Rivera', email: 'demo@photobooth.app', password: 'demo1234' }
export const FRIEND = { name: 'Riley Chen', email: 'riley@photobooth.app', password: 'photobooth' }

/** Console lines of the page (the demo's mock server prints reset tokens there). */
export const test = base.extend<{ consoleLines: string[] }>({
  consoleLines: async ({ page }, use) => {
    const lines: string[] = []
    page.on('console', (message) => lines.push(message.text()))
    await use(lines)
  },
})
export { expect }

/** Opens a page and waits until the demo backend answers (the service worker is active). */
export async function open(page: Page, path = '/') {
  await page.goto(path)
  await expect(page.locator('#root')).not.toBeEmpty()
}

export async function signIn(
  page: Page,
  account: { email: string; password: string } = DEMO,
  path = '/login',
) {
  await open(page, path)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** Signs in and waits for the feed. */
export async function signedIn(page: Page, account = DEMO) {
  await signIn(page, account)
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('article').first()).toBeVisible()
}

/**
 * Scrolls the feed with the mouse wheel until the post at `position` (from 1) is at the top of
 * the viewport (the feed only renders the posts near it).
 */
export async function scrollToPost(page: Page, position: number) {
  const post = page
    .getByRole('feed', { name: 'Posts' })
    .locator(`article[aria-posinset="${position}"]`)
  for (let round = 0; round < 60 && (await post.count()) === 0; round++) {
    await page.mouse.wheel(0, 800)
    await page.waitForTimeout(60)
  }
  await post.evaluate((element) => element.scrollIntoView({ block: 'start' }))
  await expect(post).toBeInViewport()
}

/** Opens the first post of the feed by someone else. */
export async function openOthersPost(page: Page) {
  // A post of someone else (not a card still loading: those are not named).
  const article = page
    .locator('article[aria-label^="Post by "]:not([aria-label="Post by Jamie Rivera"])')
    .first()
  await article.locator('a[href^="/post/"]').first().click()
  await expect(page).toHaveURL(/\/post\/[A-Za-z0-9]{16}$/)
}

/** Opens the signed-in user's newest post from their profile's grid; resolves on its page. */
export async function openNewestOwnPost(page: Page) {
  await page.goto('/profile')
  await page
    .getByRole('list', { name: /^Posts by / })
    .getByRole('link')
    .first()
    .click()
  await expect(page).toHaveURL(/\/post\/[A-Za-z0-9]{16}$/)
}

/** Asks for reset instructions for `email` on /forgot-password (already open). */
export async function requestPasswordReset(page: Page, email: string) {
  await page.getByLabel('Email').fill(email)
  await page.getByRole('button', { name: 'Send Reset Instructions' }).click()
  await expect(
    page.getByText(
      'If an account exists with the provided email, you will receive password reset instructions...',
    ),
  ).toBeVisible()
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page).toHaveURL('/login')
}

/** The demo's controls (see apps/web/src/demo/start-demo.ts). */
export async function setAccessTokenLifetime(page: Page, ms: number) {
  await page.waitForFunction(() => window.photoboothDemo !== undefined)
  await page.evaluate((lifetime) => window.photoboothDemo?.setAccessTokenLifetime(lifetime), ms)
}

const axeSource = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

/** Runs axe on the page: no violations (labels, names, contrast, landmarks…). */
export async function expectAccessible(page: Page) {
  await page.addScriptTag({ path: axeSource })
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
          ) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>
        }
      }
    ).axe
    const result = await axe.run(document)
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    )
  })
  expect(violations).toEqual([])
}

/** A small real PNG for uploads. */
export const PNG = {
  name: 'sunset.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  ),
}
