import { accessSync, constants } from 'node:fs'

/**
 * The system Chromium every browser test uses (Playwright must not download browsers):
 * `CHROMIUM_PATH`, else `/usr/bin/chromium`. Fails with a clear message when there is none.
 */
export function chromiumPath(): string {
  const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium'
  try {
    accessSync(path, constants.X_OK)
  } catch {
    throw new Error(
      `No Chromium at ${path}. Browser tests run in the system Chromium: install it ` +
        '(Debian: apt-get install chromium) or set CHROMIUM_PATH to its executable.',
    )
  }
  return path
}

/**
 * Flags for running as root in a container on a closed network: no sandbox, no GPU, no
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
