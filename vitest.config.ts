import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defaultClientConditions, defaultServerConditions } from 'vite'
import { defineConfig } from 'vitest/config'
import { chromiumLaunchOptions } from './test-support/browsers.ts'

/** Workspace packages are used from source during development and tests. */
const sourceCondition = '@photobooth/source'

/** A fresh browser block per project: Vitest mutates `instances`. */
function browser() {
  return {
    enabled: true,
    headless: true,
    provider: playwright({ launchOptions: chromiumLaunchOptions() }),
    instances: [{ browser: 'chromium' as const }],
  }
}

export default defineConfig({
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
  // The photo worker loads its HEIC decoder lazily: module workers can split code.
  worker: { format: 'es' },
  // Pre-bundled from the start: a dependency found while stories run makes Vite optimize it
  // and reload every page under test (on a cold cache, the recipes' runtime arrives with the
  // first lazy chunk that uses a recipe).
  optimizeDeps: {
    include: [
      'react-easy-crop',
      'libheif-js/libheif-wasm/libheif-bundle.mjs',
      '@vanilla-extract/recipes/createRuntimeFn',
      // Storybook's own modules, which the stories and the setup around them import.
      '@storybook/react-vite',
      'msw-storybook-addon/csf3',
      'storybook/actions',
      'storybook/test',
    ],
  },
  test: {
    // Two at a time, whatever the machine: one browser page per worker, and two keep a
    // two-core machine busy without starving the pages (more made stories time out there).
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        // Unit tests may import UI modules, whose styles are vanilla-extract files.
        plugins: [vanillaExtractPlugin()],
        test: {
          name: 'unit',
          environment: 'node',
          // A few tests do heavy work (photos of 50 MB, a hundred requests at once): well under
          // a second alone, several seconds on a two-core machine busy with the browsers.
          testTimeout: 15_000,
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/*/deploy/**/*.test.ts',
            'apps/*/test-support/**/*.test.ts',
            'apps/*/pwa/**/*.test.ts',
            'scripts/**/*.test.ts',
            'test-support/**/*.test.ts',
          ],
          exclude: ['**/*.browser.test.ts', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        plugins: [storybookTest({ configDir: '.storybook' })],
        test: {
          name: 'storybook',
          setupFiles: ['.storybook/vitest.setup.ts'],
          // The first story of a file also waits for its modules to be transformed and loaded,
          // and a play that takes pictures of several states can pass 15 s on a busy machine.
          testTimeout: 30_000,
          // The picture taken after each story (.storybook/vitest.setup.ts) waits up to 15 s for
          // the page's images, and again each time the page grows (three times at most); the
          // story is then shown once more, in the pseudo-locale.
          hookTimeout: 90_000,
          browser: browser(),
        },
      },
      {
        extends: true,
        // Browser tests may import UI modules too, whose styles are vanilla-extract files.
        plugins: [vanillaExtractPlugin()],
        // The mock service worker script is served at the root, as in the app.
        publicDir: 'packages/mocks/public',
        test: {
          name: 'browser',
          include: ['packages/*/src/**/*.browser.test.ts', 'apps/*/src/**/*.browser.test.ts'],
          // A few tests lay out and scroll long lists, or process photos: a few seconds alone,
          // over 20 s on a two-core machine busy with the stories (the windowed feed's, on CI).
          testTimeout: 60_000,
          browser: browser(),
        },
      },
    ],
  },
})
