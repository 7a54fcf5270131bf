import type { Page } from '@playwright/test'
import { expect, open, signedIn, test } from './support'

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

test('infinite scroll reaches "You reached the end." with every post once', async ({ page }) => {
  test.slow()
  await signedIn(page)
  const requested = recordFeedPages(page)
  const end = page.getByText('You reached the end.')
  const posts = page.getByRole('article')
  for (let round = 0; round < 40 && !(await end.isVisible()); round++) {
    await posts.last().scrollIntoViewIfNeeded()
    await page.mouse.wheel(0, 2000)
    await page.waitForTimeout(150)
  }
  await expect(end).toBeVisible()
  const hrefs = await page
    .getByRole('list', { name: 'Posts' })
    .getByRole('article')
    .evaluateAll((articles) =>
      articles.map(
        (article) => article.querySelector('a[href^="/post/"]')?.getAttribute('href') ?? '',
      ),
    )
  expect(hrefs).toHaveLength(120)
  expect(new Set(hrefs).size).toBe(120)
  // One request per page: pages 2 to 13 (13 is short: the end), page 1 never again.
  expect(requested).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13])
})

test('a reload resumes the feed from the browser cache, asking for no page again', async ({
  page,
}) => {
  await signedIn(page)
  await page.getByRole('article').nth(9).scrollIntoViewIfNeeded()
  await expect(page.getByRole('article')).toHaveCount(20)
  const requested = recordFeedPages(page)
  await page.reload()
  await expect(page.getByRole('article')).toHaveCount(20)
  await page.waitForTimeout(500)
  expect(requested).toEqual([])
})

test('like and unlike, kept across a reload', async ({ page }) => {
  await signedIn(page)
  const first = page.getByRole('article').first()
  const count = async () =>
    Number((await first.getByText(/^\d+ likes?$/).textContent())?.split(' ')[0])
  const before = await count()
  const wasLiked = (await first.getByRole('button', { name: 'Unlike', exact: true }).count()) > 0
  const toggle = first.getByRole('button', { name: wasLiked ? 'Unlike' : 'Like', exact: true })
  await toggle.click()
  // Wait for the server's answer (the button is busy until then) before reloading.
  await expect(
    first.getByRole('button', { name: wasLiked ? 'Like' : 'Unlike', exact: true }),
  ).not.toHaveAttribute('aria-disabled', 'true')
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

test('returning to the feed puts it back where it was', async ({ page }) => {
  await signedIn(page)
  await page.getByRole('article').nth(6).scrollIntoViewIfNeeded()
  await page.waitForTimeout(400)
  const scrolled = await page.evaluate(() => window.scrollY)
  expect(scrolled).toBeGreaterThan(1000)
  await page.getByRole('link', { name: 'Profile' }).first().click()
  await expect(page).toHaveURL('/profile')
  await page.getByRole('link', { name: 'Home' }).first().click()
  await expect(page).toHaveURL('/')
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 200)
})

test('every post in a list is an article', async ({ page }) => {
  await open(page, '/')
  const items = page.getByRole('list', { name: 'Posts' }).locator(':scope > li')
  await expect(items).toHaveCount(4)
  for (const item of await items.all()) await expect(item.getByRole('article')).toHaveCount(1)
})
