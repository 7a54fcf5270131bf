import { readFileSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { metadataContainers } from '../../../packages/ui/src/photo/test/images.ts'
import {
  PHONE_CAMERA,
  phoneJpeg,
  UPRIGHT_QUADRANTS,
} from '../../../packages/ui/src/photo/test/phone-photo.ts'
import { API, SERVER_APP } from './ports'
import { DEMO, expect, signedIn, test } from './support'

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

/** The newest post's stored photo, as a viewer downloads it: bytes, size, upright colours. */
async function storedPhoto(page: Page, caption: string, apiBase = '') {
  const found = await page.evaluate(
    async ({ caption, apiBase }) => {
      const posts = (await (await fetch(`${apiBase}/api/posts`)).json()) as {
        caption: string
        image: string
      }[]
      const post = posts.find((entry) => entry.caption === caption)
      if (!post) throw new Error('The new post is not in the feed')
      const response = await fetch(`${apiBase}/${post.image}`)
      const bytes = new Uint8Array(await response.arrayBuffer())
      const bitmap = await createImageBitmap(new Blob([bytes]))
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
      const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
      ctx.drawImage(bitmap, 0, 0)
      const at = (x: number, y: number) => {
        const [r = 0, g = 0, b = 0] = ctx.getImageData(
          Math.floor(x * bitmap.width),
          Math.floor(y * bitmap.height),
          1,
          1,
        ).data
        if (r > 180 && g > 150 && b < 110) return 'yellow'
        if (r > 150 && g < 110 && b < 110) return 'red'
        if (g > 140 && r < 110 && b < 110) return 'green'
        if (b > 150 && r < 110 && g < 140) return 'blue'
        return `rgb(${r},${g},${b})`
      }
      return {
        type: response.headers.get('content-type'),
        bytes: [...bytes],
        width: bitmap.width,
        height: bitmap.height,
        quadrants: [at(0.25, 0.25), at(0.75, 0.25), at(0.25, 0.75), at(0.75, 0.75)],
      }
    },
    { caption, apiBase },
  )
  return { ...found, bytes: new Uint8Array(found.bytes) }
}

/** No trace of the camera: no metadata container, and none of its strings. */
function expectNoMetadata(bytes: Uint8Array) {
  expect(metadataContainers(bytes)).toEqual([])
  const text = Buffer.from(bytes).toString('latin1')
  const traces = ['Exif', 'GPS', PHONE_CAMERA.make, PHONE_CAMERA.bodySerialNumber, 'HEIC5551234']
  for (const trace of [...traces, 'http://ns.adobe.com']) {
    expect(text).not.toContain(trace)
  }
}

test('a phone JPEG (12 MP, 6 MB, on its side, with GPS) is posted upright, small and without metadata', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signedIn(page)
  const buffer = Buffer.from(await phoneJpeg(page))
  expect(buffer.length).toBeGreaterThan(5 * 1024 * 1024)
  const caption = await post(page, { name: 'IMG_1234.JPG', mimeType: 'image/jpeg', buffer })
  const stored = await storedPhoto(page, caption)
  expect(stored.type).toMatch(/^image\/(webp|jpeg)$/)
  // Turned upright (portrait), at most 2048 px on the longest side.
  expect([stored.width, stored.height]).toEqual([1536, 2048])
  expect(stored.quadrants).toEqual([...UPRIGHT_QUADRANTS])
  expect(stored.bytes.length).toBeLessThanOrEqual(1024 * 1024)
  expect(stored.bytes.length).toBeLessThan(buffer.length * 0.15)
  expectNoMetadata(stored.bytes)
})

test('"Post" pressed twice while a phone JPEG is being prepared posts it once, when ready', async ({
  page,
}) => {
  test.setTimeout(180_000)
  await signedIn(page)
  const buffer = Buffer.from(await phoneJpeg(page))
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
})

test('an iPhone HEIC is decoded in the browser and posted upright without metadata', async ({
  page,
}) => {
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
