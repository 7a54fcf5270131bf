import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import type { TestProject } from 'vitest/node'
import { APP_PORT } from '../e2e/ports.ts'
import { makeJourneyFiles } from './files.ts'
import type { JourneyFiles } from './journeys.ts'

/**
 * The journeys' app: the tests' production build (the end-to-end tests' own, made once: see
 * test-support/test-build.ts) in demo mode, under its policy (`npm start`'s server, with the
 * tests' collectors: test-support/start-test-server.ts).
 */
export const JOURNEY_PORT = APP_PORT + 5

declare module 'vitest' {
  export interface ProvidedContext {
    journeyOrigin: string
    journeyFiles: JourneyFiles
  }
}

export default async function setup(project: TestProject) {
  // The files, made while the app builds (if it must).
  const files = makeJourneyFiles()
  files.catch(() => undefined)
  const origin = `http://localhost:${JOURNEY_PORT}`
  const server: ChildProcess = spawn(
    process.execPath,
    [
      fileURLToPath(new URL('../test-support/start-test-server.ts', import.meta.url)),
      '--console-reports',
    ],
    {
      env: { ...process.env, PORT: String(JOURNEY_PORT), HOST: 'localhost' },
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    },
  )
  const until = Date.now() + 180_000
  for (;;) {
    const up = await fetch(origin).then(
      (response) => response.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > until || server.exitCode !== null) throw new Error('The app did not start.')
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  project.provide('journeyOrigin', origin)
  project.provide('journeyFiles', await files)
  return async () => {
    // What browsers reported against the policy during the run: nothing, in any engine.
    const reports = (await (await fetch(`${origin}/__csp-report`)).json()) as unknown[]
    if (server.pid) process.kill(-server.pid, 'SIGTERM')
    if (reports.length > 0) {
      throw new Error(
        `Content-Security-Policy violations reported:\n${JSON.stringify(reports, null, 2)}`,
      )
    }
  }
}
