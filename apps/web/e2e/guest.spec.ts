import { CLEAN_CONSOLE, DEMO, expect, open, test } from './support'

test('a guest sees 4 posts, and the join popup when the 4th post comes into view', {
  tag: CLEAN_CONSOLE,
}, async ({ page }) => {
  await open(page, '/')
  const posts = page.getByRole('article')
  await expect(posts).toHaveCount(4)
  await expect(page.getByRole('dialog')).toBeHidden()
  await posts.nth(3).scrollIntoViewIfNeeded()
  const popup = page.getByRole('dialog', { name: 'Join PhotoBooth' })
  await expect(popup).toBeVisible()
  await expect(popup.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login')
  await expect(popup.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
    'href',
    '/register',
  )
  // Each post's photos load as the post comes into view (they are lazy). The popup comes back
  // each time the 4th post reaches the viewport, and hides the page from the accessibility tree
  // meanwhile: the posts are found by their element, not by their role.
  await page.keyboard.press('Escape')
  await expect(popup).toBeHidden()
  const articles = page.locator('article')
  for (const index of [0, 1, 2, 3]) {
    await expect
      .poll(
        () =>
          articles.nth(index).evaluate((post) => {
            post.scrollIntoView({ block: 'center' })
            const images = [...post.querySelectorAll('img')]
            return (
              images.length > 0 && images.every((image) => image.complete && image.naturalWidth > 0)
            )
          }),
        { timeout: 30_000 },
      )
      .toBe(true)
  }
})

test('a guest who tries to like is invited to join instead', async ({ page }) => {
  await open(page, '/')
  await page.getByRole('article').first().getByRole('button', { name: 'Like', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Join PhotoBooth' })).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByRole('article').first().locator('a[href^="/post/"]').first().click()
  await expect(page.getByRole('dialog', { name: 'Join PhotoBooth' })).toBeVisible()
  await expect(page).toHaveURL('/')
})

test('a protected page sends a guest to log in, and back there afterwards', async ({ page }) => {
  await open(page, '/notifications')
  await expect(page).toHaveURL('/login')
  await page.getByLabel('Email').fill(DEMO.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/notifications')
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible()
})

test('after sign-in a redirect never leaves our origin', async ({ page }) => {
  await open(page, '/login')
  for (const from of ['https://evil.example/steal', '//evil.example', '/\\evil.example']) {
    // As if the login page had been reached with a forged `from` in the history state.
    await page.evaluate((target) => {
      window.history.replaceState({ usr: { from: target }, key: 'forged', idx: 0 }, '', '/login')
    }, from)
    await page.reload()
    await page.getByLabel('Email').fill(DEMO.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL('/')
    await expect(page.getByRole('article').first()).toBeVisible()
    await page.getByRole('button', { name: 'Log out' }).click()
  }
})

test('an unknown page says so and leads home', async ({ page }) => {
  await open(page, '/no/such/page')
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible()
  await page.getByRole('link', { name: 'Go to the feed' }).click()
  await expect(page).toHaveURL('/')
})
