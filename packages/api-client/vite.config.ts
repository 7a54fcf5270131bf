import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { libraryConfig } from '../../library-build/library.ts'

export default defineConfig(
  libraryConfig({
    packageDir: fileURLToPath(new URL('.', import.meta.url)),
    entries: [fileURLToPath(new URL('./src/index.ts', import.meta.url))],
  }),
)
