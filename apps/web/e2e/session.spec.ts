import { DEMO, expect, open, setAccessTokenLifetime, signedIn, test } from './support'

test('the session and the data survive a reload', async ({ page }) => {
  await signedIn(page)
  await page.goto('/create-post')
  await page.getByLabel('Select from computer').setInputFiles({
    name: 'kept.png',
    mimeType: 'image/png',
    buffer: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    ),
  })
  await expect(page.getByRole('application', { name: 'Crop the photo' })).toBeVisible()
  await page.getByLabel('Caption').fill('Still here after a reload')
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Post Created!' })
    .getByRole('button', { name: 'Continue to Feed' })
    .click()
  await expect(page.getByRole('article').first()).toContainText('Still here after a reload')

  await page.reload()
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
  await expect(page.getByRole('article').first()).toContainText('Still here after a reload')
  await page.goto('/profile')
  await expect(page.getByText('7 posts')).toBeVisible()
})

test('with access tokens living 2 seconds, the session keeps working', async ({ page }) => {
  test.slow()
  await signedIn(page)
  await setAccessTokenLifetime(page, 2000)
  const nav = page.getByRole('navigation', { name: 'Main' })
  // Every step waits past the token's life: each request meets TOKEN_EXPIRED and refreshes.
  await page.waitForTimeout(2500)
  await nav.getByRole('link', { name: /^Notifications/ }).click()
  await expect(page.getByRole('heading', { name: 'Notifications', level: 1 })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Today' })).toBeVisible()
  await page.waitForTimeout(2500)
  await nav.getByRole('link', { name: 'Profile' }).click()
  await expect(page.getByRole('heading', { name: DEMO.name, level: 1 })).toBeVisible()
  await page.waitForTimeout(2500)
  await page.getByRole('link', { name: 'Edit profile' }).click()
  await page.getByLabel('Bio').fill('Written with a refreshed token.')
  await page.getByRole('button', { name: 'Submit All Changes' }).click()
  await expect(page.getByRole('dialog', { name: 'Profile Updated' })).toBeVisible()
  await page.getByRole('button', { name: 'OK' }).click()
  await page.waitForTimeout(2500)
  await nav.getByRole('link', { name: 'Home' }).click()
  const first = page.getByRole('article').first()
  const liked = (await first.getByRole('button', { name: 'Unlike', exact: true }).count()) > 0
  await first.getByRole('button', { name: liked ? 'Unlike' : 'Like', exact: true }).click()
  await expect(
    first.getByRole('button', { name: liked ? 'Like' : 'Unlike', exact: true }),
  ).toBeVisible()
  await expect(page.getByText('Failed to update like.')).toHaveCount(0)
  await expect(page).toHaveURL('/')
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
})

test('signing out in one tab signs out the other', async ({ page, context }) => {
  await signedIn(page)
  const other = await context.newPage()
  await open(other, '/profile')
  await expect(other.getByRole('heading', { name: DEMO.name, level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(other).toHaveURL('/login')
})

test('two tabs refreshing tokens keep both signed in', async ({ page, context }) => {
  test.slow()
  await signedIn(page)
  const other = await context.newPage()
  await open(other, '/profile')
  await setAccessTokenLifetime(page, 1500)
  await setAccessTokenLifetime(other, 1500)
  for (let round = 0; round < 3; round++) {
    await page.waitForTimeout(2000)
    await Promise.all([page.reload(), other.reload()])
    await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
    await expect(other.getByRole('heading', { name: DEMO.name, level: 1 })).toBeVisible()
    await setAccessTokenLifetime(page, 1500)
    await setAccessTokenLifetime(other, 1500)
  }
})
