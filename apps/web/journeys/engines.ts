import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import puppeteer, { type Browser, type Page } from 'puppeteer-core'
import { firefoxPath, webkitPaths } from '../../../test-support/browsers.ts'
import { type JourneyPage, PuppeteerJourneyPage, WebDriverJourneyPage, waitFor } from './page.ts'
import { WebDriverSession } from './webdriver.ts'

/**
 * The engines the journeys run in, each from Debian's packages and never downloaded: Firefox
 * (`firefox-esr`) through Puppeteer, WebKit (WebKitGTK's MiniBrowser, `webkit2gtk-driver`)
 * through WebKitWebDriver under Xvfb (`xvfb`). Each is found at its usual path or the one its
 * variable names, and a missing one stops the run with a message saying what to install.
 * (Chromium's journeys are the end-to-end tests, Playwright's, where each has its twin.)
 */
export type EngineName = 'firefox' | 'webkit'

export interface JourneyOptions {
  /** A phone: 390 × 844 (WebKit's window cannot be narrower than about 450 px, still a phone's
   * layout); by touch in Chromium's end-to-end twin (phone.spec.ts). */
  phone?: boolean
}

/** A started engine: pages for journeys, each in a fresh profile (its own storage and demo). */
export interface Engine {
  readonly name: EngineName
  readonly version: string
  /** A fresh page for one journey; `errors()` lists what its console said as errors. */
  open(
    options?: JourneyOptions,
  ): Promise<{ page: JourneyPage; errors: () => Promise<string[]>; close: () => Promise<void> }>
  stop(): Promise<void>
}

/** What the pages sent to the app server's console collector (see test-support/test-server.ts). */
async function consoleReports(
  origin: string,
): Promise<{ kind: string; page: string; text: string; agent?: string }[]> {
  const response = await fetch(`${origin}/__console-report`)
  if (!response.ok) throw new Error(`The app at ${origin} collects no console reports.`)
  return response.json()
}

async function consoleReportCount(origin: string) {
  return (await consoleReports(origin)).length
}

/**
 * A journey's console errors: what its pages sent to the app server since it began, from its
 * own engine (the engines run side by side: each report names its browser's user agent), with
 * what the driver itself heard (Chromium, Firefox: workers too).
 */
function reportedSince(origin: string, from: number, agent: string, heard: string[] = []) {
  return async () => {
    const sent = (await consoleReports(origin))
      .slice(from)
      .filter((report) => report.agent === agent)
    return [...heard, ...sent.map(({ kind, page, text }) => `${kind} on ${page}: ${text}`)]
  }
}

const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 900 }

/** What a console message counts as: an error the journey must not leave behind. */
function consoleErrors(page: Page, into: string[]) {
  page.on('console', (message) => {
    if (message.type() === 'error') into.push(message.text())
  })
  page.on('pageerror', (error) => into.push(String(error)))
}

async function firefoxEngine(origin: string): Promise<Engine> {
  const name = 'firefox'
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath(),
    headless: true,
    // The journeys read English, whatever the machine's locale.
    extraPrefsFirefox: { 'intl.accept_languages': 'en-US', 'intl.locale.requested': 'en-US' },
  })
  const version = await browser.version()
  return {
    name,
    version,
    async open({ phone = false } = {}) {
      const context = await browser.createBrowserContext()
      const page = await context.newPage()
      const errors: string[] = []
      consoleErrors(page, errors)
      await page.setViewport(phone ? PHONE : DESKTOP)
      const agent = await page.evaluate(() => navigator.userAgent)
      return {
        page: new PuppeteerJourneyPage(name, page, origin),
        errors: reportedSince(origin, await consoleReportCount(origin), agent, errors),
        close: () => context.close(),
      }
    },
    stop: () => browser.close(),
  }
}

/** A free TCP port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

async function webkitEngine(origin: string): Promise<Engine> {
  const paths = webkitPaths()
  const port = await freePort()
  // The driver's own output, for when it fails to start a browser.
  let output = ''
  const driver: ChildProcess = spawn(paths.xvfb, ['-a', paths.driver, `--port=${port}`], {
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
    // The journeys read English: WebKitGTK takes the page's languages from these.
    env: { ...process.env, LANGUAGE: 'en_US' },
  })
  const hear = (chunk: Buffer) => {
    output = `${output}${chunk.toString('utf8')}`.slice(-4000)
  }
  driver.stdout?.on('data', hear)
  driver.stderr?.on('data', hear)
  const server = `http://127.0.0.1:${port}`
  await waitFor('WebKitWebDriver', async () => (await fetch(`${server}/status`)).ok, 30_000)
  let version = 'WebKitGTK'
  return {
    name: 'webkit',
    get version() {
      return version
    },
    async open({ phone = false } = {}) {
      const session = await WebDriverSession.create(server, {
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: paths.browser, args: ['--automation'] },
      }).catch((error: unknown) => {
        throw new Error(`WebKitWebDriver could not start MiniBrowser: ${error}\n${output}`)
      })
      version = `WebKitGTK ${String(session.capabilities.browserVersion ?? '')}`.trim()
      const size = phone ? PHONE : DESKTOP
      await session.setWindowSize(size.width, size.height)
      const agent = await session.execute<string>('return navigator.userAgent')
      const reported = reportedSince(origin, await consoleReportCount(origin), agent)
      return {
        page: new WebDriverJourneyPage(session, origin),
        errors: reported,
        close: async () => {
          await session.close().catch(() => undefined)
        },
      }
    },
    async stop() {
      if (driver.pid) process.kill(-driver.pid, 'SIGTERM')
    },
  }
}

/** Starts an engine for journeys against the app at `origin`. */
export function startEngine(name: EngineName, origin: string): Promise<Engine> {
  return name === 'webkit' ? webkitEngine(origin) : firefoxEngine(origin)
}
