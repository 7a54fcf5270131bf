import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin'
import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  target: 'es2022',
  dts: true,
  tsconfig: 'tsconfig.build.json',
  clean: true,
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
