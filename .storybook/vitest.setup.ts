import { afterEach, expect } from 'vitest'
import { page } from 'vitest/browser'

/**
 * Visual regression: after each story has rendered and played, the page is compared with its
 * baseline in `__screenshots__/` next to the stories file. Animations are stopped and the
 * focus ring removed first, so that two runs give the same pixels.
 */
const still = document.createElement('style')
still.textContent =
  '*, *::before, *::after { animation-duration: 0s !important; animation-delay: 0s !important; transition: none !important; caret-color: transparent !important; }'
document.head.append(still)

afterEach(async (context) => {
  const story = (context as unknown as { story?: { parameters?: { screenshot?: boolean } } }).story
  if (!story || story.parameters?.screenshot === false || context.task.result?.state === 'fail')
    return
  ;(document.activeElement as HTMLElement | null)?.blur?.()
  await document.fonts.ready
  await Promise.all(
    [...document.images].map((image) =>
      image.complete
        ? undefined
        : new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true })
            image.addEventListener('error', resolve, { once: true })
          }),
    ),
  )
  await expect(page.elementLocator(document.body)).toMatchScreenshot()
})
