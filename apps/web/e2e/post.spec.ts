import {
  CLEAN_CONSOLE,
  expect,
  onPostPage,
  openNewestOwnPost,
  openOthersPost,
  signedIn,
  test,
} from './support'

test('share copies origin + /post/{id}', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await signedIn(page)
  await openOthersPost(page)
  await page.getByRole('button', { name: 'Share' }).click()
  await expect(page.getByText('Link copied to clipboard!', { exact: true })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Link copied' })).toBeVisible()
  const copied = await page.evaluate(() => navigator.clipboard.readText())
  expect(copied).toBe(`${baseURL}${new URL(page.url()).pathname}`)
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible({ timeout: 5000 })
})

test('the owner edits a post (overlay, then back on the post), then deletes it after confirming', {
  tag: CLEAN_CONSOLE,
}, async ({ page }) => {
  await signedIn(page)
  await openNewestOwnPost(page)
  const postUrl = page.url()
  await page.getByRole('link', { name: 'Edit post' }).click()
  await expect(page).toHaveURL(/\/edit-post\//)
  const caption = page.getByLabel('Caption')
  await expect(caption).toHaveAttribute('rows', '8')
  await caption.fill('Edited from the end-to-end test')
  await page.getByRole('button', { name: 'Update Post' }).click()
  await expect(page.getByText('Post Updated Successfully!')).toBeVisible()
  await expect(page.getByText('Redirecting to your post...')).toBeVisible()
  await expect(page).toHaveURL(postUrl)
  await expect(page.getByText('Edited from the end-to-end test').first()).toBeVisible()
  await expect(page.getByText('Post updated.')).toBeVisible()

  await page.goto('/profile')
  await expect(page.getByText('6 posts')).toBeVisible()
  await page.goto(postUrl)
  await onPostPage(page)
  await page.getByRole('button', { name: 'Delete post' }).click()
  const confirm = page.getByRole('alertdialog', { name: 'Delete post?' })
  await confirm.getByRole('button', { name: 'Cancel' }).click()
  await expect(confirm).toBeHidden()
  await page.getByRole('button', { name: 'Delete post' }).click()
  await confirm.getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByText('Post deleted', { exact: true })).toBeVisible()
  await expect(page).toHaveURL('/')
  await page.goto('/profile')
  await expect(page.getByText('5 posts')).toBeVisible()
})
