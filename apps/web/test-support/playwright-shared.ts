import type { PlaywrightTestConfig } from '@playwright/test'
import { headlessShellLaunchOptions } from '../../../test-support/browsers.ts'

/**
 * What the journeys (playwright.config.ts) and the deployment tests (playwright.deploy.config.ts)
 * run the same way, so that the two runs cannot drift apart: how many browsers at a time, how
 * long a test may take, and the browser every test opens.
 */
export const sharedRun = {
  fullyParallel: true,
  // Two browsers at a time, whatever the machine (a two-core one included).
  workers: 2,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  forbidOnly: true,
} satisfies PlaywrightTestConfig

/**
 * The browser of every test: the system Chromium's headless shell (test-support/browsers.ts), a
 * desktop window, English. No trace: recording one for every test (to keep those that fail)
 * nearly doubles the run on two cores (three specs: 4.2 min with, 2.3 min without); a failure
 * still leaves its error, the page's accessibility snapshot and a screenshot. To trace, run
 * again with `--trace retain-on-failure`.
 */
export const sharedUse = {
  launchOptions: headlessShellLaunchOptions(),
  viewport: { width: 1280, height: 900 },
  // The tests read English, whatever the machine's locale (language.spec.ts sets its own).
  locale: 'en-US',
  trace: 'off',
  screenshot: 'only-on-failure',
  serviceWorkers: 'allow',
} satisfies PlaywrightTestConfig['use']
