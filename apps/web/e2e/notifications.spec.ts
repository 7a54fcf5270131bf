import {
  CLEAN_CONSOLE,
  DEMO,
  expect,
  FRIEND,
  onPostPage,
  openNewestOwnPost,
  signedIn,
  signOut,
  test,
} from './support'

/** The unread count the side navigation shows (0 without a badge). */
async function unreadCount(page: import('@playwright/test').Page) {
  const link = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Notifications/ })
  const name = (await link.getAttribute('aria-label')) ?? (await link.innerText())
  return Number(/(\d+) unread/.exec(name)?.[1] ?? 0)
}

test('a second user likes and comments: a badge, and the notifications grouped', {
  tag: CLEAN_CONSOLE,
}, async ({ page }) => {
  test.slow()
  await signedIn(page, DEMO)
  // The badge settles once every unread notification's post has been checked.
  await expect.poll(() => unreadCount(page)).toBeGreaterThan(10)
  await page.waitForTimeout(1500)
  const before = await unreadCount(page)
  await signOut(page)

  // Riley likes and comments on Jamie's newest post.
  await signedIn(page, FRIEND)
  await page
    .locator(`article[aria-label="Post by ${DEMO.name}"]`)
    .first()
    .locator('a[href^="/post/"]')
    .first()
    .click()
  await onPostPage(page)
  const unlike = page.getByRole('button', { name: 'Unlike', exact: true })
  if (await unlike.isVisible()) {
    await unlike.click()
    await expect(page.getByRole('button', { name: 'Like', exact: true })).toBeVisible()
  }
  await page.getByRole('button', { name: 'Like', exact: true }).click()
  await expect(page.getByRole('button', { name: 'Unlike', exact: true })).toBeVisible()
  await page.getByLabel('Add a comment…').fill('Lovely shot, Jamie!')
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(page.getByText('Lovely shot, Jamie!')).toBeVisible()
  await signOut(page)

  await signedIn(page, DEMO)
  await expect.poll(() => unreadCount(page)).toBe(before + 2)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Notifications/ })
    .click()
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible()
  const groups = page.getByRole('heading', { level: 2 })
  await expect(groups).toHaveText(['Today', 'This Week', 'Earlier'])
  const today = page.getByRole('region', { name: 'Today' })
  await expect(today.getByText(`${FRIEND.name} commented on your post.`).first()).toBeVisible()
  await expect(today.getByText(`${FRIEND.name} liked your post.`).first()).toBeVisible()
  // Seen: the badge goes once they are marked read.
  await expect.poll(() => unreadCount(page), { timeout: 30_000 }).toBe(0)
})

test('the owner deletes a liked post: Notifications says so once, and leaves its notifications out', async ({
  page,
}) => {
  test.slow()
  await signedIn(page, DEMO)
  await expect.poll(() => unreadCount(page)).toBeGreaterThan(0)
  // The newest post of the demo account: liked nine times, each like notified.
  await openNewestOwnPost(page)
  const postPath = new URL(page.url()).pathname
  await page.getByRole('button', { name: 'Delete post' }).click()
  await page
    .getByRole('alertdialog', { name: 'Delete post?' })
    .getByRole('button', { name: 'Delete' })
    .click()
  await expect(page).toHaveURL('/')

  const deleted = page.getByText('The associated post has been deleted.', { exact: true })
  // Not on the feed: the news waits for the Notifications page.
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(deleted).toHaveCount(0)
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Notifications/ })
    .click()
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible()
  await expect(deleted).toBeVisible()
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
  await expect(page.locator(`a[href="${postPath}"]`)).toHaveCount(0)

  // Told once: a reload leaves the notifications out without saying it again.
  await page.reload()
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible()
  await page.waitForTimeout(1000)
  await expect(page.locator(`a[href="${postPath}"]`)).toHaveCount(0)
  await expect(deleted).toHaveCount(0)
  await expect(page.getByText('Failed to load post')).toHaveCount(0)
})
