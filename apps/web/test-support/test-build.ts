/**
 * The app's production build for the tests, made once for all of them: the end-to-end tests'
 * servers, the deployment tests' nginx and Caddy, the journeys and the policy's unit test serve
 * or read the same build instead of each building its own. A build of the same sources with
 * the same `VITE_*` variables is taken as it is; anything else builds again, one build at a
 * time across processes (two at once on a two-core machine only make both slow).
 *
 *   node apps/web/test-support/test-build.ts     prints the build's folder, building if needed
 *
 * Two builds exist: the one that reads `config.json` at start (`dist-e2e/app`: the demo, and
 * any server a `config.json` beside a copy of it names) and the one made for an API
 * (`VITE_API_URL`, `dist-e2e/api-url`).
 */
import { spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'

const app = fileURLToPath(new URL('..', import.meta.url))
const repo = fileURLToPath(new URL('../../..', import.meta.url))
const builds = join(app, 'dist-e2e')

type Env = Record<string, string | undefined>

/** The build's folder for an environment: the API's build when `VITE_API_URL` is set. */
export function testBuildDir(env: Env = process.env): string {
  return join(builds, env.VITE_API_URL ? 'api-url' : 'app')
}

/** What the build is made from, besides the installed packages (the lockfile stands for them). */
const SOURCES = ['apps/web', 'packages/api-client', 'packages/mocks', 'packages/ui']
const ROOT_FILES = ['package.json', 'package-lock.json', 'tsconfig.json']
/** Not the build's input: its outputs, the tests and their configurations, pictures of stories. */
const LEFT_OUT =
  /^(node_modules|dist|dist-e2e|deploy-configs|.*-deploy-configs|e2e|journeys|test-support|test-results|playwright-report|__screenshots__|playwright\..*config\.ts|vitest\..*config\.ts)$/
const NOT_BUILT = /\.(test|browser\.test|stories)\.tsx?$/

function* inputs(dir: string): Generator<string> {
  for (const name of readdirSync(dir).sort()) {
    if (LEFT_OUT.test(name)) continue
    const path = join(dir, name)
    if (statSync(path).isDirectory()) yield* inputs(path)
    else if (!NOT_BUILT.test(name)) yield path
  }
}

/**
 * What makes one build differ from another: every input file's path, size and time of change,
 * and the `VITE_*` variables. (Times, not contents: reading the photographs every time would
 * cost more than it saves; a checkout or an edit changes the time.)
 */
export function buildFingerprint(env: Env = process.env): string {
  const hash = createHash('sha256')
  const files = [
    ...ROOT_FILES.map((file) => join(repo, file)),
    ...SOURCES.flatMap((dir) => [...inputs(join(repo, dir))]),
  ]
  for (const file of files) {
    if (!existsSync(file)) continue
    const { size, mtimeMs } = statSync(file)
    hash.update(`${relative(repo, file)}\0${size}\0${mtimeMs}\n`)
  }
  for (const name of Object.keys(env).sort()) {
    if (name.startsWith('VITE_')) hash.update(`${name}=${env[name]}\n`)
  }
  return hash.digest('hex')
}

const stampOf = (dir: string) => `${dir}.stamp`
const LOCK = join(builds, '.building')
/** A lock older than this was left by a build that died. */
const STALE_LOCK_MS = 15 * 60_000

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Takes the build lock (a folder: made atomically or not at all), waiting for another build. */
async function lock(): Promise<() => void> {
  mkdirSync(builds, { recursive: true })
  for (;;) {
    try {
      mkdirSync(LOCK)
      writeFileSync(join(LOCK, 'pid'), String(process.pid))
      return () => rmSync(LOCK, { recursive: true, force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    let owner = 0
    try {
      owner = Number(readFileSync(join(LOCK, 'pid'), 'utf8'))
    } catch {
      // Taken a moment ago: its pid is being written.
    }
    const since = statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs
    const old = since !== undefined && Date.now() - since > STALE_LOCK_MS
    if ((owner > 0 && !processAlive(owner)) || old) rmSync(LOCK, { recursive: true, force: true })
    else await sleep(500)
  }
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/**
 * The folder of a production build of the app for `env` (its `VITE_*` variables), made now
 * unless one of the same sources and variables is there. Builds in a process of its own, as
 * `npm start` does: whatever the caller's NODE_ENV (a test runner's is `test`), the build is
 * production's.
 */
export async function ensureTestBuild(env: Env = process.env): Promise<string> {
  const dir = testBuildDir(env)
  const fresh = () =>
    existsSync(join(dir, 'index.html')) &&
    existsSync(stampOf(dir)) &&
    readFileSync(stampOf(dir), 'utf8') === buildFingerprint(env)
  if (fresh()) return dir
  const unlock = await lock()
  try {
    // Another process may have made it while this one waited.
    if (fresh()) return dir
    rmSync(stampOf(dir), { force: true })
    const started = Date.now()
    // The build sees the `VITE_*` variables of `env` alone, as its fingerprint does.
    const others = Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_'))
    const built = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--build'], {
      env: { ...Object.fromEntries(others), ...env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    })
    if (built.status !== 0)
      throw new Error(`The test build failed (${built.status ?? built.signal}).`)
    writeFileSync(stampOf(dir), buildFingerprint(env))
    console.info(
      `Built the app for the tests in ${relative(repo, dir)} (${((Date.now() - started) / 1000).toFixed(0)} s).`,
    )
    return dir
  } finally {
    unlock()
  }
}

if (import.meta.main) {
  if (process.argv.includes('--build')) {
    // The build itself, in this process of its own (see ensureTestBuild).
    const { build } = await import('vite')
    await build({
      root: app,
      logLevel: 'warn',
      build: { outDir: testBuildDir(), emptyOutDir: true },
    })
  } else {
    console.info(await ensureTestBuild())
  }
}
