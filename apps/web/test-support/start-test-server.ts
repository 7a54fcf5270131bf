/**
 * The app server of the end-to-end tests and the journeys: `npm start`'s production server
 * (deploy/serve-build.ts, deploy/server.ts) with the tests' collectors around it
 * (test-server.ts) — the browsers' CSP violation reports, listed at `GET /__csp-report` for the
 * run's last check, and with `--console-reports` the pages' console errors.
 *
 * It serves the tests' one build (test-build.ts: made once, whatever the number of servers):
 * in place, or with `--out-dir` a copy of it there — which `--api-url` points at an API by the
 * `config.json` beside it. `--no-build` serves `--out-dir` as it is.
 *
 *   node apps/web/test-support/start-test-server.ts [--no-build] [--out-dir …] [--api-url …]
 *     [--console-reports]
 */
import { cpSync, rmSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { policyInputFromBuild } from '../deploy/build-input.ts'
import { SERVE_BUILD_OPTIONS, serveBuild } from '../deploy/serve-build.ts'
import { configsFolder } from '../deploy/write-configs.ts'
import { ensureTestBuild } from './test-build.ts'
import { createTestServer } from './test-server.ts'

const app = fileURLToPath(new URL('..', import.meta.url))
const { values: args } = parseArgs({
  options: {
    ...SERVE_BUILD_OPTIONS,
    'out-dir': { type: 'string' },
    'console-reports': { type: 'boolean', default: false },
  },
})

let served = args['out-dir'] ?? 'dist'
if (!args['no-build']) {
  const built = await ensureTestBuild()
  if (args['out-dir'] && resolve(app, args['out-dir']) !== built) {
    // A copy of its own, which its config.json and server configurations may change.
    const copy = resolve(app, args['out-dir'])
    rmSync(copy, { recursive: true, force: true })
    rmSync(configsFolder(copy), { recursive: true, force: true })
    cpSync(built, copy, { recursive: true })
  } else {
    served = relative(app, built)
  }
}

await serveBuild({ ...args, 'no-build': true, 'out-dir': served }, (dist, env) =>
  createTestServer({
    dist,
    policy: policyInputFromBuild(dist, env),
    consoleReports: args['console-reports'],
  }),
)
