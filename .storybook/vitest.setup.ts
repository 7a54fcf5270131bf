import { afterEach, expect } from 'vitest'
import { page } from 'vitest/browser'

/**
 * Visual regression: after each story has rendered and played, the whole page is compared
 * with its baseline in `__screenshots__/` next to the stories file (`npm run
 * test:update-screenshots` rewrites them). Animations are stopped, the focus ring removed,
 * lazy images loaded and the viewport stretched to the page's height first, so that two runs
 * give the same pixels and nothing below the fold is left blank.
 */
const still = document.createElement('style')
still.textContent =
  '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition: none !important; caret-color: transparent !important; }'
document.head.append(still)

const VIEWPORT_WIDTH = 1200
const MAX_HEIGHT = 3000

/** Every image loaded and decoded (lazy ones made eager), then two frames painted. */
async function imagesSettled(timeoutMs: number): Promise<void> {
  const images = [...document.images]
  for (const image of images) {
    // A lazy image below the fold would never load: load them all for the picture.
    if (image.loading === 'lazy') image.loading = 'eager'
  }
  const ready = Promise.all(images.map((image) => image.decode().catch(() => undefined)))
  await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, timeoutMs))])
  await nextPaint()
}

/** Two frames: the one that lays out the last change, and the one after it is painted. */
function nextPaint(): Promise<unknown> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
}

afterEach(async (context) => {
  const story = (context as unknown as { story?: { parameters?: { screenshot?: boolean } } }).story
  if (!story || story.parameters?.screenshot === false || context.task.result?.state === 'fail')
    return
  ;(document.activeElement as HTMLElement | null)?.blur?.()
  await document.fonts.ready
  await imagesSettled(5000)
  const height = Math.min(
    MAX_HEIGHT,
    Math.max(window.innerHeight, document.documentElement.scrollHeight),
  )
  if (height > window.innerHeight) {
    await page.viewport(window.innerWidth || VIEWPORT_WIDTH, height)
    await imagesSettled(5000)
  }
  // The picture is of the body, which is scrolled into view for it. Scroll it there first, and
  // when the document runs past the viewport (Chromium may then lay the page out against a
  // taller viewport for the picture, or not), pin fixed elements such as toasts where the
  // user sees them, so that every run puts them in the same place.
  window.scrollTo(0, 0)
  const unpin = document.documentElement.scrollHeight > window.innerHeight ? pinFixed() : null
  await nextPaint()
  try {
    await expect(page.elementLocator(document.body)).toMatchScreenshot()
  } finally {
    unpin?.()
  }
})

/** Turns every fixed element into an absolute one at the same place; returns the undo. */
function pinFixed(): () => void {
  const fixed = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
    (element) => getComputedStyle(element).position === 'fixed',
  )
  const undo = fixed.map((element) => {
    const saved = element.style.cssText
    const seen = element.getBoundingClientRect()
    Object.assign(element.style, {
      position: 'absolute',
      inset: 'auto',
      top: '0px',
      left: '0px',
      margin: '0px',
      transform: 'none',
      width: `${seen.width}px`,
      height: `${seen.height}px`,
    })
    // Relative to whatever contains it now: move it by what it is off.
    const placed = element.getBoundingClientRect()
    element.style.top = `${seen.top - placed.top}px`
    element.style.left = `${seen.left - placed.left}px`
    return () => {
      element.style.cssText = saved
    }
  })
  return () => {
    for (const restore of undo) restore()
  }
}
