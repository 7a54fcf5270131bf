import { defineConfig } from 'tsup'

export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  target: 'es2022',
  dts: true,
  tsconfig: 'tsconfig.build.json',
  clean: true,
  minify: true,
  sourcemap: true,
  treeshake: true,
})
