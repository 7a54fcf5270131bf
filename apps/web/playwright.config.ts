import { defineConfig } from '@playwright/test'
import { chromiumLaunchOptions } from '../../scripts/chromium.ts'

import { API_PORT, APP_PORT } from './e2e/ports.ts'

export default defineConfig({
  testDir: './e2e',
  // Every test gets its own browser context, hence its own demo world (IndexedDB) and session.
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  forbidOnly: true,
  use: {
    baseURL: `http://localhost:${APP_PORT}`,
    launchOptions: chromiumLaunchOptions(),
    viewport: { width: 1280, height: 900 },
    trace: 'retain-on-failure',
    serviceWorkers: 'allow',
  },
  webServer: [
    {
      command: `node ../../scripts/start.ts`,
      env: { PORT: String(APP_PORT), HOST: 'localhost' },
      url: `http://localhost:${APP_PORT}`,
      reuseExistingServer: false,
      timeout: 180_000,
    },
    {
      command: `node ../../scripts/mock-api.ts`,
      env: { PORT: String(API_PORT), HOST: '127.0.0.1' },
      url: `http://127.0.0.1:${API_PORT}/api/posts`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
  ],
})
