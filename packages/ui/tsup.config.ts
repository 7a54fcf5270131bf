import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin'
import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts', 'src/theme.ts'],
  format: ['esm'],
  target: 'es2022',
  dts: true,
  tsconfig: 'tsconfig.build.json',
  clean: true,
  // One stylesheet for consumers: lazily loaded parts (toasts, the guest popup) stay inside
  // index.js as deferred modules instead of separate chunks with CSS files of their own.
  splitting: false,
  // Without minification the CSS carries large base64 source comments.
  minify: true,
  sourcemap: true,
  treeshake: true,
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  esbuildOptions(options) {
    options.conditions = ['@photobooth/source', 'import', 'module', 'default']
    options.jsx = 'automatic'
  },
})
