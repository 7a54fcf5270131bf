import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest'
import { type Engine, type EngineName, startEngine } from './engines.ts'
import { JOURNEYS } from './journeys.ts'

/**
 * Every journey, written once (journeys.ts), run in one engine: each engine has its own test
 * file (firefox.test.ts, webkit.test.ts), so the two run side by side. A journey fails on any
 * console error its page printed. Prints the engine's time. (Chromium's are the end-to-end
 * tests: each journey has its twin there, and the twins fail on a console error too.)
 */
export function journeysIn(name: EngineName) {
  const origin = inject('journeyOrigin')
  const files = inject('journeyFiles')

  describe(name, () => {
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
}
