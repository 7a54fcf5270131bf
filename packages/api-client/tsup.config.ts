import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  target: 'es2022',
  dts: true,
  tsconfig: 'tsconfig.build.json',
  clean: true,
  // One file for consumers: code loaded on demand (the XHR path of uploads) stays inside
  // index.js as a deferred module; the app's own bundler splits it from the source.
  splitting: false,
  minify: true,
  sourcemap: true,
  treeshake: true,
})
