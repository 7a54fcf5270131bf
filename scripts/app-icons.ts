/**
 * Draws the installed app's icons from the logo's mark (packages/ui's Logo) into
 * apps/web/pwa/icons/, in the system Chromium. The PNGs are committed (a few KB each); run this
 * again after changing the mark or the brand colour:
 *
 *   node scripts/app-icons.ts
 *
 * - `icon-{192,512}.png` ("any"): the mark, white, on a rounded brand-coloured square;
 * - `maskable-{192,512}.png`: the same mark on a full-bleed square, inside the 80 % circle that
 *   every mask keeps;
 * - `monochrome-512.png`: the mark alone, opaque on transparent (the system tints it);
 * - `apple-touch-icon.png` (180): what WebKit puts on the home screen, full-bleed (it rounds it).
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { chromium } from 'playwright'
import { chromiumLaunchOptions } from '../test-support/browsers.ts'

const OUT = new URL('../apps/web/pwa/icons/', import.meta.url)
/** The brand colour: the logo's mark in the page's favicon. */
export const BRAND = '#b5245a'

interface IconStyle {
  /** The square behind the mark, if any, and its corners' radius (a fraction of the side). */
  background: string | null
  radius: number
  /** The mark's width, a fraction of the side. */
  scale: number
  body: string
  /** The lens drawn in this colour; `null`: cut out of the mark (transparent). */
  lens: string | null
}

/** The camera of packages/ui's Logo (viewBox 0 0 32 32). */
const BODY = `<rect x="2" y="7" width="28" height="21" rx="6"/>
  <path d="M11 7l2.2-3.4A2 2 0 0 1 14.9 3h2.2a2 2 0 0 1 1.7.6L21 7z"/>`
const LENS = `<circle cx="16" cy="17.5" r="6.5" fill="none" stroke-width="2.5"/>
  <circle cx="25" cy="12" r="1.5" stroke="none"/>`

/** An icon `size` px square: its background, and the mark centred. */
function svg(size: number, { background, radius, scale, body, lens }: IconStyle) {
  const side = size * scale
  const place = `translate(${(size - side) / 2} ${(size - side) / 2 - side * 0.02}) scale(${side / 32})`
  const backdrop = background
    ? `<rect width="${size}" height="${size}" rx="${size * radius}" fill="${background}"/>`
    : ''
  const cut = `<mask id="cut"><rect width="${size}" height="${size}" fill="#fff"/>
    <g transform="${place}" stroke="#000" fill="#000">${LENS}</g></mask>`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    ${lens ? '' : `<defs>${cut}</defs>`}${backdrop}
    <g ${lens ? '' : 'mask="url(#cut)"'}><g transform="${place}" fill="${body}">${BODY}</g></g>
    ${lens ? `<g transform="${place}" stroke="${lens}" fill="${lens}">${LENS}</g>` : ''}
  </svg>`
}

const ANY: IconStyle = { background: BRAND, radius: 0.22, scale: 0.62, body: '#fff', lens: BRAND }
const FULL_BLEED: IconStyle = { ...ANY, radius: 0, scale: 0.5 }
// The system keeps a monochrome icon's alpha only, and tints it.
const MONOCHROME: IconStyle = { background: null, radius: 0, scale: 0.8, body: '#000', lens: null }

const ICONS: [file: string, size: number, style: IconStyle][] = [
  ['icon-192.png', 192, ANY],
  ['icon-512.png', 512, ANY],
  ['maskable-192.png', 192, FULL_BLEED],
  ['maskable-512.png', 512, FULL_BLEED],
  ['monochrome-512.png', 512, MONOCHROME],
  ['apple-touch-icon.png', 180, FULL_BLEED],
]

mkdirSync(OUT, { recursive: true })
const browser = await chromium.launch(chromiumLaunchOptions())
try {
  const page = await browser.newPage()
  for (const [file, size, style] of ICONS) {
    await page.setViewportSize({ width: size, height: size })
    await page.setContent(
      `<style>html,body{margin:0;background:transparent}svg{display:block}</style>${svg(size, style)}`,
    )
    const png = await page.screenshot({
      omitBackground: true,
      clip: { x: 0, y: 0, width: size, height: size },
    })
    writeFileSync(new URL(file, OUT), png)
    console.info(`${file}: ${size}×${size}, ${(png.length / 1024).toFixed(1)} KB`)
  }
} finally {
  await browser.close()
}
