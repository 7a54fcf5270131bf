import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from '../../test-support/browsers.ts'
import { CADDY, CADDY_PORT, NGINX, NGINX_PORT } from './e2e/ports.ts'

/**
 * The deployment smoke tests: the build served by Debian's nginx and Caddy with the
 * configurations generated from the one header policy (test-support/serve-deployed.ts), the same
 * journeys through each.
 */
export default defineConfig({
  testDir: './e2e/deployed',
  fullyParallel: true,
  // Two browsers at a time, whatever the machine (a two-core one included).
  workers: 2,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  forbidOnly: true,
  use: {
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 900 },
    // The tests read English, whatever the machine's locale (language.spec.ts sets its own).
    locale: 'en-US',
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
  },
  projects: [
    { name: 'nginx', use: { baseURL: NGINX } },
    { name: 'caddy', use: { baseURL: CADDY } },
  ],
  webServer: {
    command: `node test-support/serve-deployed.ts --nginx-port ${NGINX_PORT} --caddy-port ${CADDY_PORT}`,
    url: NGINX,
    reuseExistingServer: false,
    timeout: 180_000,
  },
})
