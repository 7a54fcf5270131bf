/**
 * The build, served the way the shipped recipes serve it: Debian's nginx and Caddy, each with
 * the configuration generated from the one header policy — for the deployment tests
 * (apps/web/playwright.deploy.config.ts), or to try a recipe by hand.
 *
 *   node apps/web/test-support/serve-deployed.ts --nginx-port 8080 --caddy-port 8081
 *
 * Serves the tests' build (test-build.ts: made now only if the sources changed; demo mode unless
 * VITE_API_URL says otherwise) as it is, or with `--out-dir` another build, and runs both servers
 * in the foreground until stopped. Fails with a clear message when one is not installed.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { policyInputFromBuild } from '../deploy/build-input.ts'
import { caddyfile } from '../deploy/configs.ts'
import { writeNginxMain } from '../deploy/write-configs.ts'
import { ensureTestBuild } from './test-build.ts'

const app = fileURLToPath(new URL('..', import.meta.url))
const { values } = parseArgs({
  options: {
    'nginx-port': { type: 'string', default: '8080' },
    'caddy-port': { type: 'string', default: '8081' },
    'out-dir': { type: 'string' },
  },
})

/** The server's binary: `NGINX_PATH` / `CADDY_PATH`, else Debian's. */
function binary(name: 'nginx' | 'caddy', fallback: string, install: string): string {
  const path = process.env[`${name.toUpperCase()}_PATH`] || fallback
  const probe = spawnSync(path, [name === 'nginx' ? '-v' : 'version'], { stdio: 'ignore' })
  if (probe.error || probe.status !== 0) {
    throw new Error(
      `No ${name} at ${path}. The deployment tests serve the build with Debian's ${name}: ` +
        `install it (apt-get install ${install}) or set ${name.toUpperCase()}_PATH.`,
    )
  }
  return path
}

const nginx = binary('nginx', '/usr/sbin/nginx', 'nginx libnginx-mod-http-brotli-static')
const caddy = binary('caddy', '/usr/bin/caddy', 'caddy')

const dist = values['out-dir'] ? resolve(app, values['out-dir']) : await ensureTestBuild()
const input = policyInputFromBuild(dist, process.env as Record<string, string | undefined>)

const work = mkdtempSync(join(tmpdir(), 'photobooth-deployed-'))
const nginxConf = join(work, 'nginx.conf')
const nginxPort = Number(values['nginx-port'])
writeNginxMain(nginxConf, input, { root: dist, port: nginxPort, prefix: join(work, 'nginx') })
const caddyFile = join(work, 'Caddyfile')
writeFileSync(caddyFile, caddyfile(input, { root: dist, port: Number(values['caddy-port']) }))

const children = [
  spawn(nginx, ['-c', nginxConf, '-e', 'stderr'], { stdio: 'inherit' }),
  spawn(caddy, ['run', '--config', caddyFile, '--adapter', 'caddyfile'], {
    stdio: 'inherit',
    env: { ...process.env, HOME: work, XDG_CONFIG_HOME: work, XDG_DATA_HOME: work },
  }),
]
console.info(
  `PhotoBooth through nginx on http://localhost:${nginxPort}/ and Caddy on ` +
    `http://localhost:${values['caddy-port']}/ (configurations in ${work})`,
)
const stop = () => {
  for (const child of children) child.kill('SIGTERM')
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
for (const child of children) {
  child.on('exit', (code, signal) => {
    if (signal !== 'SIGTERM') {
      console.error(`${child.spawnfile} stopped (${signal ?? code}).`)
      stop()
      process.exitCode = 1
    }
  })
}
