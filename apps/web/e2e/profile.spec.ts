import { CLEAN_CONSOLE, DEMO, expect, expectedConsoleErrors, PNG, signedIn, test } from './support'

test('own profile and another profile', async ({ page }) => {
  await signedIn(page)
  await page.getByRole('link', { name: 'Profile' }).first().click()
  await expect(page.getByRole('heading', { name: DEMO.name, level: 1 })).toBeVisible()
  await expect(page.getByRole('main').getByText('demo', { exact: true })).toBeVisible()
  await expect(page.getByText('6 posts')).toBeVisible()
  await expect(page.getByText('0 followers')).toBeVisible()
  await expect(page.getByText('0 following')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
    'href',
    '/edit-profile',
  )
  await expect(
    page.getByRole('list', { name: `Posts by ${DEMO.name}` }).getByRole('link'),
  ).toHaveCount(6)

  await page.goto('/')
  // A post of someone else (not a card still loading: those are not named).
  const other = page
    .locator(`article[aria-label^="Post by "]:not([aria-label="Post by ${DEMO.name}"])`)
    .first()
  await expect(other).toBeVisible()
  const author = ((await other.getAttribute('aria-label')) ?? '').replace(/^Post by /, '')
  await other.getByRole('link', { name: author, exact: true }).first().click()
  await expect(page).toHaveURL(/\/profile\/[A-Za-z0-9]{16}$/)
  await expect(page.getByRole('heading', { name: author, level: 1 })).toBeVisible()
  await expect(page.getByText('0 followers')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Edit profile' })).toHaveCount(0)
})

test('edit profile: photo, bio, website and gender', {
  tag: CLEAN_CONSOLE,
  // The server's refusal of the javascript: website, which the browser logs.
  annotation: expectedConsoleErrors(/status of 400 \(Bad Request\)/),
}, async ({ page }) => {
  await signedIn(page)
  await page.goto('/edit-profile')
  await expect(page.getByText('Editing your links is only available on mobile.')).toBeVisible()
  const before = await page.getByRole('main').locator('img').first().getAttribute('src')
  await page.getByLabel('Change photo').setInputFiles(PNG)
  const editor = page.getByRole('dialog', { name: 'Edit photo' })
  await expect(editor.getByRole('application', { name: 'Crop your photo' })).toBeVisible()
  await editor.getByRole('button', { name: 'Save photo' }).click()
  await expect(editor).toBeHidden()
  await expect
    .poll(() => page.getByRole('main').locator('img').first().getAttribute('src'))
    .not.toBe(before)

  await page.getByLabel('Bio').fill('Now with a new bio.')
  await expect(page.getByText('19 / 150')).toBeVisible()
  await page.getByLabel('Website').fill('javascript:alert(1)')
  await page.getByRole('button', { name: 'Submit All Changes' }).click()
  await expect(page.getByText('Website must be a valid http(s) URL')).toBeVisible()
  await expect(page.getByLabel('Bio')).toHaveValue('Now with a new bio.')

  await page.getByLabel('Website').fill('https://jamie.example.org')
  await page.getByRole('combobox', { name: 'Gender' }).click()
  await page.getByRole('option', { name: 'Female' }).click()
  await page.getByRole('button', { name: 'Submit All Changes' }).click()
  const done = page.getByRole('dialog', { name: 'Profile Updated' })
  await expect(done.getByText('Profile updated successfully!')).toBeVisible()
  await done.getByRole('button', { name: 'OK' }).click()

  await page.goto('/profile')
  await expect(page.getByText('Now with a new bio.')).toBeVisible()
  await expect(page.getByRole('link', { name: /jamie\.example\.org/ })).toHaveAttribute(
    'href',
    'https://jamie.example.org/',
  )
})
