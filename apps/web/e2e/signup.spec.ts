import { CLEAN_CONSOLE, expect, open, test } from './support'

const NEWCOMER = { name: 'Rowan Quill', email: 'rowan.quill@example.com', password: 'quill-pen-7' }

test('sign-up goes straight in: /edit-profile, and a reload there is still signed in', {
  tag: CLEAN_CONSOLE,
}, async ({ page }) => {
  await open(page, '/register')
  await page.getByLabel('Email').fill(NEWCOMER.email)
  await page.getByLabel('Full name').fill(NEWCOMER.name)
  await page.getByLabel('Password', { exact: true }).fill(NEWCOMER.password)
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page).toHaveURL('/edit-profile')
  // A toast greets the newcomer by name.
  await expect(
    page.getByText(`Welcome to PhotoBooth, ${NEWCOMER.name}!`, { exact: true }),
  ).toBeVisible()
  // Spec §4: "Account Created" greets the account, already signed in, and closes to the form.
  const greeting = page.getByRole('dialog', { name: 'Account Created' })
  await expect(greeting).toBeVisible()
  await greeting.getByRole('button', { name: 'Continue to edit profile section' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
  await expect(page.getByLabel('Bio')).toBeVisible()
  // User, access token and refresh token are stored at once (spec §4).
  const stored = await page.evaluate(() =>
    JSON.parse(window.localStorage.getItem('auth-storage') ?? 'null'),
  )
  expect(stored?.state?.user?.email).toBe(NEWCOMER.email)
  expect(stored?.state?.accessToken).toEqual(expect.any(String))
  expect(stored?.state?.refreshToken).toEqual(expect.any(String))

  await page.reload()
  await expect(page).toHaveURL('/edit-profile')
  await expect(page.getByRole('heading', { name: 'Edit profile' })).toBeVisible()
  await expect(page.getByText(NEWCOMER.name).first()).toBeVisible()
  await expect(page.getByRole('button', { name: 'Log out' })).toBeVisible()
  // Greeted once: not again after the reload.
  await expect(page.getByRole('dialog')).toHaveCount(0)
})
