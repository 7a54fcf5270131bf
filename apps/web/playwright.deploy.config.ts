import { defineConfig } from '@playwright/test'
import { CADDY, CADDY_PORT, NGINX, NGINX_PORT } from './e2e/ports.ts'
import { sharedRun, sharedUse } from './test-support/playwright-shared.ts'

/**
 * The deployment tests: the tests' build (test-support/test-build.ts) served by Debian's nginx
 * and Caddy with the configurations generated from the one header policy
 * (test-support/serve-deployed.ts) — what only a deployment proves, through each: the headers,
 * caching, compression, routes and 404s, and the app starting under them with its service worker.
 */
export default defineConfig({
  testDir: './e2e/deployed',
  ...sharedRun,
  use: sharedUse,
  projects: [
    { name: 'nginx', use: { baseURL: NGINX } },
    { name: 'caddy', use: { baseURL: CADDY } },
  ],
  webServer: {
    command: `node test-support/serve-deployed.ts --nginx-port ${NGINX_PORT} --caddy-port ${CADDY_PORT}`,
    url: NGINX,
    reuseExistingServer: false,
    // The build, if the sources changed since the last one: a few minutes on a busy machine.
    timeout: 300_000,
  },
})
