import { accessSync, constants } from 'node:fs'

/**
 * The system's browsers every browser test, benchmark and picture runs in, each from Debian's
 * packages and never downloaded: Chromium (`chromium`), Firefox (`firefox-esr`), WebKit
 * (WebKitGTK's MiniBrowser and its WebDriver, `webkit2gtk-driver`, under Xvfb, `xvfb`). Each is
 * found at the path its variable names, else its usual one; a missing one stops the run with a
 * message saying what to install.
 */

/** The executable at `variable`'s path, else at `fallback`; a clear failure when there is none. */
export function executable(variable: string, fallback: string, install: string): string {
  const path = process.env[variable] || fallback
  try {
    accessSync(path, constants.X_OK)
  } catch {
    throw new Error(
      `No ${fallback.split('/').pop()} at ${path}. The browser tests run in the system's ` +
        `browsers: install it (Debian: apt-get install ${install}) or set ${variable} to its ` +
        'executable.',
    )
  }
  return path
}

/** The system Chromium (Playwright must not download browsers): `CHROMIUM_PATH`, else
 * `/usr/bin/chromium`. */
export function chromiumPath(): string {
  return executable('CHROMIUM_PATH', '/usr/bin/chromium', 'chromium')
}

/**
 * Chromium's headless shell (Debian's `chromium-headless-shell`): the same engine as `chromium`
 * without the browser's windows and their layers, for the end-to-end and deployment tests, whose
 * hundred fresh profiles each load the app: a quarter less processor time per test than the full
 * browser (16 tests: 187 s against 243 s on two cores). `CHROMIUM_HEADLESS_SHELL_PATH`, else
 * `/usr/bin/chromium-headless-shell`. (The stories keep the full browser: their pictures were
 * taken in it, and there the shell saves nothing.)
 */
export function chromiumHeadlessShellPath(): string {
  return executable(
    'CHROMIUM_HEADLESS_SHELL_PATH',
    '/usr/bin/chromium-headless-shell',
    'chromium-headless-shell',
  )
}

/** The system Firefox: `FIREFOX_PATH`, else `/usr/bin/firefox-esr`. */
export function firefoxPath(): string {
  return executable('FIREFOX_PATH', '/usr/bin/firefox-esr', 'firefox-esr')
}

/** WebKit's WebDriver, its browser and the virtual display it runs in. */
export function webkitPaths() {
  return {
    driver: executable('WEBKIT_DRIVER_PATH', '/usr/bin/WebKitWebDriver', 'webkit2gtk-driver'),
    browser: executable(
      'WEBKIT_BROWSER_PATH',
      '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser',
      'webkit2gtk-driver',
    ),
    xvfb: executable('XVFB_RUN_PATH', '/usr/bin/xvfb-run', 'xvfb'),
  }
}

/**
 * Flags for running Chromium as root in a container on a closed network: no sandbox, no GPU, no
 * /dev/shm, and none of Chromium's background connections (they are refused here).
 * `--headless` is not among them: Vitest and Playwright add it.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
]

export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath(), args: CHROMIUM_ARGS }
}

/** The headless shell's (see {@link chromiumHeadlessShellPath}), with the same flags. */
export function headlessShellLaunchOptions() {
  return { executablePath: chromiumHeadlessShellPath(), args: CHROMIUM_ARGS }
}
