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
 * PHOTOBOOTH_CSP_REPORTS=log asks browsers to report violations, printed here.
 *
 * The end-to-end tests serve the build with apps/web/test-support/start-test-server.ts: this
 * server, with what the tests collect from it.
 */
import { parseArgs } from 'node:util'
import { policyInputFromBuild } from '../apps/web/deploy/build-input.ts'
import { SERVE_BUILD_OPTIONS, serveBuild } from '../apps/web/deploy/serve-build.ts'
import { CSP_REPORT_PATH, createStaticServer, logCspReport } from '../apps/web/deploy/server.ts'

const { values: args } = parseArgs({ options: SERVE_BUILD_OPTIONS })
const cspReports = process.env.PHOTOBOOTH_CSP_REPORTS === 'log'

await serveBuild(args, (dist, env) =>
  createStaticServer({
    dist,
    policy: policyInputFromBuild(dist, env, {
      https: process.env.PHOTOBOOTH_HTTPS === 'true',
      reportUri: cspReports ? CSP_REPORT_PATH : undefined,
    }),
    sourceMaps: process.env.PHOTOBOOTH_SOURCE_MAPS === 'public',
    onCspReport: cspReports ? logCspReport : undefined,
  }),
)
