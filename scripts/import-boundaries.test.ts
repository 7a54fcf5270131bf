import { spawnSync } from 'node:child_process'
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { basename, dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

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
 * The probes of the tests below, each `[path, source]`: all linted in one Biome run before the
 * first test (one run per probe took a second or two each), each test then reading its verdict.
 */
const probes: [string, string][] = []
let verdictsOfProbes: boolean[] = []
beforeAll(() => {
  verdictsOfProbes = verdicts(probes)
}, 60_000)

/** Registers `source` as the file at `path`; the verdict, read in a test: true when the import
 * rule refuses it. */
function probe(path: string, source: string): () => boolean {
  const index = probes.push([path, source]) - 1
  return () => {
    const verdict = verdictsOfProbes[index]
    if (verdict === undefined) throw new Error(`No verdict for the probe ${path}`)
    return verdict
  }
}

const importing = (specifier: string) =>
  `import * as other from '${specifier}'\nexport const used = other\n`
const importingNamed = (name: string, specifier: string) =>
  `import { ${name} } from '${specifier}'\nexport const used = ${name}\n`

describe('import direction (STYLE.md: api-client ← mocks, api-client ← ui ← web)', () => {
  it.each(
    (
      [
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
      ] as [string, string][]
    ).map(([path, specifier]) => [path, specifier, probe(path, importing(specifier))] as const),
  )('%s may not import %s', (_path, _specifier, refused) => {
    expect(refused()).toBe(true)
  })

  it.each(
    (
      [
        ['packages/mocks/src/boundary-probe.ts', '@photobooth/api-client'],
        ['packages/api-client/src/auth/boundary-probe.ts', '../client/api-error'],
        ['packages/ui/src/boundary-probe.tsx', '@photobooth/api-client'],
        ['packages/ui/src/BoundaryProbe.stories.tsx', '@photobooth/mocks'],
      ] as [string, string][]
    ).map(([path, specifier]) => [path, specifier, probe(path, importing(specifier))] as const),
  )('%s may import %s', (_path, _specifier, refused) => {
    expect(refused()).toBe(false)
  })
})

describe('inside @photobooth/ui (STYLE.md: views render from props; containers fetch)', () => {
  const component = 'packages/ui/src/components/BoundaryProbe/BoundaryProbe.tsx'
  it.each(
    (
      [
        ['useFeed', '@photobooth/api-client'],
        ['useApiClient', '@photobooth/api-client'],
        ['ApiProvider', '@photobooth/api-client'],
        ['createApiClient', '@photobooth/api-client'],
        ['FeedView', '../../screens/FeedScreen/FeedView'],
        ['useLikeToggle', '../../posts/use-like-toggle'],
        ['useNotificationFeed', '../../notifications/use-notification-feed'],
      ] as [string, string][]
    ).map(
      ([name, specifier]) =>
        [name, specifier, probe(component, importingNamed(name, specifier))] as const,
    ),
  )('a component may not import %s from %s', (_name, _specifier, refused) => {
    expect(refused()).toBe(true)
  })

  it.each(
    (
      [
        ['isLikedBy', '@photobooth/api-client'],
        ['authorOf', '../../posts/post-facts'],
        ['Avatar', '../Avatar/Avatar'],
      ] as [string, string][]
    ).map(
      ([name, specifier]) =>
        [name, specifier, probe(component, importingNamed(name, specifier))] as const,
    ),
  )('a component may import %s from %s', (_name, _specifier, refused) => {
    expect(refused()).toBe(false)
  })

  // Views and the other pure parts that live beside screens render from props too.
  it.each(
    (
      [
        ['packages/ui/src/screens/ProbeScreen/ProbeView.tsx', 'useFeed', '@photobooth/api-client'],
        [
          'packages/ui/src/screens/ProbeScreen/ProbeView.tsx',
          'useNotificationFeed',
          '../../notifications/notification-feed',
        ],
        [
          'packages/ui/src/auth/ProbeScreen/ProbeView.tsx',
          'useApiClient',
          '@photobooth/api-client',
        ],
        [
          'packages/ui/src/forms/PostForm/BoundaryProbe.tsx',
          'useApiClient',
          '@photobooth/api-client',
        ],
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
      ] as [string, string, string][]
    ).map(
      ([path, name, specifier]) =>
        [path, name, specifier, probe(path, importingNamed(name, specifier))] as const,
    ),
  )('%s may not import %s from %s', (_path, _name, _specifier, refused) => {
    expect(refused()).toBe(true)
  })

  const grouping = probe(
    'packages/ui/src/screens/ProbeScreen/ProbeView.tsx',
    importingNamed('groupNotifications', '../../notifications/group-notifications'),
  )
  it('a view may group notifications (a pure helper of the notifications feature)', () => {
    expect(grouping()).toBe(false)
  })

  const screenUsingTheClient = probe(
    'packages/ui/src/screens/BoundaryProbe/BoundaryProbe.tsx',
    importingNamed('useFeed', '@photobooth/api-client'),
  )
  it('a screen may use the API client', () => {
    expect(screenUsingTheClient()).toBe(false)
  })
})

describe('the sign-in feature keeps its parts (packages/ui/src/auth/)', () => {
  it.each(
    (
      [
        ['packages/ui/src/screens/BoundaryProbe.tsx', '../auth/use-sign-in-flow'],
        ['packages/ui/src/components/Probe/BoundaryProbe.tsx', '../../auth/AuthLayout/AuthLayout'],
        [
          'packages/ui/src/screens/BoundaryProbe.stories.tsx',
          '../auth/SignInButtons/SignInButtons',
        ],
      ] as [string, string][]
    ).map(([path, specifier]) => [path, specifier, probe(path, importing(specifier))] as const),
  )('%s may not import %s', (_path, _specifier, refused) => {
    expect(refused()).toBe(true)
  })

  it.each(
    (
      [
        ['packages/ui/src/auth/LoginScreen/BoundaryProbe.tsx', '../use-sign-in-flow'],
        ['packages/ui/src/auth/BoundaryProbe.stories.tsx', './AuthLayout/AuthLayout'],
        ['packages/ui/src/screens/BoundaryProbe.tsx', '@photobooth/api-client'],
      ] as [string, string][]
    ).map(([path, specifier]) => [path, specifier, probe(path, importing(specifier))] as const),
  )('%s may import %s', (_path, _specifier, refused) => {
    expect(refused()).toBe(false)
  })

  const mocksInTheUi = probe(
    'packages/ui/src/screens/BoundaryProbe.tsx',
    importing('@photobooth/mocks'),
  )
  it('still keeps the mocks out of the UI outside the feature', () => {
    expect(mocksInTheUi()).toBe(true)
  })
})

describe('the icons are a leaf (packages/ui/src/icons/)', () => {
  it.each(
    (
      [
        ['packages/ui/src/icons/BoundaryProbe.tsx', '../lib/class-names'],
        ['packages/ui/src/icons/BoundaryProbe.tsx', '../components/Button/Button'],
        ['packages/ui/src/icons/glyphs/BoundaryProbe.tsx', '../../lib/class-names'],
        ['packages/ui/src/icons/glyphs/BoundaryProbe.tsx', '../../provider/UiProvider'],
        ['packages/ui/src/icons/BoundaryProbe.tsx', '@photobooth/api-client'],
      ] as [string, string][]
    ).map(([path, specifier]) => [path, specifier, probe(path, importing(specifier))] as const),
  )('%s may not import %s', (_path, _specifier, refused) => {
    expect(refused()).toBe(true)
  })

  it.each(
    (
      [
        ['packages/ui/src/icons/BoundaryProbe.tsx', './icon'],
        ['packages/ui/src/icons/BoundaryProbe.tsx', '../styles/theme.css'],
        ['packages/ui/src/icons/glyphs/BoundaryProbe.tsx', '../icon'],
        ['packages/ui/src/icons/glyphs/BoundaryProbe.tsx', '../../styles/theme.css'],
        ['packages/ui/src/components/Probe/BoundaryProbe.tsx', '../../icons/icons'],
        ['packages/ui/src/screens/BoundaryProbe.tsx', '../icons/menu-icons'],
      ] as [string, string][]
    ).map(([path, specifier]) => [path, specifier, probe(path, importing(specifier))] as const),
  )('%s may import %s', (_path, _specifier, refused) => {
    expect(refused()).toBe(false)
  })
})

/**
 * Every folder under `top` that holds source files, as paths from the repository's root: the
 * places a probe must be refused from. Built output, installed packages, pictures and the
 * consumer apps' own installs are no rooms.
 */
function sourceFolders(top: string): string[] {
  const skip = /^(node_modules|dist|dist-e2e|storybook-static|__screenshots__|compiled|\.next)$/
  const found: string[] = []
  const walk = (dir: string) => {
    const entries = readdirSync(join(root, dir))
    if (entries.some((name) => /\.(ts|tsx|mjs)$/.test(name))) found.push(dir)
    for (const name of entries) {
      if (skip.test(name) || name.endsWith('-deploy-configs')) continue
      if (statSync(join(root, dir, name)).isDirectory()) walk(join(dir, name))
    }
  }
  walk(top)
  return found
}

/**
 * Lints many probes in one run, each `[path, source]`; returns the paths the import rule
 * refused.
 */
function refusedAll(probes: [string, string][]): string[] {
  for (const [path, source] of probes) {
    mkdirSync(dirname(join(probeRoot, path)), { recursive: true })
    writeFileSync(join(probeRoot, path), source)
  }
  try {
    const run = spawnSync(
      process.execPath,
      [
        biome,
        'lint',
        '--vcs-enabled=false',
        `--only=${rule}`,
        '--max-diagnostics=none',
        ...probes.map(([path]) => path),
      ],
      { cwd: probeRoot, encoding: 'utf8' },
    )
    // Each diagnostic opens with a line `<path>:<line>:<column> lint/style/noRestrictedImports`.
    const refused = new Set(
      `${run.stdout}${run.stderr}`
        .split('\n')
        .map((line) => /^(\S+):\d+:\d+ lint\/style\/noRestrictedImports\b/.exec(line)?.[1]),
    )
    return probes.map(([path]) => path).filter((path) => refused.has(path))
  } finally {
    for (const [path] of probes) rmSync(join(probeRoot, path), { force: true })
  }
}

/** The path from a probe in `folder` to `target` (both from the root), as an import writes it. */
const from = (folder: string, target: string) => relative(folder, target) || '.'

/**
 * Lints each `[path, source]` as a probe at `path`, all in one run (a path met again gets a
 * number before its file name: the same folder, and the same overrides, which name files by
 * their ends); true for each the import rule refused.
 */
function verdicts(cases: readonly (readonly [string, string])[]): boolean[] {
  const seen = new Map<string, number>()
  const unique = cases.map(([path, source]): [string, string] => {
    const count = seen.get(path) ?? 0
    seen.set(path, count + 1)
    return [count === 0 ? path : join(dirname(path), `${count}-${basename(path)}`), source]
  })
  const refusedPaths = new Set(refusedAll(unique))
  return unique.map(([path]) => refusedPaths.has(path))
}

describe('tooling has rooms (STYLE.md 9: library-build/ and test-support/ below, commands on top)', () => {
  const refusedCases = [
    // The four arrows that once ran up into scripts/.
    ['apps/web/test-support/boundary-probe.ts', '../../../scripts/start.ts'],
    ['apps/web/e2e/boundary-probe.ts', '../../../scripts/check-packages.ts'],
    ['packages/api-client/vite.config.ts', '../../scripts/bench.ts'],
    ['packages/mocks/vite.config.ts', '../../scripts/bench.ts'],
    // A package reaches neither the tests' support nor the commands, from its sources either.
    ['packages/ui/vite.config.ts', '../../test-support/browsers.ts'],
    ['packages/mocks/src/boundary-probe.ts', '../../../test-support/node-mocks.ts'],
    ['packages/ui/src/screens/BoundaryProbe.stories.tsx', '../../../../scripts/test.ts'],
    // The tests' support is below the app and the commands.
    ['test-support/boundary-probe.ts', '../apps/web/deploy/policy.ts'],
    ['test-support/boundary-probe.ts', '../scripts/start.ts'],
    ['test-support/boundary-probe.ts', '@photobooth/web'],
    // The library build is below the packages it builds.
    ['library-build/boundary-probe.ts', '../packages/ui/src/index.ts'],
    ['library-build/boundary-probe.ts', '@photobooth/api-client'],
    ['library-build/boundary-probe.ts', '../scripts/check-packages.ts'],
    ['library-build/boundary-probe.ts', '../test-support/browsers.ts'],
  ] as const
  const allowedCases = [
    ['packages/ui/vite.config.ts', '../../library-build/library.ts'],
    ['apps/web/e2e/boundary-probe.ts', '../../../test-support/fault-proxy.ts'],
    ['apps/web/test-support/boundary-probe.ts', '../deploy/serve-build.ts'],
    ['apps/web/vite.config.ts', './deploy/policy.ts'],
    ['test-support/boundary-probe.ts', '../packages/mocks/src/node.ts'],
    ['scripts/boundary-probe.ts', '../test-support/node-mocks.ts'],
    ['scripts/boundary-probe.ts', '../apps/web/deploy/serve-build.ts'],
  ] as const
  it.each(
    refusedCases.map(([path, target]) => [path, target, probe(path, importing(target))] as const),
  )('%s may not import %s', (_path, _target, refused) => {
    expect(refused()).toBe(true)
  })

  it.each(
    allowedCases.map(([path, target]) => [path, target, probe(path, importing(target))] as const),
  )('%s may import %s', (_path, _target, refused) => {
    expect(refused()).toBe(false)
  })

  // Biome takes a rule's options from the last override that matches a file, whole: an override
  // added later for some folder must carry these directions too, or they stop there. A probe in
  // every folder of every room finds such a folder.
  it('holds in every folder of the packages, the app, library-build/ and test-support/', {
    timeout: 60_000,
  }, () => {
    const cases: [string, string][] = []
    const probe = (folder: string, target: string) => {
      const names = folder.startsWith('packages/ui/')
        ? ['rooms-probe.ts', 'RoomsProbe.stories.tsx', 'RoomsProbeView.tsx']
        : ['rooms-probe.ts']
      for (const name of names) cases.push([join(folder, name), importing(from(folder, target))])
    }
    for (const folder of [...sourceFolders('packages'), ...sourceFolders('apps')]) {
      probe(folder, 'scripts/start.ts')
    }
    for (const folder of sourceFolders('packages')) probe(folder, 'test-support/browsers.ts')
    for (const folder of sourceFolders('test-support')) probe(folder, 'apps/web/deploy/policy.ts')
    for (const folder of sourceFolders('library-build')) probe(folder, 'packages/ui/src/index.ts')
    const verdict = verdicts(cases)
    expect(cases.filter((_, index) => !verdict[index])).toEqual([])
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
