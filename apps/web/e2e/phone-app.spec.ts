import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium, type Locator, type Page } from '@playwright/test'
import { phoneJpeg, UPRIGHT_QUADRANTS } from '../../../test-fixtures/photos/phone-photo.ts'
import { chromiumLaunchOptions } from '../../../test-support/browsers.ts'
import { testBuildDir } from '../test-support/test-build.ts'
import { API, APP, SERVER_APP, UPDATE_APP_PORT } from './ports'
import { expectNoMetadata, storedPhoto } from './stored-photo'
import {
  CLEAN_CONSOLE,
  DEMO,
  expect,
  expectedConsoleErrors,
  FRIEND,
  PNG,
  signedIn,
  test,
} from './support'

/**
 * PhotoBooth as a phone app: installable, readable with no network, and a photo shared from the
 * gallery arriving in the editor.
 */

const OFFLINE_NOTICE = "You're offline — showing what was saved"

/**
 * Until the app's service worker serves the page (it registers once the first view painted):
 * `/sw.js`, registered as the demo's (`?demo`) in the demo.
 */
async function servedByTheWorker(page: Page) {
  await page.waitForFunction(
    () => /\/sw\.js(\?demo)?$/.test(navigator.serviceWorker.controller?.scriptURL ?? ''),
    null,
    { timeout: 30_000 },
  )
}

/**
 * Signs in on the app of a server (server mode) from its sign-in page, and waits for the feed
 * to be served by the worker.
 */
async function signInOnTheServersApp(page: Page, account: { email: string; password: string }) {
  if (!page.url().endsWith('/login')) await page.goto(`${SERVER_APP}/login`)
  await page.getByLabel('Email').fill(account.email)
  await page.getByLabel('Password', { exact: true }).fill(account.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('article').first()).toBeVisible()
  await servedByTheWorker(page)
}

/**
 * A post's text with each moment as its timestamp: "just now" may have become "1m" between two
 * reads of the same post.
 */
function postText(post: Locator) {
  return post.evaluate((article) => {
    const copy = article.cloneNode(true) as HTMLElement
    for (const time of copy.querySelectorAll('time')) time.textContent = time.dateTime
    return copy.textContent
  })
}

/** Names of the caches the page's origin holds. */
function cacheNames(page: Page) {
  return page.evaluate(() => caches.keys())
}

test('Chromium finds the app installable: manifest, icons, service worker', async () => {
  // Not in an incognito-like context (Chromium installs from a profile), hence a browser of its own.
  const profile = mkdtempSync(join(tmpdir(), 'photobooth-install-'))
  const context = await chromium.launchPersistentContext(profile, {
    ...chromiumLaunchOptions(),
    headless: true,
    baseURL: SERVER_APP,
    viewport: { width: 412, height: 915 },
  })
  try {
    const page = context.pages()[0] ?? (await context.newPage())
    await page.goto('/')
    await expect(page.getByRole('article').first()).toBeVisible()
    await servedByTheWorker(page)
    const cdp = await context.newCDPSession(page)
    await expect
      .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
      .toEqual([])

    const { url, errors, data } = await cdp.send('Page.getAppManifest')
    expect(url).toBe(`${SERVER_APP}/manifest.webmanifest`)
    expect(errors).toEqual([])
    const manifest = JSON.parse(data ?? '{}')
    expect(manifest).toMatchObject({
      id: '/',
      name: 'PhotoBooth',
      short_name: 'PhotoBooth',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#fafafa',
      background_color: '#fafafa',
      shortcuts: [
        { name: 'New post', url: '/create-post' },
        { name: 'Notifications', url: '/notifications' },
      ],
      share_target: {
        action: '/share-target',
        method: 'POST',
        enctype: 'multipart/form-data',
        params: { title: 'title', text: 'text', files: [{ name: 'photo' }] },
      },
    })
    expect(manifest.description).toBeTruthy()
    const icons = manifest.icons as { src: string; sizes: string; purpose: string }[]
    for (const [sizes, purpose] of [
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
      ['512x512', 'monochrome'],
    ]) {
      expect(icons).toContainEqual(expect.objectContaining({ sizes, purpose }))
    }
    const shots = manifest.screenshots as { src: string; form_factor: string }[]
    expect(shots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide'])
    // Every image the manifest names is there, with its type and size.
    for (const image of [...icons, ...shots]) {
      const answer = await page.request.get(image.src)
      expect(answer.status(), image.src).toBe(200)
      expect(answer.headers()['content-type']).toMatch(/^image\/(png|webp)$/)
    }
    const served = await page.request.get('/manifest.webmanifest')
    expect(served.headers()['content-type']).toBe('application/manifest+json')
    expect(served.headers()['cache-control']).toBe('no-cache')
    expect(served.headers()['content-security-policy']).toContain("manifest-src 'self'")

    // The browser offers installation: a signed-in user finds "Install app" in the navigation.
    await page.goto('/login')
    await page.getByLabel('Email').fill(DEMO.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('article').first()).toBeVisible()
    await page.getByRole('button', { name: 'More', exact: true }).click()
    await expect(page.getByRole('menuitem', { name: 'Install app' })).toBeVisible()
  } finally {
    await context.close()
    rmSync(profile, { recursive: true, force: true })
  }
})

test('the demo starts in the page it was opened in, however late its code comes: no reload', async ({
  page,
}) => {
  // The demo's code late, as on a busy phone: past the moment the app registers its worker.
  await page.route(/\/assets\/start-demo-[\w-]+\.js$/, async (route) => {
    await new Promise((wait) => setTimeout(wait, 2500))
    await route.continue()
  })
  const loads: string[] = []
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      loads.push(request.url())
  })
  await page.goto('/')
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 30_000 })
  await servedByTheWorker(page)
  expect(loads).toEqual([`${APP}/`])
})

test('offline: the saved feed with its photos, the notifications, the notice; online again, refreshed', {
  tag: CLEAN_CONSOLE,
  // The browser's own word for each request the cut network refused.
  annotation: expectedConsoleErrors(
    /Failed to load resource: net::ERR_(INTERNET_DISCONNECTED|FAILED)$/,
  ),
}, async ({ page, request }) => {
  test.setTimeout(150_000)
  await signInOnTheServersApp(page, DEMO)
  // Read: the feed (loaded before the worker served the page, kept all the same) and the
  // notifications.
  await page.getByRole('link', { name: 'Notifications' }).first().click()
  const notifications = page.getByRole('main').getByRole('listitem')
  await expect(notifications.first()).toBeVisible()
  const notificationCount = await notifications.count()
  await page.getByRole('link', { name: 'Home' }).first().click()
  await expect(page.getByRole('article').first()).toBeVisible()
  const firstPost = await postText(page.getByRole('article').first())

  // No network: a reload opens the app, with the saved feed, its photos and the notice.
  await page.context().setOffline(true)
  await page.reload()
  const first = page.getByRole('article').first()
  await expect(first).toBeVisible()
  expect(await postText(first)).toBe(firstPost)
  const photo = first.locator('img').last()
  await expect(photo).toHaveJSProperty('complete', true)
  expect(await photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
  const notice = page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })
  await expect(notice).toBeVisible()
  await expect(notice).toContainText(/Saved/)
  await page.getByRole('link', { name: 'Notifications' }).first().click()
  await expect(notifications).toHaveCount(notificationCount)

  // The saved notifications are the signed-in person's alone: a read with no token, or with a
  // token naming someone else, gets no saved copy; and no saved entry holds a token.
  const forged = `${btoa('{"alg":"HS256"}')}.${btoa('{"id":"someone-else"}')}.c2ln`
  const saved = await page.evaluate(
    async ({ api, forged }) => {
      const stored = JSON.parse(localStorage.getItem('auth-storage') ?? '{}')
      const status = (init: RequestInit) =>
        fetch(`${api}/api/notifications`, init).then(
          (answer) => answer.status,
          () => 'failed',
        )
      const keys = await Promise.all(
        ['photobooth-personal-v2', 'photobooth-public-v2'].map(async (name) =>
          (await (await caches.open(name)).keys()).map((key) => [
            key.url,
            key.headers.get('authorization'),
          ]),
        ),
      )
      return {
        mine: await status({ headers: { Authorization: `Bearer ${stored.state.accessToken}` } }),
        someoneElse: await status({ headers: { Authorization: `Bearer ${forged}` } }),
        nobody: await status({}),
        // A read that decides a write asks the server, never a saved copy: offline, it fails
        // (the same read otherwise gets the saved feed).
        savedFeed: await fetch(`${api}/api/posts?page=1&limit=10`).then(
          (answer) => answer.status,
          () => 'failed',
        ),
        fromTheServer: await fetch(`${api}/api/posts?page=1&limit=10`, {
          cache: 'no-store',
        }).then(
          (answer) => answer.status,
          () => 'failed',
        ),
        tokensKept: keys.flat().filter(([, authorization]) => authorization !== null),
      }
    },
    { api: API, forged },
  )
  expect(saved).toEqual({
    mine: 200,
    someoneElse: 'failed',
    nobody: 'failed',
    savedFeed: 200,
    fromTheServer: 'failed',
    tokensKept: [],
  })

  // Meanwhile someone posts.
  const caption = `Posted while the phone was offline ${Date.now()}`
  const stamp = Date.now()
  const signup = await request.post(`${API}/api/auth/signup`, {
    data: { name: 'Offline Tester', email: `offline-${stamp}@example.com`, password: 'secret123' },
  })
  const { accessToken } = (await signup.json()) as { accessToken: string }
  const created = await request.post(`${API}/api/posts`, {
    headers: { Authorization: `Bearer ${accessToken}` },
    multipart: { caption, image: PNG },
  })
  expect(created.status()).toBe(201)

  // The network is back: the notice goes and the feed refreshes by itself.
  await page.getByRole('link', { name: 'Home' }).first().click()
  await page.context().setOffline(false)
  await expect(notice).toHaveCount(0, { timeout: 30_000 })
  await expect(page.getByRole('article').filter({ hasText: caption })).toBeVisible({
    timeout: 30_000,
  })

  // Signing out takes the user's own saved answers along; the public ones stay.
  await page.getByRole('button', { name: 'Log out' }).first().click()
  await expect(page).toHaveURL(/\/login/)
  await expect.poll(() => cacheNames(page)).not.toContain('photobooth-personal-v2')
  expect(await cacheNames(page)).toContain('photobooth-public-v2')
})

test('a guest offline gets the saved guest feed, which the first visit handed over without asking again', async ({
  page,
}) => {
  await page.goto(`${SERVER_APP}/`)
  await expect(page.getByRole('article').first()).toBeVisible()
  await servedByTheWorker(page)
  // The feed the page read before the worker served it is kept from the page's own answer…
  await expect
    .poll(() =>
      page.evaluate(async (api) => {
        const cache = await caches.open('photobooth-public-v2')
        return (await cache.keys()).some((request) => request.url === `${api}/api/posts`)
      }, API),
    )
    .toBe(true)
  // …which the page asked for once.
  const feedReads = await page.evaluate(
    (api) => performance.getEntriesByName(`${api}/api/posts`).length,
    API,
  )
  expect(feedReads).toBe(1)
  await page.context().setOffline(true)
  await page.reload()
  await expect(page.getByRole('article').first()).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Log In' })).toBeVisible()
})

/** A page of another site, which the test serves itself. */
const ELSEWHERE = 'http://another-site.example/share'

/**
 * What the system's share sheet sends — a multipart POST to the share target — here from a page
 * of another site, as any site can post one: the share target cannot tell the two apart.
 */
async function shareFromAnotherSite(
  page: Page,
  photo: { name: string; mimeType: string; buffer: Buffer },
  text: string,
  app = APP,
) {
  await page.route(ELSEWHERE, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Elsewhere</title><form method="post" enctype="multipart/form-data" action="${app}/share-target"><input type="file" name="photo"><input name="text"></form>`,
    }),
  )
  await page.goto(ELSEWHERE)
  await page.locator('input[name="text"]').fill(text)
  await page.locator('input[type="file"]').setInputFiles(photo)
  await page.evaluate(() => document.querySelector('form')?.submit())
  // Left for the app: the route goes, as Playwright makes a page with routes bypass its
  // service worker (no saved copy would be served offline).
  await page.waitForURL((url) => !url.href.startsWith(ELSEWHERE))
  await page.unroute(ELSEWHERE)
}

/** How many of the page's stored values hold `text` (a draft's caption, say). */
function storedWith(page: Page, text: string) {
  return page.evaluate(
    (text) => Object.values(localStorage).filter((value) => value.includes(text)).length,
    text,
  )
}

test('a phone JPEG shared from the gallery — or posted by any site — is offered, never put over the draft, and posted prepared once used', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signedIn(page)
  await servedByTheWorker(page)
  // An unsent post waits.
  await page.goto('/create-post')
  const draft = `My own unsent post ${Date.now()}`
  await page.getByLabel('Caption').fill(draft)
  await expect.poll(() => storedWith(page, draft)).toBe(1)

  const buffer = Buffer.from(await phoneJpeg(page))
  const caption = `Shared from the gallery ${Date.now()}`
  await shareFromAnotherSite(
    page,
    { name: 'IMG_2001.JPG', mimeType: 'image/jpeg', buffer },
    caption,
  )

  // Asked first: nothing of the share is in the form, and the unsent post is as it was.
  await expect(page.getByRole('heading', { name: 'Use this photo?' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page).toHaveURL(`${APP}/create-post?shared=1`)
  await expect(page.getByText('IMG_2001.JPG')).toBeVisible()
  await expect(page.getByText(caption)).toBeVisible()
  await expect(
    page.getByText('Using it replaces the photo and caption of your unsent post.'),
  ).toBeVisible()
  await expect(page.getByLabel('Caption')).toHaveCount(0)
  expect(await storedWith(page, draft)).toBe(1)
  expect(await storedWith(page, caption)).toBe(0)

  await page.getByRole('button', { name: 'Use this photo' }).click()
  await expect(page).toHaveURL(`${APP}/create-post`)
  await expect(page.getByRole('application', { name: 'Crop the photo' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByLabel('Caption')).toHaveValue(caption)
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Post Created!' })).toBeVisible({ timeout: 30_000 })
  const stored = await storedPhoto(page, caption)
  expect(stored.type).toMatch(/^image\/(webp|jpeg)$/)
  expect([stored.width, stored.height]).toEqual([1536, 2048])
  expect(stored.quadrants).toEqual([...UPRIGHT_QUADRANTS])
  expectNoMetadata(stored.bytes)
  // Used: nothing waits in the share cache any more.
  expect(
    await page.evaluate(
      async () => (await (await caches.open('photobooth-shared-v1')).keys()).length,
    ),
  ).toBe(0)

  // A share too large was refused before it was read: the editor says so, once.
  await page.goto('/create-post?shared=too-large')
  await expect(page.getByRole('alert')).toHaveText(
    'What was shared was not taken: it is larger than 50 MB.',
  )
  await expect(page).toHaveURL(`${APP}/create-post`)
})

test('a guest who shares a photo signs in first, and is offered it in the editor', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await page.goto('/')
  await expect(page.getByRole('article').first()).toBeVisible()
  await servedByTheWorker(page)
  await shareFromAnotherSite(page, PNG, 'A sunset for later')
  await expect(page).toHaveURL(/\/login/)
  await page.getByLabel('Email').fill(DEMO.email)
  await page.getByLabel('Password', { exact: true }).fill(DEMO.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  // Signing in emptied the share's cache; the page that was opened on it still offers it.
  const use = page.getByRole('button', { name: 'Use this photo' })
  await expect(use).toBeVisible({ timeout: 30_000 })
  await expect(page).toHaveURL(`${APP}/create-post?shared=1`)
  await expect.poll(() => page.evaluate(() => caches.has('photobooth-shared-v1'))).toBe(false)
  await use.click()
  await expect(page.getByRole('application', { name: 'Crop the photo' })).toBeVisible({
    timeout: 30_000,
  })
  await expect(page.getByLabel('Caption')).toHaveValue('A sunset for later')
})

/**
 * What the page's worker answers, for the person whose token the page holds now, to their own
 * reads (`/users/me`, notifications): the email and the notifications' ids, or how it failed.
 */
function personalAnswers(page: Page) {
  return page.evaluate(async (api) => {
    const { state } = JSON.parse(localStorage.getItem('auth-storage') ?? '{}')
    const read = (path: string) =>
      fetch(`${api}/api${path}`, {
        headers: { Authorization: `Bearer ${state?.accessToken}` },
      }).then(
        (answer) => (answer.ok ? answer.json() : answer.status),
        () => 'failed',
      )
    const me = await read('/users/me')
    const notifications = await read('/notifications')
    return {
      email: typeof me === 'object' ? me.email : me,
      notifications: Array.isArray(notifications)
        ? notifications.map((notification: { _id: string }) => notification._id)
        : (notifications as number | 'failed'),
    }
  }, API)
}

test("the next person on the device never gets the first one's profile, notifications or shared photo, online or offline", async ({
  page,
}) => {
  test.setTimeout(180_000)
  // The first person reads their profile and notifications, and leaves a shared photo unused.
  await signInOnTheServersApp(page, DEMO)
  const first = await personalAnswers(page)
  expect(first.email).toBe(DEMO.email)
  if (!Array.isArray(first.notifications)) throw new Error('No notifications were read')
  expect(first.notifications.length).toBeGreaterThan(0)
  await page.getByRole('link', { name: 'Notifications' }).first().click()
  const items = page.getByRole('main').getByRole('listitem')
  await expect(items.first()).toBeVisible()
  const firstTexts = await items.allTextContents()
  await shareFromAnotherSite(page, PNG, 'Only for the first person', SERVER_APP)
  await expect(page.getByRole('heading', { name: 'Use this photo?' })).toBeVisible({
    timeout: 30_000,
  })
  await page.goto(`${SERVER_APP}/`)
  await page.getByRole('button', { name: 'Log out' }).first().click()
  await expect(page).toHaveURL(/\/login/)

  // The next person signs in on the same page, and the network goes before they read anything
  // of their own: the worker has nothing of the first person's to give them.
  await signInOnTheServersApp(page, FRIEND)
  const notFirst = (answers: Awaited<ReturnType<typeof personalAnswers>>) => {
    expect(answers.email).not.toBe(DEMO.email)
    if (Array.isArray(answers.notifications)) {
      expect(answers.notifications.filter((id) => first.notifications.includes(id))).toEqual([])
    }
  }
  const theirs = async () => {
    await page.getByRole('link', { name: 'Notifications' }).first().click()
    await expect(
      page
        .getByRole('main')
        .getByRole('listitem')
        .first()
        .or(page.getByText('You have no new notifications.'))
        .or(page.getByRole('alert')),
    ).toBeVisible()
    const texts = await page.getByRole('main').getByRole('listitem').allTextContents()
    expect(texts.filter((text) => firstTexts.includes(text))).toEqual([])
    // The share page offers nothing: the first person's photo went with their session.
    await page.goto(`${SERVER_APP}/create-post?shared=1`)
    await expect(page.getByLabel('Caption')).toHaveValue('')
    await expect(page.getByRole('heading', { name: 'Use this photo?' })).toHaveCount(0)
    await expect(page.getByText('Only for the first person')).toHaveCount(0)
  }
  await page.context().setOffline(true)
  await page.reload()
  await expect(page.getByRole('article').first()).toBeVisible()
  notFirst(await personalAnswers(page))
  await theirs()

  // Online again: their own answers, then kept for them offline.
  await page.context().setOffline(false)
  await page.goto(`${SERVER_APP}/`)
  const next = await personalAnswers(page)
  expect(next.email).toBe(FRIEND.email)
  notFirst(next)
  await theirs()
  await page.goto(`${SERVER_APP}/`)
  await expect(page.getByRole('article').first()).toBeVisible()
  await page.context().setOffline(true)
  await page.reload()
  await expect(page.getByRole('article').first()).toBeVisible()
  expect(await personalAnswers(page)).toEqual(next)
  await theirs()
  await page.context().setOffline(false)
})

/** `npm start -- --no-build` on a folder of its own: a deployment the test can replace. */
async function serve(dist: string): Promise<ChildProcess> {
  const server = spawn(
    process.execPath,
    [
      fileURLToPath(new URL('../../../scripts/start.ts', import.meta.url)),
      '--no-build',
      '--out-dir',
      dist,
    ],
    { env: { ...process.env, PORT: String(UPDATE_APP_PORT), HOST: 'localhost' }, stdio: 'ignore' },
  )
  await expect
    .poll(
      () =>
        fetch(`http://localhost:${UPDATE_APP_PORT}/`).then(
          (answer) => answer.ok,
          () => false,
        ),
      {
        timeout: 30_000,
      },
    )
    .toBe(true)
  return server
}

async function stop(server: ChildProcess) {
  // Stopped already (by a signal, its exit code stays null).
  if (server.exitCode !== null || server.signalCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await exited
}

test('a new deploy is offered, never forced: "A new version is available", and Reload takes it; a tab left on the old version still finds its files', async ({
  page,
}) => {
  test.setTimeout(120_000)
  const dist = mkdtempSync(join(tmpdir(), 'photobooth-deploy-'))
  cpSync(testBuildDir({}), dist, { recursive: true })
  let server = await serve(dist)
  try {
    const origin = `http://localhost:${UPDATE_APP_PORT}`
    await page.goto(`${origin}/login`)
    await servedByTheWorker(page)
    await page.getByLabel('Email').fill('typing@example.com')
    // Another tab, which will stay on this version.
    const older = await page.context().newPage()
    await older.goto(`${origin}/`)
    await servedByTheWorker(older)

    // A new version deployed (its worker differs by a byte, and one of its chunks by name: the
    // old one is gone from the server), and found by the open app.
    await stop(server)
    const worker = join(dist, 'sw.js')
    const chunk = /url:`\/(assets\/ForgotPasswordRoute-[\w-]+\.js)`/.exec(
      readFileSync(worker, 'utf8'),
    )?.[1]
    if (!chunk) throw new Error('No ForgotPasswordRoute chunk in the precache list')
    const renamed = chunk.replace(/-[\w-]+\.js$/, '-next.js')
    renameSync(join(dist, chunk), join(dist, renamed))
    for (const suffix of ['.br', '.gz']) rmSync(join(dist, `${chunk}${suffix}`), { force: true })
    writeFileSync(
      worker,
      `${readFileSync(worker, 'utf8').replace(chunk, renamed)}\n// The next version.\n`,
    )
    rmSync(join(dist, 'sw.js.br'), { force: true })
    rmSync(join(dist, 'sw.js.gz'), { force: true })
    server = await serve(dist)
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update())

    const offer = page.getByRole('status').filter({ hasText: 'A new version is available' })
    await expect(offer).toBeVisible()
    // Nothing was reloaded under the user: what they typed is there.
    await expect(page.getByLabel('Email')).toHaveValue('typing@example.com')
    await offer.getByRole('button', { name: 'Later' }).click()
    await expect(offer).toHaveCount(0)
    await expect(page.getByLabel('Email')).toHaveValue('typing@example.com')

    // Offered again on the next visit, and taken.
    await page.reload()
    await expect(offer).toBeVisible()
    await offer.getByRole('button', { name: 'Reload' }).click()
    await expect(offer).toHaveCount(0)
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration()
          return Boolean(
            registration?.active && !registration.waiting && navigator.serviceWorker.controller,
          )
        }),
      )
      .toBe(true)
    await expect(page.getByLabel('Email')).toHaveValue('')

    // The tab left on the old version still gets its chunk, which the server no longer has
    // (nor the browser's HTTP cache, which keeps no file for ever)…
    expect((await fetch(`${origin}/${chunk}`)).status).toBe(404)
    await (await page.context().newCDPSession(older)).send('Network.clearBrowserCache')
    const status = (tab: Page) =>
      tab.evaluate((url) => fetch(url).then((answer) => answer.status), `/${chunk}`)
    expect(await status(older)).toBe(200)
    // …until the last such tab is gone: then it goes.
    await older.close()
    await expect
      .poll(async () => {
        await page.reload()
        return page.evaluate(async (url) => Boolean(await caches.match(url)), `/${chunk}`)
      })
      .toBe(false)
  } finally {
    await stop(server)
    rmSync(dist, { recursive: true, force: true })
  }
})
