import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { colourfulJpeg } from '../../../test-fixtures/photos/colourful.ts'
import { phoneJpeg, UPRIGHT_QUADRANTS } from '../../../test-fixtures/photos/phone-photo.ts'
import { API, SERVER_APP } from './ports'
import { expectNoMetadata, storedPhoto } from './stored-photo'
import { CLEAN_CONSOLE, DEMO, expect, signedIn, test } from './support'

/**
 * Photos as phones take them, posted through the whole app (demo mode): prepared in the
 * browser, then read back from the backend as every viewer will get them.
 */

type Quadrants = [string, string, string, string]

/** Posts a photo through the create form, as it comes (no editing). */
async function post(page: Page, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.goto('/create-post')
  await page.getByLabel('Select from computer').setInputFiles(file)
  await expect(page.getByRole('application', { name: 'Crop the photo' })).toBeVisible({
    timeout: 30_000,
  })
  const caption = `${file.name} from the photo test`
  await page.getByLabel('Caption').fill(caption)
  await page.getByRole('button', { name: 'Post', exact: true }).click()
  await expect(page.getByRole('dialog', { name: 'Post Created!' })).toBeVisible({
    timeout: 30_000,
  })
  return caption
}

test('a phone JPEG (12 MP, 6 MB, on its side, with GPS), "Post" pressed twice while it is prepared: posted once, when ready, upright, small and without metadata', {
  tag: CLEAN_CONSOLE,
}, async ({ page }) => {
  test.setTimeout(180_000)
  await signedIn(page)
  const buffer = Buffer.from(await phoneJpeg(page))
  expect(buffer.length).toBeGreaterThan(5 * 1024 * 1024)
  await page.goto('/create-post')
  const caption = 'Pressed while it was being prepared'
  await page.getByLabel('Caption').fill(caption)
  // The presses come from the page itself, the moment the field says the photo is being
  // prepared: a press from the test would first wait for the form to settle, and by then a fast
  // machine has the photo ready. Every state the button shows is written down as it shows it.
  await page.evaluate(() => {
    const seen: string[] = []
    ;(window as unknown as { buttonStates: string[] }).buttonStates = seen
    let pressed = false
    const note = () => {
      const preparing = [...document.querySelectorAll('[role="status"]')].some(
        (status) => status.textContent === 'Preparing photo…',
      )
      const button = [...document.querySelectorAll('button')].find(
        (candidate) => candidate.textContent === 'Post',
      )
      if (preparing && button && !pressed) {
        pressed = true
        button.click()
        button.click()
      }
      for (const busy of document.querySelectorAll('button[aria-busy="true"]')) {
        const state = `${busy.textContent} busy`
        if (seen.at(-1) !== state) seen.push(state)
      }
    }
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    })
  })
  await page.getByLabel('Select from computer').setInputFiles({
    name: 'IMG_1235.JPG',
    mimeType: 'image/jpeg',
    buffer,
  })
  await expect(page.getByRole('dialog', { name: 'Post Created!' })).toBeVisible({
    timeout: 30_000,
  })
  const states = await page.evaluate(
    () => (window as unknown as { buttonStates: string[] }).buttonStates,
  )
  expect(states).toContain('Preparing photo… busy')
  const posts = await page.evaluate(
    async () => (await (await fetch('/api/posts')).json()) as { caption: string }[],
  )
  expect(posts.filter((post) => post.caption === caption)).toHaveLength(1)
  // Prepared as every viewer gets it: turned upright (portrait), at most 2048 px on the longest
  // side, a fraction of the camera's weight, and nothing of the camera's metadata.
  const stored = await storedPhoto(page, caption)
  expect(stored.type).toMatch(/^image\/(webp|jpeg)$/)
  expect([stored.width, stored.height]).toEqual([1536, 2048])
  expect(stored.quadrants).toEqual([...UPRIGHT_QUADRANTS])
  expect(stored.bytes.length).toBeLessThanOrEqual(1024 * 1024)
  expect(stored.bytes.length).toBeLessThan(buffer.length * 0.15)
  expectNoMetadata(stored.bytes)
})

/** How colourful the newest post with `caption` is as stored: the mean of max − min channel. */
function colourfulness(page: Page, caption: string): Promise<number> {
  return page.evaluate(async (caption) => {
    const posts = (await (await fetch('/api/posts')).json()) as { caption: string; image: string }[]
    const post = posts.find((entry) => entry.caption === caption)
    if (!post) throw new Error(`No post "${caption}" in the feed`)
    const bitmap = await createImageBitmap(await (await fetch(`/${post.image}`)).blob())
    const canvas = new OffscreenCanvas(200, 150)
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
    context.drawImage(bitmap, 0, 0, 200, 150)
    const { data } = context.getImageData(0, 0, 200, 150)
    let sum = 0
    for (let i = 0; i < data.length; i += 4) {
      const [r = 0, g = 0, b = 0] = data.subarray(i, i + 3)
      sum += Math.max(r, g, b) - Math.min(r, g, b)
    }
    return sum / (data.length / 4)
  }, caption)
}

test('a look and an adjustment are stored as seen: Mono is black and white, Saturation more colour', {
  tag: CLEAN_CONSOLE,
}, async ({ page }) => {
  test.setTimeout(180_000)
  await signedIn(page)
  const photo = {
    name: 'colours.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from(await colourfulJpeg(page)),
  }
  /** Posts the photo from the create form, edited by `edit` in the editor first. */
  const postAs = async (caption: string, edit?: () => Promise<void>) => {
    await page.goto('/create-post')
    await page.getByLabel('Caption').fill(caption)
    await page.getByLabel('Select from computer').setInputFiles(photo)
    await expect(page.getByRole('application', { name: 'Crop the photo' })).toBeVisible({
      timeout: 60_000,
    })
    await edit?.()
    await page.getByRole('button', { name: 'Post', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Post Created!' })).toBeVisible({
      timeout: 60_000,
    })
  }
  await postAs('Colours as they are')
  await postAs('Colours in Mono', async () => {
    await page.getByRole('tab', { name: 'Filters' }).click()
    await page.getByRole('radio', { name: 'Mono' }).click()
    await expect(page.getByRole('radio', { name: 'Mono' })).toBeChecked()
  })
  await postAs('Colours saturated', async () => {
    await page.getByRole('tab', { name: 'Adjust' }).click()
    const saturation = page.getByRole('slider', { name: 'Saturation' })
    await saturation.click()
    await page.keyboard.press('End')
    await expect(saturation).toHaveAttribute('aria-valuetext', '+100')
  })
  const plain = await colourfulness(page, 'Colours as they are')
  expect(plain, 'a colourful photo').toBeGreaterThan(40)
  expect(await colourfulness(page, 'Colours in Mono'), 'Mono, black and white').toBeLessThan(3)
  expect(
    await colourfulness(page, 'Colours saturated'),
    'more colour at the maximum',
  ).toBeGreaterThan(plain * 1.15)
})

test('an iPhone HEIC is decoded in the browser and posted upright without metadata', {
  tag: CLEAN_CONSOLE,
}, async ({ page }) => {
  test.setTimeout(120_000)
  await signedIn(page)
  const heic = readFileSync(
    new URL('../../../packages/ui/src/photo/fixtures/quadrants-irot.heic', import.meta.url),
  )
  const caption = await post(page, { name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: heic })
  const stored = await storedPhoto(page, caption)
  expect(stored.type).toMatch(/^image\/(webp|jpeg)$/)
  expect([stored.width, stored.height]).toEqual([128, 96])
  expect(stored.quadrants).toEqual<Quadrants>(['red', 'green', 'blue', 'yellow'])
  expectNoMetadata(stored.bytes)
})

test.describe('server mode', () => {
  test.use({ baseURL: SERVER_APP })

  test('server mode: the upload shows its progress and Cancel leaves the form as it was', async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const api = API
    await page.goto('/login')
    await page.getByLabel('Email').fill(DEMO.email)
    await page.getByLabel('Password', { exact: true }).fill(DEMO.password)
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page).toHaveURL('/')
    await page.goto('/create-post')
    await page.getByLabel('Select from computer').setInputFiles({
      name: 'IMG_1234.JPG',
      mimeType: 'image/jpeg',
      buffer: Buffer.from(await phoneJpeg(page)),
    })
    await expect(page.getByRole('application', { name: 'Crop the photo' })).toBeVisible({
      timeout: 30_000,
    })
    await page.getByLabel('Caption').fill('Cancelled on the way up')

    // A slow uplink (16 KB/s), so that the upload is seen going.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Network.enable')
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 16 * 1024,
    })
    await page.getByRole('button', { name: 'Post', exact: true }).click()
    const progress = page.getByRole('progressbar', { name: 'Uploading photo' })
    await expect(progress).toBeVisible({ timeout: 30_000 })
    await expect
      .poll(async () => Number(await progress.getAttribute('aria-valuenow')), { timeout: 30_000 })
      .toBeGreaterThan(0)
    const sent = Number(await progress.getAttribute('aria-valuenow'))
    expect(sent).toBeLessThan(100)
    await expect(page.getByText(/^\d+%$/)).toBeVisible()
    await page.getByRole('button', { name: 'Cancel upload' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Upload cancelled.' })).toBeVisible()
    await expect(page.getByLabel('Caption')).toHaveValue('Cancelled on the way up')
    await expect(page.getByRole('application', { name: 'Crop the photo' })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Post', exact: true })).toBeEnabled()
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    })
    // Nothing reached the server's feed.
    const posts = (await (await page.request.get(`${api}/api/posts`)).json()) as {
      caption: string
    }[]
    expect(posts.map((entry) => entry.caption)).not.toContain('Cancelled on the way up')
  })
})
