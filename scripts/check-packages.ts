/**
 * Checks the published packages as an importing app gets them: builds @photobooth/api-client,
 * @photobooth/ui and @photobooth/mocks, lints their manifests (publint) and types
 * (arethetypeswrong), checks that every built module imports only its own files and declared
 * dependencies, packs them, and installs the tarballs into fresh apps, as any app would (their
 * other packages from npm's cache where it has them, else from the registry; the four installs
 * side by side) (scripts/consumers/): a Vite app (sizes against the budgets, strict types, every
 * page in Chromium), the same app at the lowest React the peer ranges admit, and a Next.js App
 * Router app whose Server Components import the packages (styled server HTML with JavaScript
 * off, no hydration error in any time zone); and the API client alone at the lowest React its
 * own range admits, in Node.
 *
 *   node scripts/check-packages.ts            (npm run check:packages)
 *   node scripts/check-packages.ts --no-apps  (the packages alone, without the apps)
 */
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import semver from 'semver'
import { checkNextConsumer, prepareNextConsumer } from './consumers/next.ts'
import { checkApiClientAtReact, prepareApiClientAtReact } from './consumers/node.ts'
import { scratchDir, type Tarballs } from './consumers/shared.ts'
import { checkViteConsumer, prepareViteConsumer } from './consumers/vite.ts'

const root = fileURLToPath(new URL('..', import.meta.url))
const bin = (name: string) => join(root, 'node_modules', '.bin', name)
const packages = ['packages/api-client', 'packages/ui', 'packages/mocks'] as const

interface Manifest {
  name: string
  version: string
  files?: string[]
  dependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}
const manifestOf = (dir: string): Manifest =>
  JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8'))

function run(command: string, args: string[], cwd = root) {
  console.info(`$ ${[command, ...args].join(' ')}`)
  execFileSync(command, args, { cwd, stdio: 'inherit' })
}

for (const dir of packages) run('npm', ['run', 'build', '--silent', '-w', dir])
for (const dir of packages) run(bin('publint'), ['--strict', dir])

// Released together: one version for all, and each package asks for its siblings at it.
const versions = new Set(packages.map((dir) => manifestOf(dir).version))
if (versions.size !== 1) throw new Error(`The packages' versions differ: ${[...versions]}`)
for (const dir of packages) {
  const manifest = manifestOf(dir)
  for (const [name, range] of Object.entries({
    ...manifest.dependencies,
    ...manifest.peerDependencies,
  })) {
    if (name.startsWith('@photobooth/') && range !== manifest.version) {
      throw new Error(`${manifest.name} asks for ${name}@${range}, not ${manifest.version}`)
    }
  }
  for (const file of ['README.md', 'LICENSE']) {
    if (!existsSync(join(root, dir, file))) throw new Error(`${dir} has no ${file}`)
  }
}

/**
 * Built modules loaded by URL rather than through the exports map: the photo worker, which its
 * client starts with `new URL('./photo-worker.js', import.meta.url)`, and the HEIC decoder's
 * workers (`./heif-worker.js`, started by decode-heif.ts).
 */
const urlModules: Record<string, string[]> = {
  'packages/ui': ['dist/photo/photo-worker.js', 'dist/photo/heif-worker.js'],
}
for (const [dir, files] of Object.entries(urlModules)) {
  for (const file of files) {
    if (!existsSync(join(root, dir, file))) throw new Error(`${dir}/${file} was not built`)
  }
}

// The built code imports its dependencies instead of carrying copies of them (a bundled
// CommonJS copy fails in ESM with "Dynamic require of react is not supported"), and each of its
// own modules by a relative path that names the file.
const builtModules = (dir: string): string[] =>
  readdirSync(join(root, dir, 'dist'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => join('dist', file))
for (const dir of packages) {
  const manifest = manifestOf(dir)
  const allowed = Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })
  for (const file of builtModules(dir)) {
    const code = readFileSync(join(root, dir, file), 'utf8')
    const imported = [
      ...code.matchAll(/(?:^|;)\s*(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+)["']/gm),
      ...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g),
    ].map((match) => match[1] ?? '')
    const stray = imported.filter((specifier) =>
      specifier.startsWith('.')
        ? !existsSync(join(root, dir, dirname(file), specifier))
        : !specifier.startsWith('node:') &&
          !allowed.some((name) => specifier === name || specifier.startsWith(`${name}/`)),
    )
    if (stray.length > 0 || /Dynamic require of/.test(code)) {
      throw new Error(
        `${dir}/${file} imports missing or undeclared modules, or bundles CommonJS: ${stray.join(', ')}`,
      )
    }
  }
}
run(bin('attw'), ['--pack', 'packages/api-client', '--profile', 'esm-only'])
run(bin('attw'), [
  '--pack',
  'packages/ui',
  '--profile',
  'esm-only',
  '--exclude-entrypoints',
  'styles.css',
  'messages/en.json',
])
run(bin('attw'), ['--pack', 'packages/mocks', '--profile', 'esm-only'])

if (!process.argv.includes('--no-apps')) {
  const scratch = scratchDir('tarballs')
  try {
    const pack = (dir: string) => {
      const out = execFileSync(
        'npm',
        ['pack', '--silent', '--pack-destination', scratch.dir, '-w', dir],
        { cwd: root, encoding: 'utf8' },
      )
      return join(scratch.dir, out.trim().split('\n').at(-1) ?? '')
    }
    const tarballs: Tarballs = {
      apiClient: pack('packages/api-client'),
      ui: pack('packages/ui'),
      mocks: pack('packages/mocks'),
    }
    const react = manifestOf('apps/web').dependencies?.react?.replace(/^\^/, '') ?? '19.3.1'
    // The lowest React each package's peer range admits: the UI's (with the others) in the Vite
    // app, the API client's own, lower one in Node.
    const lowest = (dir: string) => {
      const range = manifestOf(dir).peerDependencies?.react
      const version = range && semver.minVersion(range)?.version
      if (!version) throw new Error(`${dir} has no peer range for React`)
      return version
    }
    // Every app's install begins now, side by side (mostly waiting on the network and the
    // disk, from npm's cache where it can); the checks, which build and open pages, one by one.
    const vite = { tarballs, react }
    const viteLowest = { tarballs, react: lowest('packages/ui'), quick: true }
    const node = { tarballs, react: lowest('packages/api-client') }
    const next = { tarballs, react }
    const apps = [
      prepareViteConsumer(vite),
      prepareViteConsumer(viteLowest),
      prepareApiClientAtReact(node),
      prepareNextConsumer(next),
    ] as const
    try {
      await checkViteConsumer(vite, apps[0])
      await checkViteConsumer(viteLowest, apps[1])
      await checkApiClientAtReact(node, apps[2])
      await checkNextConsumer(next, apps[3])
    } finally {
      // An app whose check never came: its install ends before its folder goes.
      await Promise.allSettled(apps.map((app) => app.installed))
      for (const app of apps) app.scratch.remove()
    }
  } finally {
    scratch.remove()
  }
}
console.info('Packages: built, linted, packed, and imported by fresh Vite and Next.js apps.')
