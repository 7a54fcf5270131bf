import type { StorybookConfig } from '@storybook/react-vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defaultClientConditions, mergeConfig } from 'vite'

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.mdx', '../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: { name: '@storybook/react-vite', options: {} },
  // The mock service worker script, served at the root like in the app.
  staticDirs: ['../packages/mocks/public'],
  core: { disableTelemetry: true },
  viteFinal: (viteConfig) =>
    mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      resolve: { conditions: ['@photobooth/source', ...defaultClientConditions] },
      // Pre-bundled up front, so that no story discovers a dependency mid-run and reloads.
      optimizeDeps: {
        include: [
          'react',
          'react-dom',
          'react-dom/client',
          'react/jsx-runtime',
          'radix-ui',
          'swr',
          'swr/infinite',
          'swr/mutation',
          'valibot',
          'msw',
          'msw/browser',
          '@faker-js/faker',
          'react-easy-crop',
          'libheif-js/libheif-wasm/libheif-bundle.mjs',
        ],
      },
      // The photo worker loads its HEIC decoder lazily: module workers can split code.
      worker: { format: 'es' },
    }),
}

export default config
