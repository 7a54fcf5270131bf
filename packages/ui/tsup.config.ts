import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin'
import { defineConfig } from 'tsup'

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    theme: 'src/theme.ts',
    // For apps under a strict Content-Security-Policy: see src/csp/style-singleton.ts.
    'style-singleton': 'src/csp/style-singleton.ts',
    // The photo worker is its own module next to index.js, started by photo-worker-client.ts with
    // `new Worker(new URL('./photo-worker.js', import.meta.url), { type: 'module' })`, which
    // consumers' bundlers (Vite, webpack) follow to bundle the worker themselves.
    'photo-worker': 'src/photo/photo-worker.ts',
  },
  format: ['esm'],
  target: 'es2022',
  // Types for what consumers import; the worker is loaded by URL and has none to offer.
  dts: {
    entry: {
      index: 'src/index.ts',
      theme: 'src/theme.ts',
      'style-singleton': 'src/csp/style-singleton.ts',
    },
  },
  tsconfig: 'tsconfig.build.json',
  clean: true,
  // One stylesheet for consumers: lazily loaded parts (toasts, the guest popup) stay inside
  // index.js as deferred modules instead of separate chunks with CSS files of their own.
  splitting: false,
  // Without minification the CSS carries large base64 source comments.
  minify: true,
  sourcemap: true,
  treeshake: true,
  // The cropper's stylesheet goes into index.css with the rest (see PhotoEditor/cropper.ts).
  noExternal: ['react-easy-crop/react-easy-crop.css'],
  esbuildPlugins: [vanillaExtractPlugin({ identifiers: 'short' })],
  esbuildOptions(options) {
    options.conditions = ['@photobooth/source', 'import', 'module', 'default']
    options.jsx = 'automatic'
  },
})
