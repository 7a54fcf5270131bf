/**
 * The photo figures of `npm run bench` (server mode, against the mock API over HTTP):
 * - for a phone's ~8 MB 4032×3024 JPEG and a 12 MP HEIC: the time from choosing the file to
 *   the upload leaving (decode, upright, render, encode; median of 3, each in a new page, so
 *   the photo worker and the HEIC decoder start cold), the bytes uploaded and their share of
 *   the original;
 * - the photo bytes a guest downloads for the first view of the feed (phone-sized screen).
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser, Page } from 'playwright'
import { insertExif } from '../packages/ui/src/photo/test/exif-writer.ts'
import { PHONE_CAMERA } from '../packages/ui/src/photo/test/phone-photo.ts'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN

interface Photo {
  label: string
  name: string
  mimeType: string
  buffer: Buffer
}

/** Signs in with the demo account on a fresh page of the server-mode build. */
async function signedInPage(browser: Browser, appUrl: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  await page.goto(new URL('/login', appUrl).toString())
  await page.getByLabel('Email').fill('demo@photobooth.app')
  await page.getByLabel('Password', { exact: true }).fill('demo1234')
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.waitForURL(new URL('/', appUrl).toString())
  return page
}

/**
 * Times kept by the page itself (the file handed over by the test harness takes a while to
 * arrive, which no user waits for): when the file input changed, when the editor showed the
 * photo, when Post was pressed and when the upload's body was sent.
 */
function watchTimes() {
  const times: Record<string, number> = {}
  Object.assign(window, { benchTimes: times })
  document.addEventListener(
    'change',
    (event) => {
      if (event.target instanceof HTMLInputElement && event.target.type === 'file') {
        times.chosen = performance.now()
      }
    },
    true,
  )
  document.addEventListener('submit', () => (times.submitted = performance.now()), true)
  new MutationObserver(() => {
    if (!times.ready && document.querySelector('[role="application"]')) {
      times.ready = performance.now()
    }
  }).observe(document, { subtree: true, childList: true })
  const send = XMLHttpRequest.prototype.send
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
    if (body instanceof FormData) {
      times.sent = performance.now()
      const image = body.get('image')
      times.bytes = image instanceof Blob ? image.size : 0
    }
    return send.call(this, body)
  }
}

/** One post of `photo`: ms from choosing it to its upload leaving, and the bytes uploaded. */
async function prepareOnce(browser: Browser, appUrl: string, photo: Photo) {
  const page = await signedInPage(browser, appUrl)
  try {
    await page.goto(new URL('/create-post', appUrl).toString())
    await page.evaluate(watchTimes)
    await page.getByLabel('Caption').fill(`Bench: ${photo.label}`)
    await page.getByLabel('Select from computer').setInputFiles(photo)
    await page.getByRole('application', { name: 'Crop the photo' }).waitFor({ timeout: 60_000 })
    await page.getByRole('button', { name: 'Post', exact: true }).click()
    await page.getByRole('dialog', { name: 'Post Created!' }).waitFor({ timeout: 60_000 })
    const times = await page.evaluate(
      () => (window as unknown as { benchTimes: Record<string, number> }).benchTimes,
    )
    const { chosen = 0, ready = 0, submitted = 0, sent = 0, bytes = 0 } = times
    const opened = ready - chosen
    const rendered = sent - submitted
    return { ms: opened + rendered, opened, rendered, uploaded: bytes }
  } finally {
    await page.context().close()
  }
}

/**
 * A phone-like 12 MP photo: one of the seeded photographs, enlarged to 4032×3024 and given the
 * grain of a phone sensor (an enlarged photo alone is unrealistically smooth), as a JPEG of
 * quality 0.95 — about 7.5 MB.
 */
async function sceneJpeg(page: Page, photoUrl: string, grain: number): Promise<Uint8Array> {
  const base64 = await page.evaluate(
    async ({ photoUrl, grain }) => {
      const source = await createImageBitmap(await (await fetch(photoUrl)).blob())
      const canvas = new OffscreenCanvas(4032, 3024)
      const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
      const scale = Math.max(4032 / source.width, 3024 / source.height)
      ctx.imageSmoothingQuality = 'high'
      ctx.drawImage(
        source,
        (4032 - source.width * scale) / 2,
        (3024 - source.height * scale) / 2,
        source.width * scale,
        source.height * scale,
      )
      const image = ctx.getImageData(0, 0, 4032, 3024)
      let state = 11
      for (let i = 0; i < image.data.length; i += 4) {
        state = (Math.imul(state, 1664525) + 1013904223) >>> 0
        const noise = (((state >>> 24) - 128) / 128) * grain
        for (let channel = 0; channel < 3; channel += 1) {
          image.data[i + channel] = (image.data[i + channel] ?? 0) + noise
        }
      }
      ctx.putImageData(image, 0, 0)
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 })
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let binary = ''
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
      }
      return btoa(binary)
    },
    { photoUrl, grain },
  )
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
}

/** A 12 MP HEIC of the same scene, made with libheif's encoder when the machine has it. */
function heicFrom(jpeg: Uint8Array): Buffer | string {
  const dir = mkdtempSync(join(tmpdir(), 'photobooth-bench-'))
  try {
    writeFileSync(join(dir, 'photo.jpg'), jpeg)
    execFileSync('heif-enc', ['-q', '60', join(dir, 'photo.jpg'), '-o', join(dir, 'photo.heic')], {
      stdio: 'ignore',
    })
    return readFileSync(join(dir, 'photo.heic'))
  } catch {
    return 'skipped: no HEIF encoder (Debian: apt-get install libheif-examples)'
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Bytes of photos (`/uploads/…`) a guest's first view of the feed downloads. */
async function guestPhotoBytes(browser: Browser, appUrl: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } })
  const page = await context.newPage()
  const sizes: Promise<number>[] = []
  page.on('response', (response) => {
    if (!new URL(response.url()).pathname.startsWith('/uploads/')) return
    sizes.push(response.body().then((body) => body.length))
  })
  await page.goto(appUrl)
  await page.getByRole('article').first().waitFor()
  // Lazy photos near the viewport start a little later: wait for the network to stay quiet.
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(1500)
  await page.waitForLoadState('networkidle')
  const all = await Promise.all(sizes)
  await context.close()
  return { bytes: all.reduce((total, size) => total + size, 0), photos: all.length }
}

export async function benchPhotos(browser: Browser, appUrl: string, apiUrl: string): Promise<void> {
  const guest = await guestPhotoBytes(browser, appUrl)
  console.info('\nPhotos')
  console.info(
    `  guest's first feed view (412×823)   ${kb(guest.bytes)} of photos in ${guest.photos} files`,
  )

  const maker = await browser.newPage()
  const scene = await sceneJpeg(maker, new URL('/uploads/photo-04.jpg', apiUrl).toString(), 38)
  await maker.close()
  const jpeg = insertExif(scene, { orientation: 6, ...PHONE_CAMERA })
  const heic = heicFrom(scene)
  const photos: Photo[] = [
    {
      label: `phone JPEG 4032×3024, ${kb(jpeg.length)}`,
      name: 'IMG_1234.JPG',
      mimeType: 'image/jpeg',
      buffer: Buffer.from(jpeg),
    },
  ]
  if (typeof heic === 'string') console.info(`  12 MP HEIC: ${heic}`)
  else
    photos.push({
      label: `HEIC 4032×3024, ${kb(heic.length)}`,
      name: 'IMG_0001.HEIC',
      mimeType: 'image/heic',
      buffer: heic,
    })

  for (const photo of photos) {
    const runs = []
    for (let run = 0; run < 3; run++) runs.push(await prepareOnce(browser, appUrl, photo))
    const uploaded = median(runs.map((run) => run.uploaded))
    console.info(
      `  ${photo.label.padEnd(34)} prepare ${(median(runs.map((run) => run.ms)) / 1000).toFixed(2)} s` +
        ` (decode ${(median(runs.map((run) => run.opened)) / 1000).toFixed(2)} s, render ${(median(runs.map((run) => run.rendered)) / 1000).toFixed(2)} s)` +
        `   uploaded ${kb(uploaded)} = ${((uploaded / photo.buffer.length) * 100).toFixed(1)} % of the original`,
    )
  }
  console.info('  Targets: uploaded ≤ 15 % of the original; preparing a 12 MP photo ≤ 1.5 s.')
}
