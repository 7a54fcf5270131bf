/**
 * `npm run messages`: compiles the UI's catalogues (packages/ui/src/i18n/messages) into
 * packages/ui/src/i18n/compiled, with the pseudo-locale. A test fails while they differ.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { compiledFiles } from '../packages/ui/src/i18n/compile-catalogues.ts'

const folder = join(import.meta.dirname, '../packages/ui/src/i18n/compiled')
mkdirSync(folder, { recursive: true })
for (const [name, text] of Object.entries(compiledFiles())) {
  writeFileSync(join(folder, name), text)
  console.info(`wrote ${join('packages/ui/src/i18n/compiled', name)}`)
}
