import type { Decorator } from '@storybook/react-vite'
import { createPhotoProcessor, type PhotoProcessor } from '../photo'
import { PhotoProcessorContext } from '../photo/use-photo-draft'

/**
 * Photos whose preparation the story holds: the real pipeline does the work, but a chosen
 * photo stays "Preparing photo…" until the story lets it go — however fast this machine
 * decodes it. For the stories of what a form does meanwhile (a press on its button).
 */
export function heldPhotoPreparation() {
  let processor: PhotoProcessor | undefined
  let release = () => {}
  let held = Promise.resolve()

  const heldProcessor = (): PhotoProcessor => {
    processor ??= createPhotoProcessor()
    const real = processor
    return {
      get mode() {
        return real.mode
      },
      open: async (file, signal) => {
        await held
        return real.open(file, signal)
      },
      render: (photo, edit, kind) => real.render(photo, edit, kind),
      close: (photo) => real.close(photo),
      warm: () => real.warm(),
      dispose: () => real.dispose(),
    }
  }

  const decorator: Decorator = (Story) => (
    <PhotoProcessorContext.Provider value={heldProcessor}>
      <Story />
    </PhotoProcessorContext.Provider>
  )

  return {
    decorator,
    /** Holds the photos chosen from now on (a story's `beforeEach`). */
    hold: () => {
      held = new Promise((resolve) => {
        release = resolve
      })
      // Nothing stays held after the story.
      return () => release()
    },
    /** Lets the held photos be prepared. */
    release: () => release(),
  }
}
