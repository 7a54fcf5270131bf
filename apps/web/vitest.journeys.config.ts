import { defineConfig } from 'vitest/config'

/**
 * The journeys in every engine (journeys/): run by `npm run test:journeys`, one after the
 * other (each engine in turn, each journey in a fresh profile).
 */
export default defineConfig({
  test: {
    name: 'journeys',
    root: new URL('.', import.meta.url).pathname,
    include: ['journeys/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['journeys/global-setup.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
    reporters: ['verbose'],
  },
})
