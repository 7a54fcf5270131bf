import { configure } from 'storybook/test'
import { afterEach, expect } from 'vitest'
import { page } from 'vitest/browser'
import { quiet } from '../packages/ui/src/storybook/quiet'
import { type ComposedStory, hardCodedInPseudoLocale } from './pseudo-locale'

/**
 * A play function's `findBy…` and `waitFor` wait up to 5 s, not Testing Library's 1 s: a screen
 * whose code is split (a dialog, the windowed list) fetches it from the dev server on first use,
 * and under a busy machine that alone can take over a second. A failing wait only takes longer.
 */
configure({ asyncUtilTimeout: 5000 })

/**
 * Visual regression: after each story has rendered and played, the part of the page the story
 * drew on — its content, its dialogs, popovers and toasts — is compared with its baseline in
 * `__screenshots__/` next to the stories file (`npm run test:update-screenshots` rewrites them).
 * Animations are stopped, the focus ring removed, fonts and lazy images loaded and the
 * viewport stretched to the page's height first, so that two runs give the same pixels and
 * nothing below the fold is left blank. Text is set in the fonts Storybook loads from npm
 * (`fonts.css.ts`), so that the machine's own fonts never show in a picture.
 */
const still = document.createElement('style')
still.textContent =
  '*, *::before, *::after { animation: none !important; transition: none !important; caret-color: transparent !important; }'
document.head.append(still)

const VIEWPORT_WIDTH = 1200
/** How long a picture waits for the page's images: generated in the browser, they can take
 * seconds on a busy machine, more so for a file's first story. */
const IMAGES_WAIT_MS = 15_000
const MAX_HEIGHT = 3000
/** Found by its test id, not its place: portals may join <body> while pictures are taken. */
const FRAME_ID = 'story-picture-frame'
/** Room around the content for shadows and outlines. */
const MARGIN = 8

/**
 * Every image loaded and decoded (lazy ones made eager), then two frames painted — again for
 * the images that appeared meanwhile: those that waited for the page's priority photo are given
 * their address only once that photo has been painted.
 */
async function imagesSettled(timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs
  const settled = new Map<HTMLImageElement, string>()
  for (let first = true; ; first = false) {
    const images = [...document.images].filter((image) => settled.get(image) !== image.src)
    if ((images.length === 0 && !first) || Date.now() >= until) return
    for (const image of images) {
      settled.set(image, image.src)
      // A lazy image below the fold would never load: load them all for the picture.
      if (image.loading === 'lazy') image.loading = 'eager'
    }
    const ready = Promise.all(images.map((image) => image.decode().catch(() => undefined)))
    await Promise.race([ready, new Promise((resolve) => setTimeout(resolve, until - Date.now()))])
    await nextPaint()
  }
}

/** The faces of the text on the page, every family and weight it may use, fully loaded:
 * `document.fonts.ready` alone resolves early when the page has not asked for a face yet. */
const FACES = [
  '400 1em "Inter Variable"',
  '700 1em "Inter Variable"',
  '400 1em "JetBrains Mono Variable"',
  '400 1em "Noto Emoji"',
  '400 1em "Noto Sans Arabic Variable"',
]
async function fontsLoaded(): Promise<void> {
  const text = document.body.innerText || ' '
  await Promise.all(FACES.map((face) => document.fonts.load(face, text)))
  await document.fonts.ready
}

/** Two frames: the one that lays out the last change, and the one after it is painted. */
function nextPaint(): Promise<unknown> {
  return new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
}

/**
 * A story's `screenshot` parameter: `false` for no picture; `{ photos: false }` for one with the
 * post photos left blank (their box kept) — a state of a screen whose photos its Default story
 * already pictures, where they would only weigh the baseline (hundreds of KB of noise each) and
 * never show the state's own change.
 */
export type ScreenshotParameter = boolean | { photos?: boolean }

/** A post photo, not an avatar or an icon: what is drawn at least this large. */
const PHOTO_MIN_SIZE = 96

/**
 * After each story has rendered and played: its picture, then the story shown again in the
 * pseudo-locale with no text that is not the catalogue's (pseudo-locale.ts).
 */
afterEach(async (context) => {
  const story = (context as unknown as { story?: ComposedStory }).story
  if (!story || context.task.result?.state === 'fail') return
  const screenshot = story.parameters.screenshot as ScreenshotParameter | undefined
  if (screenshot !== false) await picture(screenshot)
  const hardCoded = await hardCodedInPseudoLocale(story)
  expect(
    hardCoded,
    `${context.task.name} in the pseudo-locale: texts not from the catalogue`,
  ).toEqual([])
})

/** The picture of the story's content, compared with its baseline. */
async function picture(screenshot: ScreenshotParameter | undefined): Promise<void> {
  const photos = typeof screenshot === 'object' ? screenshot.photos !== false : true
  ;(document.activeElement as HTMLElement | null)?.blur?.()
  await fontsLoaded()
  await imagesSettled(IMAGES_WAIT_MS)
  // The viewport as tall as the page, until the page stops growing: what the taller viewport
  // sets off (a lazy part, a popup for content now in view), and what a busy machine is late to
  // draw, settles, and may make it taller again.
  let resized = false
  for (let round = 0; round < 3; round++) {
    const height = Math.min(
      MAX_HEIGHT,
      Math.max(window.innerHeight, document.documentElement.scrollHeight),
    )
    if (height > window.innerHeight) {
      resized = true
      await page.viewport(window.innerWidth || VIEWPORT_WIDTH, height)
      await imagesSettled(IMAGES_WAIT_MS)
    }
    await quiet()
    if (Math.min(MAX_HEIGHT, document.documentElement.scrollHeight) <= window.innerHeight) break
  }
  await fontsLoaded()
  window.scrollTo(0, 0)
  await nextPaint()
  if (!photos) {
    for (const image of document.images) {
      const box = image.getBoundingClientRect()
      if (box.width >= PHOTO_MIN_SIZE && box.height >= PHOTO_MIN_SIZE) {
        image.style.visibility = 'hidden'
      }
    }
    await nextPaint()
  }
  // A transparent frame over the story's content: its picture is the content's, sized to it.
  // It stays inside the viewport, so that Chromium never lays the page out again for a picture
  // larger than the window (fixed elements such as toasts would then move).
  // The first picture of a resized page can set off what the resize did not (an intersection
  // observer seeing content that came into view): take one, let it settle, then frame again.
  if (resized) {
    const first = contentFrame()
    document.body.append(first)
    await page.getByTestId(FRAME_ID).screenshot({ save: false })
    first.remove()
    await quiet()
  }
  const frame = contentFrame()
  document.body.append(frame)
  await nextPaint()
  try {
    await expect(page.getByTestId(FRAME_ID)).toMatchScreenshot()
  } finally {
    frame.remove()
  }
}

/** The elements a story drew: its root's, and whatever it portalled to <body>. */
function storyElements(): Element[] {
  const root = document.getElementById('storybook-root')
  const elements: Element[] = root ? [...root.querySelectorAll('*')] : []
  for (const child of document.body.children) {
    if (child === root || child.matches('.sb-wrapper, #storybook-docs, script, style')) continue
    elements.push(child, ...child.querySelectorAll('*'))
  }
  return elements
}

/** An absolutely placed, see-through box around everything the story shows. */
function contentFrame(): HTMLElement {
  let left = Number.POSITIVE_INFINITY
  let top = Number.POSITIVE_INFINITY
  let right = Number.NEGATIVE_INFINITY
  let bottom = Number.NEGATIVE_INFINITY
  for (const element of storyElements()) {
    const box = element.getBoundingClientRect()
    if (box.width < 1 || box.height < 1) continue
    if (getComputedStyle(element).visibility === 'hidden') continue
    left = Math.min(left, box.left)
    top = Math.min(top, box.top)
    right = Math.max(right, box.right)
    bottom = Math.max(bottom, box.bottom)
  }
  const width = window.innerWidth
  const height = window.innerHeight
  if (!Number.isFinite(left)) [left, top, right, bottom] = [0, 0, width, height]
  const frame = document.createElement('div')
  frame.dataset.testid = FRAME_ID
  const x = Math.max(0, Math.floor(left - MARGIN))
  const y = Math.max(0, Math.floor(top - MARGIN))
  Object.assign(frame.style, {
    position: 'absolute',
    left: `${x}px`,
    top: `${y}px`,
    width: `${Math.min(width, Math.ceil(right + MARGIN)) - x}px`,
    height: `${Math.min(height, Math.ceil(bottom + MARGIN)) - y}px`,
    pointerEvents: 'none',
    zIndex: '2147483647',
  })
  return frame
}
