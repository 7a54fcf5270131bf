import { defineConfig } from '@playwright/test'
import {
  API,
  API_PORT,
  APP,
  APP_PORT,
  CONFIG_APP,
  CONFIG_APP_PORT,
  FAULT_API,
  FAULT_API_PORT,
  FAULT_PROXY,
  FAULT_PROXY_PORT,
  FAULTY_APP,
  FAULTY_APP_PORT,
  SERVER_APP,
  SERVER_APP_PORT,
} from './e2e/ports.ts'
import { sharedRun, sharedUse } from './test-support/playwright-shared.ts'

/**
 * The app servers: `npm start`'s production server, asking browsers to report policy violations
 * and listing them (test-support/start-test-server.ts), over the tests' one build
 * (test-support/test-build.ts): the first server makes it, unless it is there already; the
 * servers pointed at an API by a config.json serve copies of it; only the build made for the API
 * (`VITE_API_URL`) is another. Playwright starts the servers one after the other.
 */
const START = 'node test-support/start-test-server.ts'

export default defineConfig({
  testDir: './e2e',
  // The deployment smoke tests have a configuration of their own (playwright.deploy.config.ts).
  testIgnore: 'deployed/**',
  // Every test gets its own browser context, hence its own demo world (IndexedDB) and session.
  ...sharedRun,
  // The journeys, between a check that every server enforces its policy and one that no
  // browser reported a violation of it (workers' included) during the whole run.
  projects: [
    { name: 'policy', testMatch: 'policy.setup.ts', teardown: 'policy reports' },
    { name: 'policy reports', testMatch: 'policy.teardown.ts' },
    { name: 'chromium', dependencies: ['policy'] },
  ],
  use: {
    ...sharedUse,
    baseURL: APP,
  },
  // Every app server enforces the policy and collects what browsers report against it
  // (support.ts fails a test on any violation).
  webServer: [
    // These two make the builds, if the sources changed since the last ones: a few minutes each
    // on a busy machine.
    {
      command: START,
      env: { PORT: String(APP_PORT), HOST: 'localhost' },
      url: APP,
      reuseExistingServer: false,
      timeout: 300_000,
    },
    {
      command: START,
      env: { PORT: String(SERVER_APP_PORT), HOST: 'localhost', VITE_API_URL: API },
      url: SERVER_APP,
      reuseExistingServer: false,
      timeout: 300_000,
    },
    {
      command: `${START} --out-dir dist-e2e/config-json --api-url ${API}`,
      env: { PORT: String(CONFIG_APP_PORT), HOST: 'localhost' },
      url: CONFIG_APP,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: `node ../../test-support/mock-api.ts`,
      env: { PORT: String(API_PORT), HOST: '127.0.0.1' },
      url: `${API}/api/posts`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    // A bad phone network (faulty-network.spec.ts): the build pointed at the fault proxy, in
    // front of a mock API of its own, whose database the tests read directly. The proxy starts
    // with no faults; the tests set them (POST /__faults).
    {
      command: `node ../../test-support/mock-api.ts`,
      env: { PORT: String(FAULT_API_PORT), HOST: '127.0.0.1' },
      url: `${FAULT_API}/api/posts`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node ../../test-support/fault-proxy.ts`,
      env: { PORT: String(FAULT_PROXY_PORT), HOST: '127.0.0.1', TARGET: FAULT_API },
      url: `${FAULT_PROXY}/api/posts`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `${START} --out-dir dist-e2e/faulty --api-url ${FAULT_PROXY}`,
      env: { PORT: String(FAULTY_APP_PORT), HOST: 'localhost' },
      url: FAULTY_APP,
      reuseExistingServer: false,
      timeout: 180_000,
    },
  ],
})
