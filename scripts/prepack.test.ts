import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { missingPackFiles, prepackProblem } from '../library-build/prepack.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const manifest = (dir: string) =>
  JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>
  }

describe('packing a package that is not built', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  function pkg(files: Record<string, string>) {
    dir = mkdtempSync(join(tmpdir(), 'prepack-'))
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(join(dir, path, '..'), { recursive: true })
      writeFileSync(join(dir, path), text)
    }
    return dir
  }

  const exportsMap = {
    name: '@photobooth/example',
    exports: {
      '.': {
        '@photobooth/source': './src/index.ts',
        types: './dist/index.d.ts',
        import: './dist/index.js',
      },
      './styles.css': { types: './dist/styles.css.d.ts', default: './dist/styles.css' },
      './package.json': './package.json',
    },
    files: ['dist', 'README.md'],
  }

  it('is refused, naming what is missing and how to build it', () => {
    pkg({ 'package.json': JSON.stringify(exportsMap), 'README.md': '#' })
    expect(missingPackFiles(dir)).toEqual([
      './dist/index.d.ts',
      './dist/index.js',
      './dist/styles.css.d.ts',
      './dist/styles.css',
      'dist',
    ])
    expect(prepackProblem(dir)).toMatch(
      /^@photobooth\/example is not built: 5 file\(s\) .*\(\.\/dist\/index\.d\.ts, .*\)\. Build it first \(npm run build:packages/,
    )
  })

  it('passes once built (the source condition is the workspace’s, not packed)', () => {
    pkg({
      'package.json': JSON.stringify(exportsMap),
      'README.md': '#',
      'dist/index.d.ts': '',
      'dist/index.js': '',
      'dist/styles.css.d.ts': '',
      'dist/styles.css': '',
    })
    expect(prepackProblem(dir)).toBeUndefined()
  })
})

describe('the packages', () => {
  it.each(['api-client', 'mocks', 'ui'])(
    '@photobooth/%s runs the check before it is packed',
    (name) => {
      expect(manifest(join(root, 'packages', name)).scripts.prepack).toBe(
        'node ../../library-build/prepack.ts',
      )
    },
  )

  it('are all built by build:packages', () => {
    const script = manifest(root).scripts['build:packages'] ?? ''
    for (const name of ['api-client', 'mocks', 'ui']) expect(script).toContain(`packages/${name}`)
  })
})
