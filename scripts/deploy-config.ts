/**
 * `npm run deploy-config`: the server configurations of a build, generated again from the one
 * header policy (apps/web/deploy/policy.ts) — after a `config.json` was put next to the build,
 * or for the folder the build will live in on the server. Every build writes them already.
 *
 *   npm run deploy-config -- --root /srv/photobooth --port 80
 *   npm run deploy-config -- --server-name photos.example.com \
 *     --tls-certificate /etc/ssl/photos.pem --tls-key /etc/ssl/photos.key   (nginx over HTTPS)
 *   npm run deploy-config -- --caddy-address photos.example.com   (Caddy: HTTPS and HSTS)
 *
 * Run it with the same `VITE_*` variables the build was made with (the API origin and Google
 * sign-in's domain enter the policy from them, or from the build's config.json).
 */

import { writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { policyInputFromBuild } from '../apps/web/deploy/build-input.ts'
import { caddyfile } from '../apps/web/deploy/configs.ts'
import { configsFolder, writeDeployConfigs } from '../apps/web/deploy/write-configs.ts'

const app = fileURLToPath(new URL('../apps/web', import.meta.url))
const { values } = parseArgs({
  options: {
    dist: { type: 'string', default: 'dist' },
    root: { type: 'string' },
    port: { type: 'string', default: '8080' },
    'source-maps': { type: 'boolean', default: false },
    'no-brotli': { type: 'boolean', default: false },
    'caddy-address': { type: 'string' },
    'server-name': { type: 'string' },
    'tls-certificate': { type: 'string' },
    'tls-key': { type: 'string' },
  },
})
const dist = resolve(app, values.dist)
const input = policyInputFromBuild(dist, process.env as Record<string, string | undefined>)
const options = {
  root: values.root ?? dist,
  port: Number(values.port),
  sourceMaps: values['source-maps'],
  brotli: !values['no-brotli'],
  ...(values['server-name'] && values['tls-certificate'] && values['tls-key']
    ? {
        tls: {
          serverName: values['server-name'],
          certificate: values['tls-certificate'],
          key: values['tls-key'],
        },
      }
    : {}),
}
const { files } = writeDeployConfigs(dist, input, options)
if (values['caddy-address']) {
  const file = resolve(configsFolder(dist), 'Caddyfile')
  writeFileSync(file, caddyfile(input, { ...options, address: values['caddy-address'] }))
}
console.info(`PhotoBooth deployment files for ${dist}:`)
for (const file of files) console.info(`  ${file}`)
console.info(
  input.apiOrigin
    ? `API origin in the policy: ${input.apiOrigin}`
    : 'No API origin: demo mode (the page answers its own API).',
)
