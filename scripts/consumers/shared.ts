/**
 * What the consumer-app checks share: a scratch directory outside the repo, an app template
 * copied into it and installed with our tarballs (from npm's cache where it has the package,
 * else from the registry; the apps' installs all at once), commands with their output kept for
 * the error message, servers in their own process group, gzip sizes, Chromium, and a list of
 * named checks that fails once, at the end, with every failure in it.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { stripVTControlCharacters } from 'node:util'
import { gzipSync } from 'node:zlib'
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright'
import { chromiumLaunchOptions } from '../../test-support/browsers.ts'

/** The packed packages (`npm pack`), as absolute paths. */
export interface Tarballs {
  ui: string
  apiClient: string
  mocks: string
}

/** A KB here is 1024 bytes; sizes are gzip at level 9, as in scripts/bench.ts. */
export const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} KB`
export const gzipSize = (data: Uint8Array | string): number => gzipSync(data, { level: 9 }).length

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** Runs `step`, logs and records how long it took. */
export async function timed<T>(
  timings: Record<string, number>,
  label: string,
  step: () => Promise<T>,
): Promise<T> {
  const start = performance.now()
  try {
    return await step()
  } finally {
    const took = performance.now() - start
    timings[label] = took
    console.info(`  ${label}: ${seconds(took)}`)
  }
}

export function printTimings(timings: Record<string, number>): void {
  const total = Object.values(timings).reduce((sum, ms) => sum + ms, 0)
  const parts = Object.entries(timings).map(([label, ms]) => `${label} ${seconds(ms)}`)
  console.info(`  Timings: ${parts.join(', ')} (total ${seconds(total)})`)
}

/**
 * Named checks: each passes or records its failure; `throwIfFailed` then throws one Error
 * naming every failed check, so that one run shows all of them.
 */
export class Checks {
  readonly passed: string[] = []
  readonly failed: string[] = []

  async run(name: string, check: () => unknown): Promise<void> {
    try {
      await check()
      this.passed.push(name)
      console.info(`  ✓ ${name}`)
    } catch (error) {
      // Playwright's messages carry colour codes and a call log: the first lines say it.
      const message = stripVTControlCharacters(
        error instanceof Error ? error.message : String(error),
      )
        .split('\nCall log:')[0]
        ?.trimEnd()
      this.failed.push(`${name}: ${message}`)
      console.info(`  ✗ ${name}: ${message}`)
    }
  }

  throwIfFailed(title: string): void {
    console.info(`  ${this.passed.length} passed, ${this.failed.length} failed`)
    if (this.failed.length === 0) return
    const list = this.failed.map((failure) => `- ${failure}`).join('\n')
    throw new Error(`${title}: ${this.failed.length} check(s) failed:\n${list}`)
  }
}

/** Fails with `message` unless `condition`. */
export function ensure(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message)
}

/** What to undo should this process exit, or be interrupted (Ctrl-C, TERM), before the
 * `finally` blocks run. */
const cleanups = new Set<() => void>()

function runCleanups(): void {
  for (const cleanup of cleanups) cleanup()
  cleanups.clear()
}

function onSignal(signal: NodeJS.Signals): void {
  runCleanups()
  process.removeListener('SIGINT', onSignal)
  process.removeListener('SIGTERM', onSignal)
  // Ended as the signal would have ended it.
  process.kill(process.pid, signal)
}

/** Registers `cleanup` for an early end; returns its unregistering. */
export function onInterrupt(cleanup: () => void): () => void {
  if (cleanups.size === 0) {
    process.once('exit', runCleanups)
    process.once('SIGINT', onSignal)
    process.once('SIGTERM', onSignal)
  }
  cleanups.add(cleanup)
  return () => {
    cleanups.delete(cleanup)
    if (cleanups.size > 0) return
    process.removeListener('exit', runCleanups)
    process.removeListener('SIGINT', onSignal)
    process.removeListener('SIGTERM', onSignal)
  }
}

/** A scratch directory outside the repo; `remove` deletes it (an interruption does too). */
export function scratchDir(prefix: string): { dir: string; remove: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `photobooth-${prefix}-`))
  const removeNow = () => rmSync(dir, { recursive: true, force: true })
  const forget = onInterrupt(removeNow)
  return {
    dir,
    remove: () => {
      forget()
      removeNow()
    },
  }
}

/** Copies an app template (without anything installed or built in it) to `dest`. */
export function copyTemplate(template: string, dest: string): void {
  cpSync(template, dest, {
    recursive: true,
    filter: (source) => !/[/\\](node_modules|dist|\.next)([/\\]|$)/.test(source),
  })
}

/** Adds dependencies to the app's package.json (versions, or `file:` paths to tarballs). */
export function addDependencies(
  appDir: string,
  dependencies: Record<string, string>,
  devDependencies: Record<string, string> = {},
): void {
  const file = join(appDir, 'package.json')
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    dependencies?: Record<string, string>
    devDependencies?: Record<string, string>
  }
  manifest.dependencies = { ...manifest.dependencies, ...dependencies }
  manifest.devDependencies = { ...manifest.devDependencies, ...devDependencies }
  writeFileSync(file, `${JSON.stringify(manifest, null, 2)}\n`)
}

/** Our packages as the app's dependencies, installed from their tarballs. */
export function tarballDependencies(tarballs: Tarballs): Record<string, string> {
  return {
    '@photobooth/api-client': `file:${tarballs.apiClient}`,
    '@photobooth/ui': `file:${tarballs.ui}`,
    '@photobooth/mocks': `file:${tarballs.mocks}`,
  }
}

/** `@types/react` for a React version: the newest of the same minor (19.2.0 → ~19.2.0). */
export function typesFor(reactVersion: string): string {
  const [major, minor] = reactVersion.split('.')
  return `~${major}.${minor}.0`
}

/** The version of a package installed in the app. */
export function installedVersion(appDir: string, name: string): string {
  const file = join(appDir, 'node_modules', name, 'package.json')
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version
}

/**
 * Runs a command to its end and returns its output (stdout and stderr together); throws with
 * the output's last lines when it exits with an error.
 */
export function run(
  command: string,
  args: string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk
    })
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk
    })
    child.on('error', reject)
    child.on('close', (code, signal) => {
      if (code === 0) resolve(output)
      else {
        const status = signal ? `signal ${signal}` : `code ${code}`
        reject(new Error(`\`${shown(command, args)}\` exited with ${status}:\n${excerpt(output)}`))
      }
    })
  })
}

/** A command as a person would type it (`node …` rather than Node's path). */
const shown = (command: string, args: string[]) =>
  [command === process.execPath ? 'node' : command, ...args].join(' ')

/** What a failed command said: `lines` lines from just before its first error, else its last. */
export function excerpt(output: string, lines = 40): string {
  const all = stripVTControlCharacters(output).trimEnd().split('\n')
  const first = all.findIndex((line) => /\berror\b/i.test(line))
  const start = Math.max(0, first < 0 ? all.length - lines : first - 2)
  return all.slice(start, start + lines).join('\n')
}

/** The last `lines` lines of a command's output. */
export function tail(output: string, lines = 40): string {
  return output.trimEnd().split('\n').slice(-lines).join('\n')
}

/**
 * `npm install` in the app, as an app would, plus the `file:` tarballs: what npm's cache holds
 * (the repository's own `npm ci` filled it, and the apps share it) taken from there without
 * asking the registry again, the rest from the registry.
 */
export function npmInstall(appDir: string): Promise<string> {
  return run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund'], { cwd: appDir })
}

/** A consumer app copied from its template, its dependencies added, its install under way. */
export interface PreparedApp {
  scratch: { dir: string; remove: () => void }
  /** The app's folder. */
  app: string
  /** The install, begun when the app was prepared; resolves to how long it took (ms). */
  installed: Promise<number>
}

/**
 * Copies `template` into a scratch directory, adds the dependencies, and starts `npm install`
 * without waiting for it: check-packages.ts prepares every app before checking the first, so
 * that the installs, mostly waiting on the network and the disk, run side by side.
 */
export function prepareApp(
  prefix: string,
  template: string,
  dependencies: Record<string, string>,
  devDependencies: Record<string, string> = {},
): PreparedApp {
  const scratch = scratchDir(prefix)
  const app = join(scratch.dir, 'app')
  copyTemplate(template, app)
  addDependencies(app, dependencies, devDependencies)
  const started = performance.now()
  const installed = npmInstall(app).then(() => performance.now() - started)
  // Awaited by the app's check; a failure is its to report.
  installed.catch(() => undefined)
  return { scratch, app, installed }
}

/** Waits for the app's install, and records how long it took and how long the check waited. */
export async function installedApp(
  prepared: PreparedApp,
  timings: Record<string, number>,
): Promise<void> {
  const waited = performance.now()
  const took = await prepared.installed
  timings['npm install (waited)'] = performance.now() - waited
  console.info(
    `  npm install: ${seconds(took)} (waited ${seconds(timings['npm install (waited)'])})`,
  )
}

/** A TCP port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

/** A server started by `startServer`. */
export interface Server {
  url: string
  /** What it printed so far. */
  output: () => string
  /** Ends its whole process group (TERM, then KILL after 5 s); waits for it to exit. */
  stop: () => Promise<void>
}

/**
 * Starts a server in its own process group (TOOLCHAIN pitfall 10: killing only the parent
 * leaves a child holding the port) and waits until `url` answers, at most `timeoutMs`.
 */
export async function startServer(
  command: string,
  args: string[],
  options: { cwd: string; url: string; env?: Record<string, string>; timeoutMs?: number },
): Promise<Server> {
  const child: ChildProcess = spawn(command, args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk
  })
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const running = () => child.exitCode === null && child.signalCode === null
  const killGroup = (signal: NodeJS.Signals) => {
    try {
      if (child.pid) process.kill(-child.pid, signal)
    } catch {
      // The group is gone already.
    }
  }
  // The group does not get the terminal's Ctrl-C: should this process end first, it goes too.
  const forget = onInterrupt(() => killGroup('SIGKILL'))
  const stop = async () => {
    forget()
    killGroup('SIGTERM')
    const timer = setTimeout(() => killGroup('SIGKILL'), 5000)
    await exited
    clearTimeout(timer)
    // Children that ignored TERM, if any, go with the group.
    killGroup('SIGKILL')
  }
  const until = Date.now() + (options.timeoutMs ?? 60_000)
  for (;;) {
    const up = await fetch(options.url).then(
      () => true,
      () => false,
    )
    if (up) break
    if (!running() || Date.now() > until) {
      await stop()
      throw new Error(
        `\`${shown(command, args)}\` did not answer at ${options.url}:\n${tail(output)}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { url: options.url, output: () => output, stop }
}

/** The system Chromium with the flags this machine needs (never a downloaded browser). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions())
}

/**
 * Collects a page's uncaught errors and console errors, to fail a check on. Each entry names
 * the page's path.
 */
export function watchErrors(page: Page, errors: string[]): void {
  const where = () => new URL(page.url() || 'about:blank').pathname
  page.on('pageerror', (error) => errors.push(`${where()}: uncaught ${error.message}`))
  page.on('console', (message) => {
    if (message.type() !== 'error') return
    // A failed load names no resource in its text: its location does.
    const url = message.location().url
    const resource = url && !url.endsWith(where()) ? ` (${url})` : ''
    errors.push(`${where()}: console.error ${message.text()}${resource}`)
  })
}

/** A 1×1 PNG: the answer to every image request (the image hosts of the posts are fakes). */
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5E' +
    'rkJggg==',
  'base64',
)

/** Answers the posts' image URLs (`…/uploads/…`, on any host) with a pixel, so that an image
 * the check does not care about produces no failed request and no console error. */
export async function serveImages(context: BrowserContext): Promise<void> {
  await context.route(/\/uploads\//, (route) =>
    route.fulfill({ status: 200, contentType: 'image/png', body: PIXEL }),
  )
}

/** Waits until the page's visible text contains `text` (at most `timeoutMs`); fails with what
 * the page shows instead. */
export async function waitForText(page: Page, text: string, timeoutMs = 5000): Promise<void> {
  const until = Date.now() + timeoutMs
  let shown = ''
  for (;;) {
    shown = await page.evaluate(() => document.body?.innerText ?? '')
    if (shown.includes(text)) return
    if (Date.now() > until) break
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${quote(text)} is not in the page, which shows ${quote(shown)}`)
}

/** A page text for an error message: one line, the first 300 characters, odd spaces shown. */
export function quote(text: string): string {
  const line = text.replace(/\s*\n\s*/g, ' | ').trim()
  const shown = JSON.stringify(line.length > 300 ? `${line.slice(0, 300)}…` : line)
  return shown.replace(/[\u00a0\u202f]/g, (space) => `\\u${space.charCodeAt(0).toString(16)}`)
}

/** Waits until the page has an element of `role` named `name` (at most `timeoutMs`). */
export async function waitForRole(
  page: Page,
  role: 'button' | 'link' | 'article',
  name: string,
  timeoutMs = 5000,
): Promise<void> {
  try {
    await page.getByRole(role, { name, exact: true }).first().waitFor({ timeout: timeoutMs })
  } catch {
    const names = await page
      .getByRole(role)
      .evaluateAll((elements) =>
        elements.map((element) => element.getAttribute('aria-label') ?? element.textContent),
      )
    throw new Error(
      `no ${role} named ${quote(name)} within ${timeoutMs / 1000} s (the ${role}s: ` +
        `${names.map((label) => JSON.stringify(label)).join(', ') || 'none'})`,
    )
  }
}
