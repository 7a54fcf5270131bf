import { mkdirSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { defineConfig, type Plugin } from 'vite'
import { libraryConfig } from '../../library-build/library.ts'
import { sourceCatalogue } from './src/i18n/source-catalogue.ts'

const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url))
const dist = (path: string) => fileURLToPath(new URL(`./dist/${path}`, import.meta.url))

/** The English source catalogue for translators: `@photobooth/ui/messages/en.json`. */
function sourceCatalogueFile(): Plugin {
  return {
    name: 'photobooth-source-catalogue',
    apply: 'build',
    closeBundle() {
      mkdirSync(dist('messages'), { recursive: true })
      writeFileSync(dist('messages/en.json'), `${JSON.stringify(sourceCatalogue(), null, 2)}\n`)
    },
  }
}

const config = libraryConfig({
  packageDir: fileURLToPath(new URL('.', import.meta.url)),
  entries: [
    src('index.ts'),
    src('theme.ts'),
    // For apps under a strict Content-Security-Policy: see src/csp/style-singleton.ts.
    src('csp/style-singleton.ts'),
    // Started by URL (photo-worker-client.ts, decode-heif.ts): the app's bundler bundles
    // them as workers.
    src('photo/photo-worker.ts'),
    src('photo/heif-worker.ts'),
  ],
  stylesheet: 'styles.css',
})

export default defineConfig({
  ...config,
  plugins: [...(config.plugins ?? []), sourceCatalogueFile()],
})
