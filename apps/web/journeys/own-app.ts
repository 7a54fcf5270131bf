import { type ChildProcess, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'
import { testBuildDir } from '../test-support/test-build.ts'

/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, 'localhost', () => {
      const address = probe.address()
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

/**
 * The journeys' build (the tests' one: test-support/test-build.ts) served by a server of the
 * journey's own (`npm start -- --no-build`), which
 * the journey can take away — the network gone, as far as the app can tell — without touching
 * the other journeys' server.
 */
export async function ownApp(): Promise<{ origin: string; stop(): Promise<void> }> {
  const port = await freePort()
  const server: ChildProcess = spawn(
    process.execPath,
    [
      fileURLToPath(new URL('../../../scripts/start.ts', import.meta.url)),
      '--no-build',
      '--out-dir',
      testBuildDir({}),
    ],
    {
      env: { ...process.env, PORT: String(port), HOST: 'localhost' },
      stdio: 'ignore',
    },
  )
  const origin = `http://localhost:${port}`
  const until = Date.now() + 30_000
  for (;;) {
    const up = await fetch(origin).then(
      (response) => response.ok,
      () => false,
    )
    if (up) break
    if (Date.now() > until || server.exitCode !== null)
      throw new Error('The own app did not start.')
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    origin,
    stop: () =>
      new Promise((resolve) => {
        // Stopped already (by a signal, its exit code stays null).
        if (server.exitCode !== null || server.signalCode !== null) return resolve()
        server.once('exit', () => resolve())
        server.kill('SIGTERM')
      }),
  }
}
