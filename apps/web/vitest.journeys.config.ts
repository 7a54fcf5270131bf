import { defineConfig } from 'vitest/config'

/**
 * The journeys in Firefox and WebKit (journeys/; Chromium's are the end-to-end tests' twins): run
 * by `npm run test:journeys`, one file per engine, the two side by side (each journey in a fresh
 * profile); `npm run test:journeys -- webkit` runs one.
 */
export default defineConfig({
  test: {
    name: 'journeys',
    root: new URL('.', import.meta.url).pathname,
    include: ['journeys/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['journeys/global-setup.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    // One more try for a journey that failed: WebKitGTK's driver has hung once in a few runs
    // (a call that never answered, 180 s). The verbose reporter names every retried journey.
    retry: 1,
    testTimeout: 180_000,
    hookTimeout: 180_000,
    reporters: ['verbose'],
  },
})
