import type { APIRequestContext, Page } from '@playwright/test'
import { API, SERVER_APP } from './ports'
import { expect, FRIEND, PNG, test } from './support'

// Server mode against the mock HTTP API, which every test of the run shares: each test builds
// its own world through the API, with an account of its own.

const DELETED = 'The associated post has been deleted.'

test.use({ baseURL: SERVER_APP })

interface Account {
  name: string
  email: string
  password: string
  accessToken: string
}

/** Signs up a fresh account on the mock API (a new e-mail each run). */
async function signUp(request: APIRequestContext, name: string): Promise<Account> {
  const unique = `${Date.now()}.${Math.floor(Math.random() * 1e6)}`
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${unique}@example.com`
  const password = 'photobooth'
  const answer = await request.post(`${API}/api/auth/signup`, { data: { name, email, password } })
  expect(answer.status()).toBe(201)
  const { accessToken } = (await answer.json()) as { accessToken: string }
  return { name, email, password, accessToken }
}

async function logIn(request: APIRequestContext, account: { email: string; password: string }) {
  const answer = await request.post(`${API}/api/auth/login`, { data: account })
  expect(answer.ok()).toBe(true)
  return ((await answer.json()) as { accessToken: string }).accessToken
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

/**
 * The world, built through the API as real use would: a new account shares `count` photos and
 * a friend likes every one of them, so the owner has unread notifications on `count` posts.
 */
async function ownerLikedOnPosts(request: APIRequestContext, count: number) {
  const owner = await signUp(request, 'Morgan Owner')
  const postIds: string[] = []
  for (let index = 0; index < count; index += 1) {
    const answer = await request.post(`${API}/api/posts`, {
      headers: bearer(owner.accessToken),
      multipart: { caption: `Photo ${index + 1}`, image: PNG },
    })
    expect(answer.status()).toBe(201)
    postIds.push(((await answer.json()) as { _id: string })._id)
  }
  const friendToken = await logIn(request, FRIEND)
  for (const postId of postIds) {
    const answer = await request.post(`${API}/api/posts/${postId}/like`, {
      headers: bearer(friendToken),
    })
    expect(((await answer.json()) as { liked: boolean }).liked).toBe(true)
  }
  return { owner, postIds }
}

/** The app, built for the mock API (this file's base URL). */
async function openSignIn(page: Page, account: Account) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
}

/**
 * Every request the page makes to the API, as `METHOD path`; and, through the DevTools
 * protocol (Playwright's own events leave them out), the CORS preflights the browser sends
 * before them to a separate API origin.
 */
async function recordApiRequests(page: Page) {
  const calls: string[] = []
  const preflights: string[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(`${API}/api/`))
      calls.push(`${request.method()} ${request.url().slice(API.length)}`)
  })
  const devtools = await page.context().newCDPSession(page)
  devtools.on('Network.requestWillBeSent', ({ request, type }) => {
    const preflight = type === 'Preflight' || request.method === 'OPTIONS'
    if (preflight && request.url.startsWith(`${API}/api/`))
      preflights.push(request.url.slice(API.length))
  })
  await devtools.send('Network.enable')
  return { calls, preflights }
}

const postLookup = /^GET \/api\/posts\/[A-Za-z0-9]{16}$/

test.describe('counted', () => {
  // The requests the notifications cost, alone: on a first visit the service worker, once it
  // serves the page, has the page's reads made again through it to keep them (decision 019).
  test.use({ serviceWorkers: 'block' })

  test('server mode: unread notifications on 60 posts cost a bounded number of requests', async ({
    page,
    request,
  }) => {
    test.slow()
    const posts = 60
    const { owner } = await ownerLikedOnPosts(request, posts)
    // The page's timers are Playwright's: a minute of polling passes at once.
    await page.clock.install()
    await openSignIn(page, owner)
    const { calls, preflights } = await recordApiRequests(page)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL('/')
    const badge = page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: `Notifications, ${posts} unread` })
    await expect(badge).toBeVisible()
    await page.waitForTimeout(8000)
    const afterSignIn = calls.filter((call) => call !== 'POST /api/auth/login')
    console.info(
      `First 8 s after signing in: ${afterSignIn.length} requests, ${preflights.length} preflights (with the sign-in's)`,
      afterSignIn,
    )
    expect(afterSignIn.length).toBeLessThanOrEqual(6)
    expect(afterSignIn.filter((call) => postLookup.test(call))).toEqual([])

    for (let poll = 1; poll <= 2; poll += 1) {
      const before = calls.length
      const preflightsBefore = preflights.length
      await page.clock.fastForward(60_000)
      await page.waitForTimeout(3000)
      const polled = calls.slice(before)
      console.info(
        `Poll ${poll}: ${polled.length} requests, ${preflights.length - preflightsBefore} preflights`,
        polled,
      )
      expect(polled).toContain('GET /api/notifications')
      expect(polled.length).toBeLessThanOrEqual(3)
    }
    await expect(badge).toBeVisible()
  })
})

test('server mode: a notification whose post was deleted since the last poll says so when chosen', async ({
  page,
  request,
}) => {
  const { owner, postIds } = await ownerLikedOnPosts(request, 2)
  const [gone, kept] = postIds as [string, string]
  await openSignIn(page, owner)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).toHaveURL('/')
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: /^Notifications/ })
    .click()
  // On the Notifications page (the feed, with its own links to these posts, is gone).
  await expect(page).toHaveURL('/notifications')
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
  const goneLink = page.locator(`a[href="/post/${gone}"]`)
  await expect(goneLink).toBeVisible()

  // Deleted on another device, between two polls.
  const deleted = await request.delete(`${API}/api/posts/${gone}`, {
    headers: bearer(owner.accessToken),
  })
  expect(deleted.ok()).toBe(true)
  await goneLink.click()
  await expect(page.getByText(DELETED, { exact: true })).toBeVisible()
  await expect(goneLink).toHaveCount(0)
  await expect(page).toHaveURL('/notifications')
  await expect(page.getByText('Failed to load post')).toHaveCount(0)

  // A post that is still there opens.
  await page.locator(`a[href="/post/${kept}"]`).click()
  await expect(page).toHaveURL(`/post/${kept}`)
  await expect(page.getByText('Failed to load post')).toHaveCount(0)
})
