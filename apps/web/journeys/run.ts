import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import puppeteer from 'puppeteer-core'
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { phoneJpeg } from '../../../packages/ui/src/photo/test/phone-photo.ts'
import { CHROMIUM_ARGS, chromiumPath } from '../../../scripts/chromium.ts'
import { type Engine, engineNames, startEngine } from './engines.ts'
import { JOURNEYS, type JourneyFiles } from './journeys.ts'

/**
 * Every journey, written once (journeys.ts), run in every engine: Chromium, Firefox and WebKit,
 * each from Debian's packages. A journey fails on any console error its page printed. Prints
 * each engine's time.
 */

const origin = inject('journeyOrigin')
let files: JourneyFiles

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

beforeAll(async () => {
  const folder = mkdtempSync(join(tmpdir(), 'photobooth-journeys-'))
  // The phone's photo is drawn by a browser (a canvas), once for every engine.
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
    files = {
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
  } finally {
    await browser.close()
  }
}, 120_000)

describe.each(engineNames())('%s', (name) => {
  let engine: Engine
  let started = 0

  beforeAll(async () => {
    started = Date.now()
    engine = await startEngine(name, origin)
  }, 120_000)

  afterAll(async () => {
    await engine?.stop()
    console.info(
      `${name} (${engine?.version}): journeys in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    )
  })

  test('the run hears a console error of the page (the check every journey relies on)', async () => {
    const { page, errors, close } = await engine.open()
    try {
      await page.goto('/')
      await page.run(`console.error('A console error on purpose'); return true`)
      await expect
        .poll(async () => (await errors()).some((error) => error.includes('on purpose')))
        .toBe(true)
    } finally {
      await close()
    }
  })

  for (const journey of JOURNEYS) {
    test(journey.name, async () => {
      const { page, errors, close } = await engine.open(journey.options)
      try {
        await journey.run(page, files)
        const expected = journey.expectedConsoleErrors
        const unexpected = (await errors()).filter((error) => !expected?.test(error))
        expect(unexpected, `console errors in ${name}`).toEqual([])
      } finally {
        await close()
      }
    }, 180_000)
  }
})
