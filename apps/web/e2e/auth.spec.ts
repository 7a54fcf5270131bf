import { DEMO, expect, open, requestPasswordReset, signedIn, signIn, test } from './support'

test('Google sign-in (simulated in the demo): cancel, then an account made on the fly', async ({
  page,
}) => {
  await open(page, '/login')
  await page.getByRole('button', { name: 'Continue with Google' }).click()
  const popup = page.getByRole('dialog', { name: 'Sign in with Google' })
  await popup.getByRole('button', { name: 'Close the popup' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Sign-in was cancelled.' })).toBeVisible()

  await page.getByRole('button', { name: 'Continue with Google' }).click()
  await popup.getByRole('button', { name: /^Continue as Morgan Provider/ }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByText('Welcome back, Morgan Provider!', { exact: true })).toBeVisible()
})

test('forgot password: the token from the console resets it, and the new one signs in', async ({
  page,
  consoleLines,
}) => {
  await open(page, '/forgot-password')
  await requestPasswordReset(page, DEMO.email)
  await expect
    .poll(() => consoleLines.find((line) => line.includes(`Reset token for ${DEMO.email}: `)))
    .toBeTruthy()
  const token =
    consoleLines
      .find((line) => line.includes('Reset token for'))
      ?.split(': ')
      .at(-1)
      ?.trim() ?? ''

  await open(page, `/reset-password?token=${token}`)
  await page.getByLabel('New password', { exact: true }).fill('Fresh-start-9')
  await page.getByLabel('Confirm password', { exact: true }).fill('Fresh-start-9')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await expect(
    page.getByText('Password has been reset successfully', { exact: true }),
  ).toBeVisible()
  await expect(page).toHaveURL('/login')
  await signIn(page, { email: DEMO.email, password: 'Fresh-start-9' })
  await expect(page).toHaveURL('/')
})

test('password change: the dialog signs out, and the new password signs in', async ({ page }) => {
  await signedIn(page)
  await open(page, '/edit-profile')
  await page.getByLabel('Current password').fill(DEMO.password)
  await page.getByLabel('New password', { exact: true }).fill('Sunny-Day-42!')
  await page.getByLabel('Confirm new password').fill('Sunny-Day-42!')
  await page.getByRole('button', { name: 'Submit All Changes' }).click()
  const dialog = page.getByRole('dialog', { name: 'Password Updated' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: 'Log in again' }).click()
  await expect(page).toHaveURL('/login')
  await signIn(page, DEMO)
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible()
  await signIn(page, { email: DEMO.email, password: 'Sunny-Day-42!' })
  await expect(page).toHaveURL('/')
})

test('a corrupted stored session reads as signed out, without a crash', async ({ page }) => {
  await page.addInitScript(() =>
    window.localStorage.setItem('auth-storage', '{"state": {"user": 42'),
  )
  await open(page, '/')
  await expect(page.getByRole('article')).toHaveCount(4)
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible()
  await open(page, '/notifications')
  await expect(page).toHaveURL('/login')
})
