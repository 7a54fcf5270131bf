import {
  CLEAN_CONSOLE,
  DEMO,
  expect,
  expectedConsoleErrors,
  FRIEND,
  open,
  openNewestOwnPost,
  openOthersPost,
  type Page,
  PNG,
  signedIn,
  signIn,
  signOut,
  test,
} from './support'

const EXPIRED = 'Your session has expired. Please sign in again.'
const RESTORED = 'Your unsaved changes were restored.'

/** The demo's control: the mock backend drops the page's session (its storage is untouched). */
async function expireSession(page: Page) {
  await page.waitForFunction(() => window.photoboothDemo !== undefined)
  await page.evaluate(() => window.photoboothDemo?.expireSession())
}

/** On the login page because the session ran out: it says so, and focus is on the message. */
async function toldTheSessionExpired(page: Page) {
  await expect(page).toHaveURL('/login')
  const notice = page.getByRole('status').filter({ hasText: EXPIRED })
  await expect(notice).toBeVisible()
  await expect(page.locator(':focus')).toContainText(EXPIRED)
}

/** Signs in on the login page already shown. */
async function signInHere(page: Page, account: { email: string; password: string } = DEMO) {
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

/** The new post's photo is chosen and shown in the editor. */
async function choosePhoto(page: Page) {
  await page.getByLabel('Select from computer').setInputFiles(PNG)
  await expect(page.getByRole('application', { name: 'Crop the photo' })).toBeVisible()
}

test('an expired session says so, comes back to the new post, and finds it as it was left', {
  tag: CLEAN_CONSOLE,
  // The refused calls of the ended session, which the browser logs.
  annotation: expectedConsoleErrors(/\b401\b/),
}, async ({ page }) => {
  await signedIn(page)
  await page.goto('/create-post')
  await choosePhoto(page)
  await page.getByLabel('Caption').fill('Kept through an expired session')

  await expireSession(page)
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  await toldTheSessionExpired(page)
  // The failed send says nothing of its own: the login page says why.
  await expect(page.getByText('Failed to create post. Please try again.')).toHaveCount(0)

  await signInHere(page)
  await expect(page).toHaveURL('/create-post')
  await expect(page.getByText(RESTORED)).toBeVisible()
  await expect(page.getByLabel('Caption')).toHaveValue('Kept through an expired session')
  await expect(page.getByRole('application', { name: 'Crop the photo' })).toBeVisible()

  // And through a reload.
  await page.reload()
  await expect(page.getByLabel('Caption')).toHaveValue('Kept through an expired session')
  await expect(page.getByRole('application', { name: 'Crop the photo' })).toBeVisible()

  await page.getByRole('button', { name: 'Post', exact: true }).click()
  await page
    .getByRole('dialog', { name: 'Post Created!' })
    .getByRole('button', { name: 'Continue to Feed' })
    .click()
  await expect(page.getByRole('article').first()).toContainText('Kept through an expired session')

  // Sent: nothing is kept any more.
  await page.goto('/create-post')
  await expect(page.getByLabel('Caption')).toHaveValue('')
  await expect(page.getByText('Choose a photo to share')).toBeVisible()
  await expect(page.getByText(RESTORED)).toHaveCount(0)
})

test('an unsent comment, the edited caption and the profile fields wait for the user; passwords do not', async ({
  page,
}) => {
  await signedIn(page)
  // A comment typed and left unsent.
  await openOthersPost(page)
  const commentedPost = new URL(page.url()).pathname
  await page.getByLabel('Add a comment…').fill('Where was this taken?')

  // An own post's caption, changed and left unsaved.
  await openNewestOwnPost(page)
  await page.getByRole('link', { name: 'Edit post' }).click()
  await expect(page).toHaveURL(/\/edit-post\//)
  const editedPost = new URL(page.url()).pathname
  await page.getByRole('textbox', { name: 'Caption' }).fill('A caption worth keeping')

  // The profile, with a password typed: the session runs out as it is sent.
  await page.goto('/edit-profile')
  await page.getByLabel('Bio').fill('Written before the session ran out.')
  await page.getByLabel('Current password').fill(DEMO.password)
  await page.getByLabel('New password', { exact: true }).fill('Kept-Nowhere-42!')
  await page.getByLabel('Confirm new password').fill('Kept-Nowhere-42!')
  await expireSession(page)
  await page.getByRole('button', { name: 'Submit All Changes' }).click()
  await toldTheSessionExpired(page)
  await expect(page.getByText('Failed to update profile.')).toHaveCount(0)

  await signInHere(page)
  await expect(page).toHaveURL('/edit-profile')
  await expect(page.getByLabel('Bio')).toHaveValue('Written before the session ran out.')
  await expect(page.getByText(RESTORED)).toBeVisible()
  await expect(page.getByLabel('Current password')).toHaveValue('')
  await expect(page.getByLabel('New password', { exact: true })).toHaveValue('')

  await page.goto(editedPost)
  await expect(page.getByRole('textbox', { name: 'Caption' })).toHaveValue(
    'A caption worth keeping',
  )
  await expect(page.getByText(RESTORED)).toBeVisible()

  await page.goto(commentedPost)
  const input = page.getByLabel('Add a comment…')
  await expect(input).toHaveValue('Where was this taken?')
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(
    page.getByRole('list', { name: 'Comments' }).getByText('Where was this taken?'),
  ).toBeVisible()
  await expect(input).toHaveValue('')
  await page.reload()
  await expect(page.getByLabel('Add a comment…')).toHaveValue('')
})

test('the other tabs are told too', async ({ page, context }) => {
  await signedIn(page)
  const other = await context.newPage()
  await open(other, '/profile')
  await expect(other.getByRole('heading', { name: DEMO.name, level: 1 })).toBeVisible()
  await expireSession(page)
  // The next call that needs the session finds it over: a like.
  await page
    .getByRole('article')
    .first()
    .getByRole('button', { name: /^(Like|Unlike)$/ })
    .click()
  await toldTheSessionExpired(page)
  // And the like did not stick.
  await signInHere(page)
  await expect(page).toHaveURL('/')
  await expect(other).toHaveURL('/login')
  await expect(other.getByText(EXPIRED)).toBeVisible()
  // Signing in there goes back to where that tab was.
  await signInHere(other)
  await expect(other).toHaveURL('/profile')
})

test('a session that expired while the app was closed is told on the next visit; drafts are the user’s own, and a logout takes them away', async ({
  page,
}) => {
  await signedIn(page)
  await page.goto('/create-post')
  await page.getByLabel('Caption').fill('Jamie’s unfinished post')
  await expireSession(page)
  await page.reload()
  await toldTheSessionExpired(page)

  // Someone else signs in on this browser: the page they come back to is empty for them.
  await signInHere(page, FRIEND)
  await expect(page).toHaveURL('/create-post')
  await expect(page.getByLabel('Caption')).toHaveValue('')
  await page.getByLabel('Caption').fill('Riley’s draft')
  await signOut(page)
  // A logout afterwards is a logout: the login page says nothing of a session expiring.
  await expect(page.getByText(EXPIRED)).toHaveCount(0)

  // Jamie's draft is still there for Jamie.
  await signIn(page, DEMO)
  await expect(page).toHaveURL('/')
  await page.goto('/create-post')
  await expect(page.getByLabel('Caption')).toHaveValue('Jamie’s unfinished post')

  // A logout clears it; Riley's went with Riley's logout.
  await signOut(page)
  await signIn(page, DEMO)
  await expect(page).toHaveURL('/')
  await page.goto('/create-post')
  await expect(page.getByLabel('Caption')).toHaveValue('')
  await signOut(page)
  await signIn(page, FRIEND)
  await expect(page).toHaveURL('/')
  await page.goto('/create-post')
  await expect(page.getByLabel('Caption')).toHaveValue('')
})
