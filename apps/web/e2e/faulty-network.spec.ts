import type { Browser, Locator, Page } from '@playwright/test'
import {
  type Account,
  type FaultOptions,
  faultLog,
  NO_FAULTS,
  noisyPng,
  readDatabase,
  setFaults,
  signUp,
} from './faulty-network'
import { FAULT_API, FAULTY_APP } from './ports'
import { expect, FRIEND, PNG, signIn, test } from './support'

// The app on a bad phone network: server mode through the fault proxy (test-support/fault-proxy.ts),
// and what the server really got read from the mock API directly. The proxy's faults are one
// setting for the whole run, so these tests take turns.

test.describe.configure({ mode: 'serial' })
test.use({ baseURL: FAULTY_APP })

/**
 * A phone's network: a gateway answers 503 now and then, some connections are cut before the
 * server sees the request, and a fifth of the answers are lost after the server did the work
 * (Chromium then re-sends a request whose reused connection was reset, by itself), with delays.
 */
const PHONE_NETWORK: FaultOptions = {
  seed: 20261126,
  gateway: 0.1,
  cutBefore: 0.1,
  cutAfter: 0.2,
  delayMs: [50, 600],
}

/** What the app says when a write did not (or may not) go through. */
const WRITE_FAILED = [
  'Failed to create post. Please try again.',
  'Failed to post comment',
  'Failed to update comment',
  'Failed to like post',
  "You're offline. Nothing was sent, and what you entered is kept.",
  "No answer came, so this may not have been saved. What you entered is kept: try again and we'll check first.",
]

/** The error toasts and form errors saying a write failed. */
function failures(page: Page): Locator {
  return page
    .locator('[data-tone="error"], [role="alert"]')
    .filter({ hasText: new RegExp(WRITE_FAILED.map(literally).join('|')) })
}

function literally(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

/**
 * As a patient user: presses, and when the app says it failed, dismisses what it said and
 * presses again — until `done` shows (at most `tries` presses). Returns the presses it took.
 */
async function patiently(
  page: Page,
  press: () => Promise<void>,
  done: () => Promise<boolean>,
  tries = 8,
): Promise<number> {
  for (let presses = 1; presses <= tries; presses++) {
    await press()
    const said = failures(page)
    let outcome: 'done' | 'failed' | undefined
    await expect
      .poll(
        async () => {
          if (await done()) outcome = 'done'
          else if ((await said.count()) > 0) outcome = 'failed'
          return outcome
        },
        { timeout: 60_000 },
      )
      .toBeDefined()
    if (outcome === 'done') return presses
    // Toasts are dismissed; a form's error goes with the next press.
    await dismissToasts(page)
    await expect(page.locator('[data-tone="error"]')).toHaveCount(0)
  }
  throw new Error(`Still failing after ${tries} presses.`)
}

/** A post of the seeded friend's, read from the server directly. */
async function friendsPost(): Promise<{ _id: string }> {
  const answer = await fetch(`${FAULT_API}/api/posts?page=1&limit=50`)
  const posts = (await answer.json()) as { _id: string; user?: { email?: string } }[]
  const post = posts.find((candidate) => candidate.user?.email === FRIEND.email)
  if (!post) throw new Error('The friend has no post among the newest 50.')
  return post
}

/**
 * Waits until the like is settled: no failure said within a few seconds of the last change of
 * the button (the app shows the server's state once it knows it).
 */
async function settled(page: Page, like: Locator) {
  let last = await like.getAttribute('aria-pressed')
  let stableSince = Date.now()
  while (Date.now() - stableSince < 4_000) {
    await page.waitForTimeout(250)
    const now = await like.getAttribute('aria-pressed')
    if (now !== last) {
      last = now
      stableSince = Date.now()
    }
  }
  await dismissToasts(page)
}

/** Dismisses the toasts on screen (one may go by itself as it is pressed). */
async function dismissToasts(page: Page) {
  const dismiss = page.getByRole('button', { name: 'Dismiss' })
  while ((await dismiss.count()) > 0) {
    await dismiss
      .first()
      .click({ timeout: 2_000 })
      .catch(() => undefined)
  }
}

/**
 * Waits for a page's content, pressing Retry as often as the app offers it, and opening the
 * page again when the app gave up on it (a post that failed to load sends the reader home).
 */
async function patientlyOpen(page: Page, path: string, ready: Locator) {
  await page.goto(path)
  const retry = page.getByRole('button', { name: 'Retry', exact: true }).first()
  for (let tries = 0; tries < 8; tries++) {
    let outcome: 'ready' | 'retry' | 'left' | undefined
    await expect
      .poll(
        async () => {
          if (await ready.isVisible()) outcome = 'ready'
          else if (await retry.isVisible()) outcome = 'retry'
          else if (new URL(page.url()).pathname !== path) outcome = 'left'
          return outcome
        },
        { timeout: 60_000 },
      )
      .toBeDefined()
    if (outcome === 'ready') return
    if (outcome === 'retry') await retry.click()
    else await page.goto(path)
  }
  throw new Error(`${path} never loaded.`)
}

test('a patient user on a phone network: one post per Post, one comment per comment, the like as the server holds it', async ({
  page,
}) => {
  test.setTimeout(300_000)
  const user = await signUp(page, 'Pat Ience')
  await setFaults(PHONE_NETWORK)

  // Three posts, each pressed for until "Post Created!".
  const captions = ['Harbour at dawn', 'Fog on the pier', 'Gulls at noon']
  for (const caption of captions) {
    await page.goto('/create-post')
    await page.getByLabel('Select from computer').setInputFiles(PNG)
    await expect(page.getByRole('application', { name: 'Crop the photo' })).toBeVisible()
    await page.getByLabel('Caption').fill(caption)
    const created = page.getByRole('dialog', { name: 'Post Created!' })
    await patiently(
      page,
      () => page.getByRole('button', { name: 'Post', exact: true }).click(),
      () => created.isVisible(),
    )
    await created.getByRole('button', { name: 'Continue to Feed' }).click()
    await expect(page).toHaveURL('/')
  }

  // Someone else's post: liked once, and three comments.
  const target = await friendsPost()
  // This user's comments: their author links to the viewer's own profile.
  const comments = page
    .getByRole('list', { name: 'Comments' })
    .getByRole('listitem')
    .filter({ has: page.locator('a[href="/profile"]') })
  await patientlyOpen(page, `/post/${target._id}`, page.getByLabel('Add a comment…'))

  // The like shows at once; whether it held is seen once the app is done with it: pressed
  // again (patiently) while the screen says "not liked".
  const like = page.getByRole('button', { name: /^(Like|Unlike)$/ })
  const serverLiked = async () =>
    ((await readDatabase.postById(target._id))?.likes ?? []).some((liker) => liker._id === user.id)
  for (let presses = 0; presses < 8; presses++) {
    if ((await like.getAttribute('aria-pressed')) === 'true' && (await serverLiked())) break
    await like.click()
    await settled(page, like)
  }
  await expect.poll(serverLiked).toBe(true)
  await expect(like).toHaveAttribute('aria-pressed', 'true')

  const said = ['What lens was this?', 'The colours are lovely', 'Saving this one']
  for (const text of said) {
    const field = page.getByLabel('Add a comment…')
    await field.fill(text)
    await patiently(
      page,
      () => page.getByRole('button', { name: 'Post', exact: true }).click(),
      // Done as the app says it: the field emptied, the comment in the list.
      async () =>
        (await field.inputValue()) === '' &&
        (await comments.filter({ hasText: text }).count()) === 1,
    )
    await expect(field).toHaveValue('')
  }

  // An edit of the first comment, pressed for until it reads as saved.
  await comments.filter({ hasText: said[0] }).getByRole('button', { name: 'Edit comment' }).click()
  const editing = comments.filter({ has: page.getByRole('textbox', { name: 'Edit your comment' }) })
  await editing.getByRole('textbox').fill('Which lens was this?')
  await patiently(
    page,
    () => editing.getByRole('button', { name: 'Save' }).click(),
    () => page.locator('[data-tone="success"]').filter({ hasText: 'Comment updated' }).isVisible(),
  )

  // What the server holds: exactly what was pressed for.
  const stored = await readDatabase.postById(target._id)
  const mine = stored?.comments.filter((comment) => comment.userId === user.id) ?? []
  expect(mine.map((comment) => comment.text).sort()).toEqual(
    ['Which lens was this?', said[1], said[2]].sort(),
  )
  expect(stored?.likes.filter((liker) => liker._id === user.id)).toHaveLength(1)
  const posts = (await readDatabase.postsOf(user.id)) ?? []
  expect(posts.map((post) => post.caption).sort()).toEqual([...captions].sort())

  // Notifications, the profile and the feed open on the same network (Retry pressed whenever
  // the app offers it): the profile shows the three posts.
  await patientlyOpen(page, '/notifications', page.getByText('You have no new notifications.'))
  await patientlyOpen(
    page,
    '/profile',
    page
      .getByRole('list', { name: `Posts by ${user.name}` })
      .getByRole('link')
      .first(),
  )
  await expect(
    page.getByRole('list', { name: `Posts by ${user.name}` }).getByRole('link'),
  ).toHaveCount(3)
  await patientlyOpen(page, '/', page.getByRole('article').first())

  // The network did its worst meanwhile: every kind of fault met the journey.
  const fates = new Set((await faultLog()).map((record) => record.fate))
  expect([...fates].sort()).toEqual(['bypass', 'cutAfter', 'cutBefore', 'gateway', 'pass'])

  // The screen agrees with the server, after a reload too.
  await setFaults(NO_FAULTS)
  await page.goto(`/post/${target._id}`)
  await expect(page.getByRole('button', { name: 'Unlike' })).toHaveAttribute('aria-pressed', 'true')
  for (const text of ['Which lens was this?', said[1] as string, said[2] as string]) {
    await expect(comments.filter({ hasText: text })).toHaveCount(1)
  }
})

test('a lost refresh answer: the session cannot be saved, so it ends as "expired", the draft waits, and the post is made once', async ({
  page,
}) => {
  test.setTimeout(180_000)
  const user = await signUp(page, 'Ray Fresh')
  await page.goto('/create-post')
  await page.getByLabel('Select from computer').setInputFiles(PNG)
  await expect(page.getByRole('application', { name: 'Crop the photo' })).toBeVisible()
  await page.getByLabel('Caption').fill('Kept through a lost refresh')

  // The access token goes bad, and the refresh that follows is done by the server but its
  // answer (the rotated pair) never arrives.
  await setFaults({
    seed: 5,
    cutAfter: 1,
    only: { methods: ['POST'], pathPrefix: '/api/auth/refresh-token' },
  })
  await page.evaluate(() => {
    const stored = JSON.parse(localStorage.getItem('auth-storage') ?? '{}')
    stored.state.accessToken = 'no-longer-valid'
    localStorage.setItem('auth-storage', JSON.stringify(stored))
  })
  await page.reload()
  await expect(page.getByLabel('Caption')).toHaveValue('Kept through a lost refresh')
  const expired = page.getByText('Your session has expired. Please sign in again.')
  // The first renewal's answer is lost — then the network is good again. That press fails (the
  // post was not made) and the user stays signed in; the next renewal spends a token the
  // server already rotated away, and the session is over. (The app may meet the first renewal
  // by itself, from its own reads.)
  const failed = page.getByText('Failed to create post. Please try again.')
  let lost = false
  const loseOnce = async () => {
    if (lost || !(await faultLog()).some((record) => record.fate === 'cutAfter')) return
    lost = true
    await setFaults(NO_FAULTS)
  }
  for (let presses = 0; presses < 3 && !(await expired.isVisible()); presses++) {
    await loseOnce()
    // The session may end (the app's own reads renewing it) between the look and the press:
    // the sign-in page has no Post button then, and that is the ending this loop waits for.
    await page
      .getByRole('button', { name: 'Post', exact: true })
      .click({ timeout: 15_000 })
      .catch(async (error: unknown) => {
        if (!(await expired.isVisible())) throw error
      })
    await expect(failed.or(expired)).toBeVisible({ timeout: 30_000 })
    await loseOnce()
  }
  await expect(expired).toBeVisible()
  expect(lost).toBe(true)

  await setFaults(NO_FAULTS)
  await signIn(page, user, page.url().replace(FAULTY_APP, ''))
  await expect(page).toHaveURL('/create-post')
  await expect(page.getByLabel('Caption')).toHaveValue('Kept through a lost refresh')
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Post Created!' })).toBeVisible()
  const posts = (await readDatabase.postsOf(user.id)) ?? []
  expect(posts.map((post) => post.caption)).toEqual(['Kept through a lost refresh'])
})

test('offline: a comment is refused with its text kept, and goes once, through the proxy, when the network is back', async ({
  page,
  context,
}) => {
  const user = await signUp(page, 'Ollie Line')
  await setFaults(NO_FAULTS)
  const target = await friendsPost()
  await page.goto(`/post/${target._id}`)
  const field = page.getByLabel('Add a comment…')
  await field.fill('Written in the tunnel')

  await context.setOffline(true)
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(
    page
      .locator('[data-tone="error"]')
      .filter({ hasText: "You're offline. Nothing was sent, and what you entered is kept." }),
  ).toBeVisible()
  await expect(field).toHaveValue('Written in the tunnel')
  const none = (await readDatabase.commentsOn(target._id)).filter(
    (comment) => comment.userId === user.id,
  )
  expect(none).toEqual([])

  await context.setOffline(false)
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(
    page
      .getByRole('list', { name: 'Comments' })
      .getByRole('listitem')
      .filter({ has: page.locator('a[href="/profile"]'), hasText: 'Written in the tunnel' }),
  ).toHaveCount(1)
  await expect(field).toHaveValue('')
  const stored = (await readDatabase.commentsOn(target._id)).filter(
    (comment) => comment.userId === user.id,
  )
  expect(stored.map((comment) => comment.text)).toEqual(['Written in the tunnel'])
  // The plumbing: it went through the proxy, which let everything pass.
  const log = await faultLog()
  expect(log).toContainEqual(
    expect.objectContaining({
      method: 'POST',
      path: `/api/posts/${target._id}/comment`,
      fate: 'pass',
    }),
  )
  expect(log.filter((record) => record.fate !== 'pass' && record.fate !== 'bypass')).toEqual([])
})

test('a sign-up whose answer is lost: the account is found, and the newcomer goes straight in', async ({
  page,
}) => {
  await setFaults({
    seed: 9,
    cutAfter: 1,
    only: { methods: ['POST'], pathPrefix: '/api/auth/signup' },
  })
  const email = `nia.${Date.now()}@example.com`
  await page.goto('/register')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Full name').fill('Nia Newcomer')
  await page.getByLabel('Password', { exact: true }).fill('nia-s-own-1')
  await page.getByRole('button', { name: 'Sign up' }).click()
  await expect(page).toHaveURL('/edit-profile')
  await expect(page.getByRole('dialog', { name: 'Account Created' })).toBeVisible()
  await expect(page.getByText('Email already in use')).toHaveCount(0)
  // The server did make it, and its answer was lost.
  expect((await faultLog()).filter((record) => record.fate === 'cutAfter').length).toBeGreaterThan(
    0,
  )
  await setFaults(NO_FAULTS)
})

/** The like toggled on the server as `user`, past the proxy. */
async function likeOnServer(user: Account, postId: string) {
  const login = await fetch(`${FAULT_API}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  })
  const { accessToken } = (await login.json()) as { accessToken: string }
  const answer = await fetch(`${FAULT_API}/api/posts/${postId}/like`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${accessToken}` },
  })
  expect(answer.status).toBe(200)
}

for (const landed of [false, true]) {
  test(`a like on its way when the page reloads (${landed ? 'it landed' : 'it never arrived'}): "Unlike" afterwards leaves the post unliked`, async ({
    page,
  }) => {
    const user = await signUp(page, 'Rae Reload')
    const first = page.getByRole('article').first()
    const postId = (await first.locator('a[href^="/post/"]').first().getAttribute('href'))
      ?.split('/')
      .pop() as string
    const liked = async () =>
      ((await readDatabase.postById(postId))?.likes ?? []).some((liker) => liker._id === user.id)
    const before = Number(
      (await first.getByText(/^\d+ likes?$/).textContent())?.split(' ')[0] as string,
    )
    const likes = (n: number) => (n === 1 ? '1 like' : `${n} likes`)

    // The like is held on its way and the page is left (the stored feed keeps it as asked).
    // The proxy drops it; when it landed, it reaches the server as the new page loads.
    await setFaults({
      seed: 3,
      delayMs: [1500, 1500],
      only: { methods: ['POST'], pathPrefix: `/api/posts/${postId}/like` },
    })
    await first.getByRole('button', { name: 'Like', exact: true }).click()
    await expect(first.getByText(likes(before + 1))).toBeVisible()
    await expect
      .poll(async () => (await faultLog()).filter((record) => record.fate !== 'bypass'))
      .toHaveLength(1)
    await page.reload()
    if (landed) await likeOnServer(user, postId)
    await expect(first.getByText(likes(before + 1))).toBeVisible()
    expect(await liked()).toBe(landed)
    await setFaults(NO_FAULTS)

    // The viewer sees their like and takes it back: the post is read first, so the toggle
    // never likes it instead.
    await first.getByRole('button', { name: 'Unlike', exact: true }).click()
    await expect(first.getByText(likes(before))).toBeVisible()
    await expect(first.getByRole('button', { name: 'Like', exact: true })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await expect.poll(liked).toBe(false)
    await expect(page.getByText('Failed to update like.')).toHaveCount(0)
  })
}

// One person on two devices (two browser contexts): what one device made is never taken by the
// other for a copy of its own press.

/** The same account signed in on a second device (a context of its own). */
async function secondDevice(browser: Browser, user: Account): Promise<Page> {
  const context = await browser.newContext({ baseURL: FAULTY_APP, locale: 'en-US' })
  const page = await context.newPage()
  await signIn(page, user)
  await expect(page).toHaveURL('/')
  return page
}

/** Opens the new-post form with `photo` and `caption`, ready to press Post. */
async function draftPost(
  page: Page,
  photo: { name: string; mimeType: string; buffer: Buffer },
  caption: string,
) {
  await page.goto('/create-post')
  await page.getByLabel('Select from computer').setInputFiles(photo)
  await expect(page.getByRole('application', { name: 'Crop the photo' })).toBeVisible()
  await page.getByLabel('Caption').fill(caption)
}

const postCreated = (page: Page) => page.getByRole('dialog', { name: 'Post Created!' })

const captioned = async (userId: string, caption: string) =>
  ((await readDatabase.postsOf(userId)) ?? []).filter((post) => post.caption === caption)

test('two devices post two photos with one caption at the same moment over a slow link: both stay', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const user = await signUp(page, 'Dee Vices')
  const phone = await secondDevice(browser, user)
  await draftPost(page, await noisyPng(page, 1), 'Sunset')
  await draftPost(phone, await noisyPng(phone, 2), 'Sunset')

  await setFaults({ ...NO_FAULTS, delayMs: [1500, 2500] })
  await Promise.all(
    [page, phone].map((device) =>
      device.getByRole('button', { name: 'Post', exact: true }).click(),
    ),
  )
  await expect(postCreated(page)).toBeVisible({ timeout: 60_000 })
  await expect(postCreated(phone)).toBeVisible({ timeout: 60_000 })
  await setFaults(NO_FAULTS)
  expect(await captioned(user.id, 'Sunset')).toHaveLength(2)
  await phone.context().close()
})

test('a saved copy of the profile older than the post made on the other device, then a link slower than the worker waits: both posts stay', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000)
  const user = await signUp(page, 'Lap Top')
  // The laptop's worker keeps a copy of the profile, with no post in it.
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true)
  await page.goto('/profile')
  await expect(page.getByText('No posts yet.')).toBeVisible()

  // Yesterday, on the phone: a post captioned "Sunset".
  const phone = await secondDevice(browser, user)
  await draftPost(phone, await noisyPng(phone, 3), 'Sunset')
  await phone.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(postCreated(phone)).toBeVisible()
  await phone.context().close()

  // Today, on the laptop, the same photo captioned "Sunset" again (nothing but the read before
  // it tells the two apart): the read of the author's posts before it is slower than the worker
  // waits for the network (it would serve its copy).
  await draftPost(page, await noisyPng(page, 3), 'Sunset')
  await setFaults({
    ...NO_FAULTS,
    delayMs: [5000, 5000],
    only: { methods: ['GET'], pathPrefix: `/api/posts/user/${user.id}` },
  })
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  await expect
    .poll(async () =>
      (await faultLog()).some((record) => record.path.startsWith('/api/posts/user/')),
    )
    .toBe(true)
  // Everything after it goes at once.
  await setFaults(NO_FAULTS)
  await expect(postCreated(page)).toBeVisible({ timeout: 60_000 })
  expect(await captioned(user.id, 'Sunset')).toHaveLength(2)
})

test('the same words commented on two devices, the second before its screen showed the first: both stay', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  const user = await signUp(page, 'Tay Twice')
  const phone = await secondDevice(browser, user)
  const target = await friendsPost()
  const comment = (device: Page, text: string) =>
    device.getByRole('list', { name: 'Comments' }).getByRole('listitem').filter({ hasText: text })
  for (const device of [page, phone]) {
    await device.goto(`/post/${target._id}`)
    await expect(device.getByLabel('Add a comment…')).toBeVisible()
  }
  for (const device of [phone, page]) {
    await device.getByLabel('Add a comment…').fill('Lovely light')
    await device.getByRole('button', { name: 'Post', exact: true }).click()
    await expect(device.getByLabel('Add a comment…')).toHaveValue('')
    await expect(comment(device, 'Lovely light').first()).toBeVisible()
  }
  const stored = await readDatabase.commentsOn(target._id)
  expect(
    stored.filter((entry) => entry.userId === user.id && entry.text === 'Lovely light'),
  ).toHaveLength(2)
  await phone.context().close()
})
