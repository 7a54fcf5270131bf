import { fileURLToPath } from 'node:url'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { phoneApp } from './pwa/plugin.ts'
import { PRODUCT_NAME } from './src/product.ts'
import { chunkGroups } from './vite-plugins/chunk-groups.ts'
import { defaultRuntimeConfig } from './vite-plugins/default-runtime-config.ts'
import { deployment } from './vite-plugins/deployment.ts'
import { earlyApi } from './vite-plugins/early-api.ts'
import { reactRouterProduction } from './vite-plugins/react-router-production.ts'
import { signedInFeedEarly } from './vite-plugins/signed-in-feed-early.ts'
import { themeBeforePaint } from './vite-plugins/theme-before-paint.ts'
import { workspaceSourceAliases } from './workspace-aliases.ts'

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin({ identifiers: 'short' }),
    themeBeforePaint(),
    earlyApi(),
    signedInFeedEarly(),
    reactRouterProduction(),
    defaultRuntimeConfig(),
    phoneApp({ productName: PRODUCT_NAME }),
    deployment(),
  ],
  resolve: {
    alias: [
      // The workspace packages are compiled from source, like in Storybook and the tests.
      ...workspaceSourceAliases(),
      // Radix's scroll lock without <style> elements, which the policy refuses (see
      // packages/ui/src/csp/style-singleton.ts).
      {
        find: /^react-style-singleton$/,
        replacement: fileURLToPath(
          new URL('../../packages/ui/src/csp/style-singleton.ts', import.meta.url),
        ),
      },
    ],
  },
  // The mock service worker script, served at the root for demo mode.
  publicDir: '../../packages/mocks/public',
  build: {
    target: 'es2022',
    sourcemap: true,
    // Read by the benchmark to attribute chunks to routes.
    manifest: true,
    // The demo's mock backend (faker, the seed) is one lazy chunk a server-mode user never loads.
    chunkSizeWarningLimit: 1500,
    // Every browser the app supports (es2022) knows <link rel="modulepreload">.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // What goes in which chunk (vite-plugins/chunk-groups.ts).
        codeSplitting: { groups: chunkGroups },
      },
    },
  },
  // The photo worker loads its HEIC decoder lazily: module workers can split code.
  worker: { format: 'es' },
  server: { port: 5173 },
  preview: { port: 4173 },
})
