import {
  CLEAN_CONSOLE,
  expect,
  FRIEND,
  onPostPage,
  openNewestOwnPost,
  openOthersPost,
  signedIn,
  test,
} from './support'

test('comments: add, edit, delete', { tag: CLEAN_CONSOLE }, async ({ page }) => {
  await signedIn(page)
  await openOthersPost(page)
  const input = page.getByLabel('Add a comment…')
  const post = page.getByRole('button', { name: 'Post', exact: true })
  await expect(post).toBeDisabled()
  await input.fill('   ')
  await expect(post).toBeDisabled()
  await input.fill('What a view!')
  await post.click()
  const comments = page.getByRole('list', { name: 'Comments' })
  const mine = comments.getByRole('listitem').filter({ hasText: 'What a view!' })
  await expect(mine).toBeVisible()
  await expect(input).toHaveValue('')

  await mine.getByRole('button', { name: 'Edit comment' }).click()
  await page.getByLabel('Edit your comment').fill('What a view! Where is it?')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('Comment updated', { exact: true })).toBeVisible()
  const edited = comments.getByRole('listitem').filter({ hasText: 'Where is it?' })
  await expect(edited).toBeVisible()

  await edited.getByRole('button', { name: 'Delete comment' }).click()
  await expect(page.getByText('Comment deleted', { exact: true })).toBeVisible()
  await expect(comments.getByText('Where is it?')).toHaveCount(0)
})

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

test('the likers modal: count, search, and a View link to each profile', async ({ page }) => {
  await signedIn(page)
  await openOthersPost(page)
  const likes = page.getByRole('button', { name: /^\d+ likes?$/ })
  const count = Number((await likes.textContent())?.split(' ')[0])
  await likes.click()
  const dialog = page.getByRole('dialog', { name: 'People who liked this post' })
  await expect(dialog).toBeVisible()
  if (count === 0) {
    await expect(dialog.getByText('No likes yet')).toBeVisible()
    return
  }
  await expect(
    dialog.getByText(count === 1 ? '1 person liked this' : `${count} people liked this`),
  ).toBeVisible()
  if (count > 5) {
    const name = (await dialog.getByRole('listitem').first().innerText()).split('\n')[0] ?? ''
    await dialog.getByLabel('Search likers').fill(name)
    await expect(dialog.getByText(new RegExp(`^Found \\d+ of ${count}$`))).toBeVisible()
    await dialog.getByLabel('Search likers').fill('zzzz nobody')
    await expect(dialog.getByText('No users matching "zzzz nobody"')).toBeVisible()
    await dialog.getByLabel('Search likers').fill('')
  } else {
    await expect(dialog.getByLabel('Search likers')).toHaveCount(0)
  }
  await dialog
    .getByRole('link', { name: /^View .+'s profile$/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/profile\/[A-Za-z0-9]{16}$/)
})

test('the owner edits a post: overlay, then back on the post', { tag: CLEAN_CONSOLE }, async ({
  page,
}) => {
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
})

test('the owner deletes a post after confirming', { tag: CLEAN_CONSOLE }, async ({ page }) => {
  await signedIn(page)
  await page.goto('/profile')
  await expect(page.getByText('6 posts')).toBeVisible()
  await page
    .getByRole('list', { name: /^Posts by / })
    .getByRole('link')
    .first()
    .click()
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

test("someone else's post has no edit or delete", async ({ page }) => {
  await signedIn(page, FRIEND)
  await page
    .locator('article[aria-label="Post by Jamie Rivera"]')
    .first()
    .locator('a[href^="/post/"]')
    .first()
    .click()
  await onPostPage(page)
  await expect(
    page
      .getByRole('button', { name: 'Like', exact: true })
      .or(page.getByRole('button', { name: 'Unlike', exact: true })),
  ).toBeVisible()
  await expect(page.getByRole('link', { name: 'Edit post' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Delete post' })).toHaveCount(0)
})
