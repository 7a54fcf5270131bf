import { spawnSync } from 'node:child_process'
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'

const root = fileURLToPath(new URL('..', import.meta.url))
const biome = fileURLToPath(new URL('../node_modules/@biomejs/biome/bin/biome', import.meta.url))
const rule = 'style/noRestrictedImports'

/**
 * The project's Biome configuration, copied to a directory of its own: a probe written there
 * is linted by the same path rules, and never appears in the source tree, where the browser
 * tests running meanwhile would find it (they import every `*.stories.tsx`).
 */
const probeRoot = mkdtempSync(join(tmpdir(), 'photobooth-import-boundaries-'))
copyFileSync(join(root, 'biome.json'), join(probeRoot, 'biome.json'))
afterAll(() => rmSync(probeRoot, { recursive: true, force: true }))

/**
 * Lints `source` as the file at `path` (written there for the run, then removed: Biome
 * reports no diagnostics for stdin); true when the import rule refuses it.
 */
function refused(path: string, source: string): boolean {
  const file = join(probeRoot, path)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, source)
  try {
    // Only the import rule: the others (the import-cycle rule reads the whole project) would
    // make each probe slow and say nothing of what it checks. No repository there: no VCS.
    const run = spawnSync(
      process.execPath,
      [biome, 'lint', '--vcs-enabled=false', `--only=${rule}`, path],
      { cwd: probeRoot, encoding: 'utf8' },
    )
    return run.status !== 0 && `${run.stdout}${run.stderr}`.includes('noRestrictedImports')
  } finally {
    rmSync(file, { force: true })
  }
}

const importing = (specifier: string) =>
  `import * as other from '${specifier}'\nexport const used = other\n`
const importingNamed = (name: string, specifier: string) =>
  `import { ${name} } from '${specifier}'\nexport const used = ${name}\n`

describe('import direction (STYLE.md: api-client ← mocks, api-client ← ui ← web)', () => {
  it.each([
    ['packages/api-client/src/boundary-probe.ts', '@photobooth/mocks'],
    ['packages/api-client/src/boundary-probe.ts', '@photobooth/mocks/node'],
    ['packages/api-client/src/boundary-probe.ts', '@photobooth/ui'],
    ['packages/api-client/src/posts/boundary-probe.ts', '../../../mocks/src/backend'],
    ['packages/mocks/src/boundary-probe.ts', '@photobooth/ui'],
    ['packages/mocks/src/handlers/boundary-probe.ts', '../../../ui/src/index'],
    ['packages/ui/src/boundary-probe.tsx', '@photobooth/mocks'],
    // Inside the client package: the client is below the calls that use it.
    ['packages/api-client/src/client/boundary-probe.ts', '../auth/login'],
    ['packages/api-client/src/client/boundary-probe.ts', '@photobooth/ui'],
  ])('%s may not import %s', (path, specifier) => {
    expect(refused(path, importing(specifier))).toBe(true)
  })

  it.each([
    ['packages/mocks/src/boundary-probe.ts', '@photobooth/api-client'],
    ['packages/api-client/src/auth/boundary-probe.ts', '../client/api-error'],
    ['packages/ui/src/boundary-probe.tsx', '@photobooth/api-client'],
    ['packages/ui/src/BoundaryProbe.stories.tsx', '@photobooth/mocks'],
  ])('%s may import %s', (path, specifier) => {
    expect(refused(path, importing(specifier))).toBe(false)
  })
})

describe('inside @photobooth/ui (STYLE.md: views render from props; containers fetch)', () => {
  const component = 'packages/ui/src/components/BoundaryProbe/BoundaryProbe.tsx'
  it.each([
    ['useFeed', '@photobooth/api-client'],
    ['useApiClient', '@photobooth/api-client'],
    ['ApiProvider', '@photobooth/api-client'],
    ['createApiClient', '@photobooth/api-client'],
    ['FeedView', '../../screens/FeedScreen/FeedView'],
    ['useLikeToggle', '../../posts/use-like-toggle'],
    ['useNotificationFeed', '../../notifications/use-notification-feed'],
  ])('a component may not import %s from %s', (name, specifier) => {
    expect(refused(component, importingNamed(name, specifier))).toBe(true)
  })

  it.each([
    ['isLikedBy', '@photobooth/api-client'],
    ['authorOf', '../../posts/post-facts'],
    ['Avatar', '../Avatar/Avatar'],
  ])('a component may import %s from %s', (name, specifier) => {
    expect(refused(component, importingNamed(name, specifier))).toBe(false)
  })

  // Views and the other pure parts that live beside screens render from props too.
  it.each([
    ['packages/ui/src/screens/ProbeScreen/ProbeView.tsx', 'useFeed', '@photobooth/api-client'],
    [
      'packages/ui/src/screens/ProbeScreen/ProbeView.tsx',
      'useNotificationFeed',
      '../../notifications/notification-feed',
    ],
    ['packages/ui/src/auth/ProbeScreen/ProbeView.tsx', 'useApiClient', '@photobooth/api-client'],
    ['packages/ui/src/forms/PostForm/BoundaryProbe.tsx', 'useApiClient', '@photobooth/api-client'],
    [
      'packages/ui/src/screens/LikersDialog/BoundaryProbe.tsx',
      'useLikers',
      '@photobooth/api-client',
    ],
    [
      'packages/ui/src/screens/GuestPopup/BoundaryProbe.tsx',
      'useLikeToggle',
      '../../posts/use-like-toggle',
    ],
  ])('%s may not import %s from %s', (path, name, specifier) => {
    expect(refused(path, importingNamed(name, specifier))).toBe(true)
  })

  it('a view may group notifications (a pure helper of the notifications feature)', () => {
    expect(
      refused(
        'packages/ui/src/screens/ProbeScreen/ProbeView.tsx',
        importingNamed('groupNotifications', '../../notifications/group-notifications'),
      ),
    ).toBe(false)
  })

  it('a screen may use the API client', () => {
    expect(
      refused(
        'packages/ui/src/screens/BoundaryProbe/BoundaryProbe.tsx',
        importingNamed('useFeed', '@photobooth/api-client'),
      ),
    ).toBe(false)
  })
})

describe('the sign-in feature keeps its parts (packages/ui/src/auth/)', () => {
  it.each([
    ['packages/ui/src/screens/BoundaryProbe.tsx', '../auth/use-sign-in-flow'],
    ['packages/ui/src/components/Probe/BoundaryProbe.tsx', '../../auth/AuthLayout/AuthLayout'],
    ['packages/ui/src/screens/BoundaryProbe.stories.tsx', '../auth/SignInButtons/SignInButtons'],
  ])('%s may not import %s', (path, specifier) => {
    expect(refused(path, importing(specifier))).toBe(true)
  })

  it.each([
    ['packages/ui/src/auth/LoginScreen/BoundaryProbe.tsx', '../use-sign-in-flow'],
    ['packages/ui/src/auth/BoundaryProbe.stories.tsx', './AuthLayout/AuthLayout'],
    ['packages/ui/src/screens/BoundaryProbe.tsx', '@photobooth/api-client'],
  ])('%s may import %s', (path, specifier) => {
    expect(refused(path, importing(specifier))).toBe(false)
  })

  it('still keeps the mocks out of the UI outside the feature', () => {
    expect(
      refused('packages/ui/src/screens/BoundaryProbe.tsx', importing('@photobooth/mocks')),
    ).toBe(true)
  })
})

describe('the icons are a leaf (packages/ui/src/icons/)', () => {
  it.each([
    ['packages/ui/src/icons/BoundaryProbe.tsx', '../lib/class-names'],
    ['packages/ui/src/icons/BoundaryProbe.tsx', '../components/Button/Button'],
    ['packages/ui/src/icons/glyphs/BoundaryProbe.tsx', '../../lib/class-names'],
    ['packages/ui/src/icons/glyphs/BoundaryProbe.tsx', '../../provider/UiProvider'],
    ['packages/ui/src/icons/BoundaryProbe.tsx', '@photobooth/api-client'],
  ])('%s may not import %s', (path, specifier) => {
    expect(refused(path, importing(specifier))).toBe(true)
  })

  it.each([
    ['packages/ui/src/icons/BoundaryProbe.tsx', './icon'],
    ['packages/ui/src/icons/BoundaryProbe.tsx', '../styles/theme.css'],
    ['packages/ui/src/icons/glyphs/BoundaryProbe.tsx', '../icon'],
    ['packages/ui/src/icons/glyphs/BoundaryProbe.tsx', '../../styles/theme.css'],
    ['packages/ui/src/components/Probe/BoundaryProbe.tsx', '../../icons/icons'],
    ['packages/ui/src/screens/BoundaryProbe.tsx', '../icons/menu-icons'],
  ])('%s may import %s', (path, specifier) => {
    expect(refused(path, importing(specifier))).toBe(false)
  })
})

describe('no import cycles (noImportCycles, type imports too)', () => {
  /** Lints two probe files that import each other; true when the cycle rule refuses them. */
  function cycleRefused(a: string, b: string): boolean {
    const dir = fileURLToPath(new URL('../packages/ui/src/cycle-probe/', import.meta.url))
    mkdirSync(dir, { recursive: true })
    writeFileSync(`${dir}a.ts`, a)
    writeFileSync(`${dir}b.ts`, b)
    try {
      const run = spawnSync(
        process.execPath,
        [biome, 'lint', '--only=suspicious/noImportCycles', 'packages/ui/src/cycle-probe'],
        { cwd: root, encoding: 'utf8' },
      )
      return run.status !== 0 && `${run.stdout}${run.stderr}`.includes('noImportCycles')
    } finally {
      rmSync(dir, { force: true, recursive: true })
    }
  }

  // Each run reads the whole project (slow): a cycle through a type import, refused, stands
  // for every cycle.
  it('refuses modules that import each other, by a type import too', { timeout: 60_000 }, () => {
    expect(
      cycleRefused(
        "import { b } from './b'\nexport type A = 'a'\nexport const a = () => b\n",
        "import type { A } from './a'\nexport const b = (): A => 'a'\n",
      ),
    ).toBe(true)
  })

  it('lets imports go one way', { timeout: 60_000 }, () => {
    expect(
      cycleRefused("import { b } from './b'\nexport const a = () => b\n", 'export const b = 1\n'),
    ).toBe(false)
  })
})
