import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { test as base, expect, type Page } from '@playwright/test'
import {
  DEMO_ACCOUNT as DEMO,
  FRIEND_ACCOUNT as FRIEND,
} from '../../../packages/mocks/src/db/accounts.ts'
import { APP, CONFIG_APP, FAULTY_APP, SERVER_APP } from './ports'

/** The seeded world's accounts, as the mock backend has them. */
export { DEMO, FRIEND }

/**
 * What browsers reported to the app servers against their policy (see test-support/test-server.ts), for the run's
 * last check (policy.teardown.ts) — which catches the workers' and the service worker's too.
 */
export async function serverReports(): Promise<{ documentUri: string; report: string }[]> {
  const lists = await Promise.all(
    [APP, SERVER_APP, CONFIG_APP, FAULTY_APP].map(async (origin) => {
      const response = await fetch(`${origin}/__csp-report`).catch(() => undefined)
      return response?.ok ? ((await response.json()) as unknown[]) : []
    }),
  )
  return lists.flat().map((report) => ({
    documentUri: String(
      (report as { 'csp-report'?: { 'document-uri'?: string } })['csp-report']?.['document-uri'] ??
        '',
    ),
    report: JSON.stringify(report),
  }))
}

/** A page a test opens to cause a violation on purpose: the run's last check ignores it. */
export const ON_PURPOSE = 'violation-on-purpose'

/** The violations a test has seen so far; `allow` takes one it causes on purpose. */
export interface PolicyViolations {
  seen: string[]
  allow(pattern: RegExp): void
}

/**
 * The tag of a test that fails on any console error or uncaught error of its pages, in the app
 * or in a page of the browser's own making — the journeys' rule, for the flows whose Chromium
 * journey this suite proves (the journeys run in Firefox and WebKit). Errors a test causes on
 * purpose are named by a `console error` annotation, a regular expression.
 */
export const CLEAN_CONSOLE = '@clean-console'

/** The annotation allowing the console errors a `CLEAN_CONSOLE` test causes on purpose. */
export const expectedConsoleErrors = (pattern: RegExp) => ({
  type: 'console error',
  description: pattern.source,
})

export const test = base.extend<{
  consoleLines: string[]
  consoleErrors: string[]
  policyViolations: PolicyViolations
}>({
  /** Console lines of the page (the demo's mock server prints reset tokens there). */
  consoleLines: async ({ page }, use) => {
    const lines: string[] = []
    page.on('console', (message) => lines.push(message.text()))
    await use(lines)
  },
  /**
   * The console errors and uncaught errors of the test's pages, each with its page's path; a
   * test tagged `CLEAN_CONSOLE` fails on any that its `console error` annotations do not allow.
   */
  consoleErrors: [
    async ({ context }, use, testInfo) => {
      const errors: string[] = []
      const watch = (page: Page) => {
        const where = () => new URL(page.url() || 'about:blank').pathname
        page.on('console', (message) => {
          if (message.type() === 'error') errors.push(`${where()}: ${message.text()}`)
        })
        page.on('pageerror', (error) => errors.push(`${where()}: uncaught ${error.message}`))
      }
      for (const page of context.pages()) watch(page)
      context.on('page', watch)
      await use(errors)
      if (!testInfo.tags.includes(CLEAN_CONSOLE)) return
      const allowed = testInfo.annotations
        .filter((annotation) => annotation.type === 'console error')
        .map((annotation) => new RegExp(annotation.description ?? ''))
      const unexpected = errors.filter((error) => !allowed.some((pattern) => pattern.test(error)))
      expect(unexpected, 'console errors').toEqual([])
    },
    { auto: true },
  ],
  /**
   * Every test runs under the servers' enforced Content-Security-Policy and fails on any
   * violation in its pages: a `securitypolicyviolation` event or a console message about the
   * policy. (What workers report goes to the servers, checked at the end of the run.)
   */
  policyViolations: [
    async ({ context }, use) => {
      const violations: string[] = []
      const allowed: RegExp[] = []
      await context.exposeBinding('photoboothPolicyViolation', (_source, violation: string) => {
        violations.push(violation)
      })
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { photoboothPolicyViolation: (v: string) => void })
            .photoboothPolicyViolation
          report(
            `${event.violatedDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
          )
        })
      })
      context.on('console', (message) => {
        if (/Content[ -]Security[ -]Policy/i.test(message.text())) {
          violations.push(`console: ${message.text()}`)
        }
      })
      await use({ seen: violations, allow: (pattern) => allowed.push(pattern) })
      const unexpected = violations.filter(
        (violation) => !allowed.some((pattern) => pattern.test(violation)),
      )
      expect(unexpected, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
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
  // By the fields' purpose, not their labels: the page may be in any language.
  const form = page.locator('form', { has: page.locator('[autocomplete="current-password"]') })
  await form.locator('[autocomplete="email"]').fill(account.email)
  await form.locator('[autocomplete="current-password"]').fill(account.password)
  await form.locator('button[type="submit"]').click()
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

/**
 * Holds back the app's code (every script of the build) until the returned function is called:
 * what the page shows meanwhile is the head's doing alone. Releasing throws if no script was
 * asked for while held, so that a test never passes on a hold that held nothing. The app's
 * service worker, serving the page, would answer the scripts from its caches: they go, so that
 * it fetches them again, and the hold holds its requests too (they are the context's).
 */
export async function holdAppCode(page: Page): Promise<() => void> {
  let release = () => {}
  let held = 0
  const holding = new Promise<void>((resolve) => {
    release = resolve
  })
  // (Before any page of the app, there is nothing to delete, nor a Cache Storage to ask.)
  await page
    .evaluate(async () => {
      for (const name of await caches.keys()) {
        if (/^(workbox-precache|photobooth-)/.test(name)) await caches.delete(name)
      }
    })
    .catch(() => undefined)
  await page.context().route(/\/assets\/[^/]+\.js$/, async (route) => {
    held++
    await holding
    await route.continue()
  })
  return () => {
    release()
    if (held === 0) throw new Error('No script of the app was requested while its code was held.')
  }
}

/**
 * Waits for a post's own page: its address, and the feed gone (the feed stays on screen while
 * the post's page arrives, and its cards have the same buttons).
 */
export async function onPostPage(page: Page) {
  await expect(page).toHaveURL(/\/post\/[A-Za-z0-9]{16}$/)
  await expect(page.getByRole('feed', { name: 'Posts' })).toHaveCount(0)
}

/** Opens the first post of the feed by someone else. */
export async function openOthersPost(page: Page) {
  // A post of someone else (not a card still loading: those are not named).
  const article = page
    .locator('article[aria-label^="Post by "]:not([aria-label="Post by Jamie Rivera"])')
    .first()
  await article.locator('a[href^="/post/"]').first().click()
  await onPostPage(page)
}

/** Opens the signed-in user's newest post from their profile's grid; resolves on its page. */
export async function openNewestOwnPost(page: Page) {
  await page.goto('/profile')
  await page
    .getByRole('list', { name: /^Posts by / })
    .getByRole('link')
    .first()
    .click()
  await onPostPage(page)
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

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

/** Runs axe on the page: no violations (labels, names, contrast, landmarks…). */
export async function expectAccessible(page: Page) {
  // Evaluated by the test's driver, not added to the page as a <script>: the page's policy
  // rightly refuses scripts it did not ship.
  await page.evaluate(axeSource)
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
