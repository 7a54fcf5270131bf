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
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'system', title: 'System' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language and direction',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
          { value: 'ar', title: 'العربية (right to left)' },
          { value: 'en-XA', title: 'Pseudo-locale (development)' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  tags: ['autodocs'],
}

export default preview
