import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vite'
import { libraryConfig } from '../../library-build/library.ts'

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url))

export default defineConfig(
  libraryConfig({
    packageDir: fileURLToPath(new URL('.', import.meta.url)),
    entries: [src('index.ts'), src('node.ts'), src('browser.ts'), src('testing.ts')],
  }),
)
