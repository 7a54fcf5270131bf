import {
  CLEAN_CONSOLE,
  DEMO,
  expect,
  open,
  requestPasswordReset,
  signedIn,
  signIn,
  signOut,
  test,
} from './support'

test('register: validation first, then the account, then the profile to complete', {
  tag: CLEAN_CONSOLE,
}, async ({ page }) => {
  await open(page, '/register')
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page.getByText('Email is required')).toBeVisible()
  await expect(page.getByText('Full name is required')).toBeVisible()
  await expect(page.getByText('Password is required')).toBeVisible()
  await page.getByLabel('Email').fill('new.person@photobooth')
  await page.getByLabel('Full name').fill('Nova Person')
  await page.getByLabel('Password', { exact: true }).fill('123')
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page.getByText('Please enter a valid email')).toBeVisible()
  await expect(page.getByText('Password must be at least 6 characters long')).toBeVisible()

  await page.getByLabel('Email').fill('nova.person@example.com')
  await page.getByLabel('Password', { exact: true }).fill('novaspass1')
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page).toHaveURL('/edit-profile')
  await expect(page.getByText('Welcome to PhotoBooth, Nova Person!', { exact: true })).toBeVisible()
  await page
    .getByRole('dialog', { name: 'Account Created' })
    .getByRole('button', { name: 'Continue to edit profile section' })
    .click()
  await expect(page.getByRole('heading', { name: 'Edit profile' })).toBeVisible()
  await expect(page.getByText('Nova Person').first()).toBeVisible()
})

test('register with an e-mail already in use shows the server message and keeps the form', async ({
  page,
}) => {
  await open(page, '/register')
  await page.getByLabel('Email').fill(DEMO.email)
  await page.getByLabel('Full name').fill('Second Jamie')
  await page.getByLabel('Password', { exact: true }).fill('another-pass')
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Email already in use' })).toBeVisible()
  await expect(page.getByLabel('Full name')).toHaveValue('Second Jamie')
})

test('login: the server says "Invalid credentials", then the right password welcomes back', async ({
  page,
}) => {
  await signIn(page, { email: DEMO.email, password: 'not-the-password' })
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' })).toBeVisible()
  await expect(page.getByLabel('Email')).toHaveValue(DEMO.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/')
  await expect(page.getByText(`Welcome back, ${DEMO.name}!`, { exact: true })).toBeVisible()
})

test('logout ends the session and protected pages send back to login', async ({ page }) => {
  await signedIn(page)
  await signOut(page)
  const stored = await page.evaluate(() => window.localStorage.getItem('auth-storage'))
  expect(stored).toBeNull()
  await open(page, '/profile')
  await expect(page).toHaveURL('/login')
})

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

test('the reset page without a token offers a new link', async ({ page }) => {
  await open(page, '/reset-password')
  await expect(page.getByText('Invalid or missing password reset token')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  )
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
