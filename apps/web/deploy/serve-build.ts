/**
 * What `npm start` and the tests' app servers do alike: build the web app (unless told not to),
 * point the build at an API when asked (a config.json next to it, the server configurations
 * generated again for it), serve it on PORT and HOST with the server given, and print the
 * address and the mode the app will choose — the demo's account when it runs the demo.
 */
import { writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'vite'
import { DEMO_ACCOUNT } from '../../../packages/mocks/src/db/accounts.ts'
import { readsRuntimeConfig, resolveConfig } from '../src/config/app-config.ts'
import { policyInputFromBuild, runtimeConfig } from './build-input.ts'
import { writeDeployConfigs } from './write-configs.ts'

/** The command line both take (node:util parseArgs options). */
export const SERVE_BUILD_OPTIONS = {
  'no-build': { type: 'boolean', default: false },
  'out-dir': { type: 'string', default: 'dist' },
  'api-url': { type: 'string' },
} as const

export interface ServeBuildArgs {
  /** Serve the build as it is. */
  'no-build': boolean
  /** The build's folder, from apps/web. */
  'out-dir': string
  /** The API the build is pointed at, by a config.json. */
  'api-url'?: string | undefined
}

/** The build's folder, and the environment its build saw. */
export type ServerFor = (dist: string, env: Record<string, string | undefined>) => Server

const root = fileURLToPath(new URL('..', import.meta.url))

export async function serveBuild(args: ServeBuildArgs, serverFor: ServerFor): Promise<void> {
  const dist = resolve(root, args['out-dir'])
  const port = Number(process.env.PORT) || 4173
  const host = process.env.HOST ?? 'localhost'
  // A production build, whatever the caller's environment says: a test runner sets
  // NODE_ENV=test, which would build React's development code and a page that registers no
  // service worker.
  process.env.NODE_ENV = 'production'
  const env = process.env as Record<string, string | undefined>

  if (!args['no-build']) {
    await build({ root, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } })
  }

  // Pointed at an API at run time, as a deployer does: a config.json next to the build, and the
  // server configurations generated again for it.
  const apiUrl = args['api-url']
  if (apiUrl) {
    writeFileSync(resolve(dist, 'config.json'), `${JSON.stringify({ apiUrl }, null, 2)}\n`)
    writeDeployConfigs(dist, policyInputFromBuild(dist, env), { port: 8080 })
  }

  const server = serverFor(dist, env)
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(port, host, done)
  })
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}/`

  // The mode the app will choose, by the app's own rules.
  const config = resolveConfig({
    env,
    runtime: readsRuntimeConfig(env) ? runtimeConfig(dist) : undefined,
  })
  if (config.mode === 'demo') {
    console.info(`\nPhotoBooth is running at ${url} — demo mode (embedded mock backend).`)
    console.info(
      `Demo account: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}. Stop with Ctrl+C.\n`,
    )
  } else {
    console.info(`\nPhotoBooth is running at ${url} — server mode, API ${config.apiUrl}.`)
    console.info('Stop with Ctrl+C.\n')
  }
}
