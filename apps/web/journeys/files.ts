import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import puppeteer from 'puppeteer-core'
import { phoneJpeg } from '../../../test-fixtures/photos/phone-photo.ts'
import { CHROMIUM_ARGS, chromiumPath } from '../../../test-support/browsers.ts'
import type { JourneyFiles } from './journeys.ts'

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/**
 * The files the journeys choose, made once for the run in a fresh folder. The phone's photo
 * and the colourful one are drawn by a browser (a canvas).
 */
export async function makeJourneyFiles(): Promise<JourneyFiles> {
  const folder = mkdtempSync(join(tmpdir(), 'photobooth-journeys-'))
  const browser = await puppeteer.launch({
    browser: 'chrome',
    executablePath: chromiumPath(),
    headless: true,
    args: CHROMIUM_ARGS,
  })
  try {
    const page = await browser.newPage()
    const jpeg = await phoneJpeg({
      evaluate: (run, arg) =>
        page.evaluate(run as (arg: unknown) => Promise<unknown>, arg) as Promise<never>,
    })
    const colourful = await page.evaluate(async () => {
      const canvas = new OffscreenCanvas(1200, 900)
      const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
      const hues = context.createLinearGradient(0, 0, 1200, 0)
      for (let stop = 0; stop <= 6; stop += 1)
        hues.addColorStop(stop / 6, `hsl(${stop * 60} 90% 50%)`)
      context.fillStyle = hues
      context.fillRect(0, 0, 1200, 900)
      const light = context.createLinearGradient(0, 0, 0, 900)
      light.addColorStop(0, 'rgba(255,255,255,0.25)')
      light.addColorStop(1, 'rgba(0,0,0,0.45)')
      context.fillStyle = light
      context.fillRect(0, 0, 1200, 900)
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let binary = ''
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
      }
      return btoa(binary)
    })
    const files: JourneyFiles = {
      phoneJpeg: join(folder, 'IMG_1234.JPG'),
      png: join(folder, 'sunset.png'),
      heic: join(folder, 'IMG_0001.HEIC'),
      colourful: join(folder, 'colours.jpg'),
    }
    writeFileSync(files.colourful, Buffer.from(colourful, 'base64'))
    writeFileSync(files.phoneJpeg, jpeg)
    writeFileSync(files.png, PNG)
    writeFileSync(
      files.heic,
      readFileSync(
        new URL('../../../packages/ui/src/photo/fixtures/quadrants-irot.heic', import.meta.url),
      ),
    )
    return files
  } finally {
    await browser.close()
  }
}
