import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import puppeteer from 'puppeteer-core'
import { colourfulJpeg } from '../../../test-fixtures/photos/colourful.ts'
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
    const drawing = {
      evaluate: <Result, Arg>(run: (arg: Arg) => Promise<Result>, arg: Arg) =>
        page.evaluate(run as (arg: unknown) => Promise<unknown>, arg) as Promise<Result>,
    }
    const jpeg = await phoneJpeg(drawing)
    const colourful = await colourfulJpeg(drawing)
    const files: JourneyFiles = {
      phoneJpeg: join(folder, 'IMG_1234.JPG'),
      png: join(folder, 'sunset.png'),
      heic: join(folder, 'IMG_0001.HEIC'),
      colourful: join(folder, 'colours.jpg'),
    }
    writeFileSync(files.colourful, colourful)
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
