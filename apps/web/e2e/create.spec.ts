import { CLEAN_CONSOLE, expect, PNG, signedIn, test } from './support'

test('create a post: validation, "Post Created!", and the new post first in the feed', {
  tag: CLEAN_CONSOLE,
}, async ({ page }) => {
  await signedIn(page)
  await page.getByRole('link', { name: 'Create' }).first().click()
  await expect(page).toHaveURL('/create-post')
  await expect(page.getByRole('heading', { name: 'Create new post' })).toBeVisible()
  await expect(page.getByText('0/2,200')).toBeVisible()
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(page.getByText('An image is required.')).toBeVisible()
  await expect(page.getByText('A caption is required.')).toBeVisible()

  await page
    .getByLabel('Select from computer')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hi') })
  await expect(
    page.getByText('Please choose an image file (JPEG, PNG, WebP, GIF or HEIC).'),
  ).toBeVisible()
  await page.getByLabel('Select from computer').setInputFiles(PNG)
  await expect(page.getByRole('application', { name: 'Crop the photo' })).toBeVisible()
  await page.getByLabel('Caption').fill('Fresh from the end-to-end test')
  await expect(page.getByText('30/2,200')).toBeVisible()
  await page.getByRole('button', { name: 'Post', exact: true }).click()

  const created = page.getByRole('dialog', { name: 'Post Created!' })
  await expect(created).toBeVisible()
  await created.getByRole('button', { name: 'Continue to Feed' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('article').first()).toContainText('Fresh from the end-to-end test')
})
