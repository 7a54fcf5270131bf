import '@fontsource-variable/inter'
import '@fontsource-variable/jetbrains-mono'
import '@fontsource/noto-emoji'
import '@fontsource-variable/noto-sans-arabic'
import './fonts.css'
import type { Preview } from '@storybook/react-vite'
import { setupWorker } from 'msw/browser'
import { mswLoader } from 'msw-storybook-addon/csf3'
import {
  isViewStory,
  localeLoader,
  noBackend,
  storyWorld,
  withWorld,
  worldLoader,
} from '../packages/ui/src/storybook/story-world'

/** A global the toolbar switches, showing the chosen item's title. */
function toolbar(
  description: string,
  title: string,
  icon: 'mirror' | 'globe',
  items: { value: string; title: string }[],
) {
  return { description, toolbar: { title, icon, items, dynamicTitle: true } } as const
}

const preview: Preview = {
  loaders: [
    // One worker for the whole session; msw-storybook-addon resets its handlers per story.
    mswLoader(async () => {
      const worker = setupWorker()
      await worker.start({ quiet: true, onUnhandledFrame: 'bypass' })
      return worker
    }),
    worldLoader,
    localeLoader,
  ],
  beforeEach(context) {
    // This story's backend answers every request that no story override answers first; a
    // view's story has none.
    context.msw.use(...(isViewStory(context) ? noBackend : storyWorld(context).backend.handlers))
  },
  decorators: [withWorld],
  parameters: {
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    a11y: { test: 'error' },
  },
  globalTypes: {
    theme: toolbar('Colour theme', 'Theme', 'mirror', [
      { value: 'light', title: 'Light' },
      { value: 'dark', title: 'Dark' },
      { value: 'system', title: 'System' },
    ]),
    locale: toolbar('Language and direction', 'Language', 'globe', [
      { value: 'en', title: 'English' },
      { value: 'es', title: 'Español' },
      { value: 'ar', title: 'العربية (right to left)' },
      { value: 'en-XA', title: 'Pseudo-locale (development)' },
    ]),
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  tags: ['autodocs'],
}

export default preview
