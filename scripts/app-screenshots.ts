/**
 * Takes the screenshots the richer install sheet shows (the manifest's `screenshots`) from the
 * demo's feed, into apps/web/pwa/screenshots/ as WebP (a few dozen KB each). The files are
 * committed; take them again after the feed's look changes:
 *
 *   npm start -- --no-build   (or any build in apps/web/dist), then
 *   node scripts/app-screenshots.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright'
import { policyInputFromBuild } from '../apps/web/deploy/build-input.ts'
import { createStaticServer } from '../apps/web/deploy/server.ts'
import { SCREENSHOTS } from '../apps/web/pwa/manifest.ts'
import { chromiumLaunchOptions } from '../test-support/browsers.ts'

const dist = fileURLToPath(new URL('../apps/web/dist', import.meta.url))
const out = new URL('../apps/web/pwa/', import.meta.url)
mkdirSync(new URL('screenshots/', out), { recursive: true })

const server = createStaticServer({ dist, policy: policyInputFromBuild(dist, {}) })
await new Promise<void>((done) => server.listen(0, 'localhost', done))
const address = server.address()
const origin = `http://localhost:${typeof address === 'object' && address ? address.port : 0}`
const browser = await chromium.launch(chromiumLaunchOptions())
try {
  for (const shot of SCREENSHOTS) {
    const [width, height] = shot.sizes.split('x').map(Number) as [number, number]
    const page = await browser.newPage({ viewport: { width, height }, colorScheme: 'light' })
    await page.goto(origin)
    await page.getByRole('article').first().waitFor()
    // Every photo in view drawn.
    await page.waitForFunction(() =>
      [...document.images]
        .filter((image) => image.getBoundingClientRect().top < innerHeight)
        .every((image) => image.complete && image.naturalWidth > 0),
    )
    const png = await page.screenshot()
    // Encoded as WebP by the browser itself.
    const webp = await page.evaluate(async (data) => {
      const image = new Image()
      image.src = `data:image/png;base64,${data}`
      await image.decode()
      const canvas = document.createElement('canvas')
      canvas.width = image.naturalWidth
      canvas.height = image.naturalHeight
      canvas.getContext('2d')?.drawImage(image, 0, 0)
      return canvas.toDataURL('image/webp', 0.8).split(',')[1] ?? ''
    }, png.toString('base64'))
    const bytes = Buffer.from(webp, 'base64')
    writeFileSync(new URL(shot.src.slice(1), out), bytes)
    console.info(`${shot.src}: ${shot.sizes}, ${(bytes.length / 1024).toFixed(1)} KB`)
    await page.close()
  }
} finally {
  await browser.close()
  server.close()
}
