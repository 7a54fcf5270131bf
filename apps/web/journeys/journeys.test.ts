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
    files = {
      phoneJpeg: join(folder, 'IMG_1234.JPG'),
      png: join(folder, 'sunset.png'),
      heic: join(folder, 'IMG_0001.HEIC'),
    }
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
