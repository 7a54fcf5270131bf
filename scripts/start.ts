/**
 * `npm start`: builds the web app and serves the production build the way production must —
 * the one header policy (apps/web/deploy/policy.ts: a strict Content-Security-Policy and the
 * other security headers), hashed assets cached for a year, brotli or gzip, routes answered
 * with the page, a missing file with a 404, source maps private — in demo mode unless an API
 * URL is configured (VITE_API_URL at build time, or a config.json next to the build). Prints
 * its address, and the demo's account when it runs the demo.
 *
 *   PORT=4173 npm start
 *   npm start -- --no-build                  serve the build as it is
 *   npm start -- --out-dir dist-server       build into (and serve) another folder
 *   npm start -- --api-url https://api.example.com   point the build at an API (config.json)
 *
 * Switches (environment): PHOTOBOOTH_SOURCE_MAPS=public serves the source maps;
 * PHOTOBOOTH_HTTPS=true sends Strict-Transport-Security (behind an HTTPS proxy only);
 * PHOTOBOOTH_CSP_REPORTS=log asks browsers to report violations, printed here (and listed at
 * GET /__csp-report, for the tests).
 */
import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { build } from 'vite'
import { policyInputFromBuild, runtimeConfig } from '../apps/web/deploy/build-input.ts'
import { CSP_REPORT_PATH, createStaticServer } from '../apps/web/deploy/server.ts'
import { writeDeployConfigs } from '../apps/web/deploy/write-configs.ts'
import { readsRuntimeConfig, resolveConfig } from '../apps/web/src/config/app-config.ts'
import { DEMO_ACCOUNT } from '../packages/mocks/src/db/accounts.ts'

const root = fileURLToPath(new URL('../apps/web', import.meta.url))
const { values: args } = parseArgs({
  options: {
    'no-build': { type: 'boolean', default: false },
    'out-dir': { type: 'string', default: 'dist' },
    'api-url': { type: 'string' },
  },
})
const dist = resolve(root, args['out-dir'])
const port = Number(process.env.PORT) || 4173
const host = process.env.HOST ?? 'localhost'
// A production build, whatever the caller's environment says: a test runner sets NODE_ENV=test,
// which would build React's development code and a page that registers no service worker.
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

const cspReports = process.env.PHOTOBOOTH_CSP_REPORTS === 'log'
const server = createStaticServer({
  dist,
  policy: policyInputFromBuild(dist, env, {
    https: process.env.PHOTOBOOTH_HTTPS === 'true',
    reportUri: cspReports ? CSP_REPORT_PATH : undefined,
  }),
  sourceMaps: process.env.PHOTOBOOTH_SOURCE_MAPS === 'public',
  cspReports,
  // Tests only: the pages' console errors sent here (see deploy/server.ts).
  consoleReports: process.env.PHOTOBOOTH_CONSOLE_REPORTS === 'collect',
})
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
