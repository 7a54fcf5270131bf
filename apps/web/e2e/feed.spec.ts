import type { Page } from '@playwright/test'
import { CLEAN_CONSOLE, expect, open, scrollToPost, signedIn, test } from './support'

/** The feed pages (`GET /api/posts?page=n`) the page asks for, in order. */
function recordFeedPages(page: Page): number[] {
  const pages: number[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    const number = url.searchParams.get('page')
    if (request.method() === 'GET' && url.pathname === '/api/posts' && number) {
      pages.push(Number(number))
    }
  })
  return pages
}

test('infinite scroll reaches "You reached the end." with every post once, and a profile opened there leads back to the same place', {
  tag: CLEAN_CONSOLE,
}, async ({ page }) => {
  test.slow()
  await signedIn(page)
  const requested = recordFeedPages(page)
  const end = page.getByText('You reached the end.')
  const feed = page.getByRole('feed', { name: 'Posts' })
  // The feed keeps only the posts near the viewport: collect them by position as they pass.
  const seen = new Map<string, string>()
  const collect = async () => {
    const cards = await feed
      .getByRole('article')
      .evaluateAll((articles) =>
        articles.map((article) => [
          article.getAttribute('aria-posinset') ?? '',
          article.querySelector('a[href^="/post/"]')?.getAttribute('href') ?? '',
        ]),
      )
    for (const [position, href] of cards) seen.set(position ?? '', href ?? '')
  }
  // Until the last post is rendered (the end's text is in the page, below, before that).
  const last = feed.locator('article[aria-posinset="120"]')
  for (let round = 0; round < 150 && (await last.count()) === 0; round++) {
    await collect()
    await page.mouse.wheel(0, 1200)
    await page.waitForTimeout(100)
  }
  await end.scrollIntoViewIfNeeded()
  await expect(end).toBeInViewport()
  await collect()
  expect([...seen.keys()].map(Number).sort((a, b) => a - b)).toEqual(
    Array.from({ length: 120 }, (_, index) => index + 1),
  )
  expect(new Set(seen.values()).size).toBe(120)
  // Never more than a few posts in the page at once.
  expect(await feed.getByRole('article').count()).toBeLessThanOrEqual(8)
  await expect(feed.getByRole('article').last()).toHaveAttribute('aria-setsize', '120')
  // One request per page: pages 2 to 13 (13 is short: the end), page 1 never again.
  expect(requested).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])

  // Back from the profile of the post before the last, the same post is in the same place: in
  // the same page, and in a new one (the profile reloaded), drawn again from what was stored.
  const author = feed.locator('article[aria-posinset="119"] a[href^="/profile/"]').first()
  await author.scrollIntoViewIfNeeded()
  const place = () =>
    page.evaluate(() => ({
      scrollY: window.scrollY,
      postTop: document
        .querySelector('[role="feed"] article[aria-posinset="119"]')
        ?.getBoundingClientRect().top,
    }))
  const before = await place()
  const backInPlace = async () => {
    await page.goBack()
    await expect(page).toHaveURL('/')
    await expect
      .poll(async () => {
        const now = await place()
        const off = {
          scrollY: Math.round(now.scrollY - before.scrollY),
          postTop: Math.round((now.postTop ?? Number.NaN) - (before.postTop ?? 0)),
        }
        return Math.abs(off.scrollY) <= 2 && Math.abs(off.postTop) <= 2 ? 'in place' : off
      })
      .toBe('in place')
  }
  await author.click()
  await expect(page).toHaveURL(/\/profile\/[A-Za-z0-9]{16}$/)
  await backInPlace()
  await author.click()
  await expect(page).toHaveURL(/\/profile\/[A-Za-z0-9]{16}$/)
  await page.reload()
  await backInPlace()
})

test('like and unlike, kept across a reload', { tag: CLEAN_CONSOLE }, async ({ page }) => {
  await signedIn(page)
  const first = page.getByRole('article').first()
  const count = async () =>
    Number((await first.getByText(/^\d+ likes?$/).textContent())?.split(' ')[0])
  const before = await count()
  const wasLiked = (await first.getByRole('button', { name: 'Unlike', exact: true }).count()) > 0
  const toggle = first.getByRole('button', { name: wasLiked ? 'Unlike' : 'Like', exact: true })
  // The screen answers at once; the reload waits for the server's answer, so the like is kept
  // (one left on its way is another test's: faulty-network.spec.ts).
  const answered = page.waitForResponse(
    (response) => response.request().method() === 'POST' && response.url().endsWith('/like'),
  )
  await toggle.click()
  expect((await answered).ok()).toBe(true)
  const after = wasLiked ? before - 1 : before + 1
  await expect(first.getByText(after === 1 ? '1 like' : `${after} likes`)).toBeVisible()
  await expect(
    first.getByRole('button', { name: wasLiked ? 'Like' : 'Unlike', exact: true }),
  ).toHaveAttribute('aria-pressed', String(!wasLiked))

  await page.reload()
  const again = page.getByRole('article').first()
  await expect(again.getByText(after === 1 ? '1 like' : `${after} likes`)).toBeVisible()
  await again.getByRole('button', { name: wasLiked ? 'Like' : 'Unlike', exact: true }).click()
  await expect(again.getByText(before === 1 ? '1 like' : `${before} likes`)).toBeVisible()
})

test('the console check hears an error of the page (the clean-console tests rely on it)', async ({
  page,
  consoleErrors,
}) => {
  await open(page, '/')
  await page.evaluate(() => console.error('A console error on purpose'))
  await expect.poll(() => consoleErrors.some((error) => error.includes('on purpose'))).toBe(true)
})

// Leaving while the photos load and while the next page's code loads: nothing from the app for
// the console (the journeys check the same in Firefox and WebKit).
test('the feed and the profile left while they load: no error, and the profile in the end', {
  tag: CLEAN_CONSOLE,
}, async ({ page }) => {
  await signedIn(page)
  for (let round = 0; round < 5; round += 1) {
    await page.goto('/')
    await expect(page.getByRole('article').first()).toBeVisible()
    await page.goto('/profile')
  }
  await expect(page.getByRole('list', { name: /^Posts by / })).toBeVisible()
})

test('returning to the feed puts it back where it was; a reload resumes it from the browser cache, asking for no page again', async ({
  page,
}) => {
  await signedIn(page)
  await scrollToPost(page, 10)
  const feed = page.getByRole('feed', { name: 'Posts' })
  await expect(feed).toHaveAttribute('data-count', '20')
  await page.waitForTimeout(400)
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(1000)
  await page.getByRole('link', { name: 'Profile' }).first().click()
  await expect(page).toHaveURL('/profile')
  await page.getByRole('link', { name: 'Home' }).first().click()
  await expect(page).toHaveURL('/')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 200)
  await expect(feed.locator('article[aria-posinset="10"]')).toBeInViewport()

  const position = await page.evaluate(() => window.scrollY)
  const requested = recordFeedPages(page)
  await page.reload()
  await expect(feed).toHaveAttribute('data-count', '20')
  // Where the user was, and without asking for any page.
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(position - 200)
  await expect(feed.locator('article[aria-posinset="10"]')).toBeInViewport()
  expect(requested).toEqual([])
})

test('every post of the feed is an article with its place in the feed', async ({ page }) => {
  await open(page, '/')
  const posts = page.getByRole('feed', { name: 'Posts' }).getByRole('article')
  await expect(posts).toHaveCount(4)
  for (const [index, post] of (await posts.all()).entries()) {
    await expect(post).toHaveAttribute('aria-posinset', `${index + 1}`)
    await expect(post).toHaveAttribute('aria-setsize', '4')
  }
})
