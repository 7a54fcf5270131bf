import { resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { policyInputFromBuild } from '../deploy/build-input.ts'
import { precompress, writeDeployConfigs } from '../deploy/write-configs.ts'

/**
 * After a build: its text files precompressed (brotli, gzip), and the server configurations
 * generated from the one header policy for it (deploy/): `_headers` and `_redirects` in the
 * build, nginx's and Caddy's in deploy-configs/.
 */
export function deployment(): Plugin {
  let config: ResolvedConfig
  return {
    name: 'photobooth-deployment',
    apply: 'build',
    configResolved(resolved) {
      config = resolved
    },
    closeBundle: {
      order: 'post',
      async handler() {
        const dist = resolve(config.root, config.build.outDir)
        await precompress(dist)
        const env = { ...config.env, ...process.env } as Record<string, string | undefined>
        writeDeployConfigs(dist, policyInputFromBuild(dist, env), { port: 8080 })
      },
    },
  }
}
