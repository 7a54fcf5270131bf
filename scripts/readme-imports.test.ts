import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { codeBlocks, exportedNames, namedImports, sourceOf } from './readme-imports.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const packagesDir = join(root, 'packages')

/** The READMEs a newcomer follows. */
const READMES = ['README.md', 'packages/ui/README.md']

/** What the READMEs' snippets import from the packages, with the README each is in. */
function documentedImports() {
  return READMES.flatMap((readme) =>
    codeBlocks(readFileSync(join(root, readme), 'utf8'))
      .flatMap(namedImports)
      .filter(({ specifier }) => /^@photobooth\/(ui|api-client)(\/|$)/.test(specifier))
      .map((each) => ({ readme, ...each })),
  )
}

describe('the READMEs’ snippets', () => {
  it('import only what the packages export', () => {
    const imports = documentedImports()
    // The snippets are read at all: the first one of the UI's README is among them.
    expect(imports).toContainEqual({
      readme: 'packages/ui/README.md',
      specifier: '@photobooth/ui',
      name: 'PostCard',
    })
    const exports = new Map<string, Set<string>>()
    const missing = imports.flatMap(({ readme, specifier, name }) => {
      const source = sourceOf(packagesDir, specifier)
      if (!source) return [`${readme}: ${specifier} is not an export of its package`]
      const names = exports.get(source) ?? exportedNames(source)
      exports.set(source, names)
      return names.has(name) ? [] : [`${readme}: ${name} from ${specifier}`]
    })
    expect([...new Set(missing)]).toEqual([])
  })
})

describe('reading them', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('takes the ts and tsx blocks, and the names each imports', () => {
    const markdown = [
      '```sh',
      'npm install x',
      '```',
      '```tsx',
      "import { A, type B, C as D } from '@photobooth/ui'",
      "import '@photobooth/ui/styles.css'",
      '<A />',
      '```',
      '```ts',
      "import E from 'e'",
      '```',
    ].join('\n')
    expect(codeBlocks(markdown).flatMap(namedImports)).toEqual([
      { specifier: '@photobooth/ui', name: 'A' },
      { specifier: '@photobooth/ui', name: 'B' },
      { specifier: '@photobooth/ui', name: 'C' },
      { specifier: 'e', name: 'default' },
    ])
  })

  it('finds what a module exports, through `export *`', () => {
    dir = mkdtempSync(join(tmpdir(), 'readme-imports-'))
    writeFileSync(
      join(dir, 'index.ts'),
      "export { a, b as c, type T } from './a'\nexport * from './more'\nexport const d = 1\n" +
        'export interface I {}\nexport default function main() {}\n',
    )
    writeFileSync(
      join(dir, 'more.ts'),
      "export function e() {}\nexport type F = 1\nexport * from './a'\n",
    )
    writeFileSync(join(dir, 'a.ts'), 'export const a = 1\nexport default 2\n')
    expect([...exportedNames(join(dir, 'index.ts'))].sort()).toEqual(
      ['F', 'I', 'T', 'a', 'c', 'd', 'default', 'e'].sort(),
    )
  })
})
