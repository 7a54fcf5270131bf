/**
 * The app server of the end-to-end tests and the journeys: `npm start`'s build and production
 * server (deploy/serve-build.ts, deploy/server.ts) with the tests' collectors around it
 * (test-server.ts) — the browsers' CSP violation reports, listed at `GET /__csp-report` for the
 * run's last check, and with `--console-reports` the pages' console errors.
 *
 *   node apps/web/test-support/start-test-server.ts [--no-build] [--out-dir …] [--api-url …]
 *     [--console-reports]
 */
import { parseArgs } from 'node:util'
import { policyInputFromBuild } from '../deploy/build-input.ts'
import { SERVE_BUILD_OPTIONS, serveBuild } from '../deploy/serve-build.ts'
import { createTestServer } from './test-server.ts'

const { values: args } = parseArgs({
  options: { ...SERVE_BUILD_OPTIONS, 'console-reports': { type: 'boolean', default: false } },
})

await serveBuild(args, (dist, env) =>
  createTestServer({
    dist,
    policy: policyInputFromBuild(dist, env),
    consoleReports: args['console-reports'],
  }),
)
