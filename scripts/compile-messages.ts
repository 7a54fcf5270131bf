/**
 * `npm run messages`: compiles the UI's catalogues (packages/ui/src/i18n/messages) into
 * packages/ui/src/i18n/compiled, with the pseudo-locale; files no longer made are removed. A
 * test fails while they differ.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { compiledFiles } from '../packages/ui/src/i18n/compile-catalogues.ts'

const folder = join(import.meta.dirname, '../packages/ui/src/i18n/compiled')
const files = compiledFiles()
rmSync(folder, { recursive: true, force: true })
for (const [name, text] of Object.entries(files)) {
  mkdirSync(dirname(join(folder, name)), { recursive: true })
  writeFileSync(join(folder, name), text)
  console.info(`wrote ${join('packages/ui/src/i18n/compiled', name)}`)
}
