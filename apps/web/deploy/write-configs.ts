import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { readFile, writeFile } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { promisify } from 'node:util'
import * as zlib from 'node:zlib'
import {
  caddyfile,
  headersFile,
  nginxMain,
  nginxServer,
  redirectsFile,
  type ServerConfigOptions,
} from './configs.ts'
import { COMPRESSIBLE, type PolicyInput } from './policy.ts'

/**
 * Where a build's server configurations are written: beside it, never inside it (they are not
 * for the public) — `deploy-configs/` for `dist/`, `<name>-deploy-configs/` for another folder.
 */
export function configsFolder(dist: string): string {
  const name = basename(dist)
  return join(dirname(dist), name === 'dist' ? 'deploy-configs' : `${name}-deploy-configs`)
}

export interface WrittenConfigs {
  /** Every file written. */
  files: string[]
}

/**
 * Writes the configurations for a build: `_headers` and `_redirects` into it (static hosts
 * read them there), nginx's and Caddy's beside it in `deploy-configs/`.
 */
export function writeDeployConfigs(
  dist: string,
  input: PolicyInput,
  options: Omit<ServerConfigOptions, 'root'> & { root?: string },
): WrittenConfigs {
  const root = options.root ?? dist
  const server = { ...options, root }
  const out = configsFolder(dist)
  mkdirSync(out, { recursive: true })
  const files: [string, string][] = [
    [join(dist, '_headers'), headersFile(input)],
    [join(dist, '_redirects'), redirectsFile()],
    [join(out, 'photobooth.nginx.conf'), nginxServer(input, server)],
    [join(out, 'Caddyfile'), caddyfile(input, server)],
  ]
  for (const [path, text] of files) writeFileSync(path, text)
  return { files: files.map(([path]) => path) }
}

/** The whole nginx.conf (nginx in the foreground over the build), for a quick start and tests. */
export function writeNginxMain(
  file: string,
  input: PolicyInput,
  options: ServerConfigOptions & { prefix: string },
) {
  const { prefix, ...server } = options
  for (const folder of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(join(prefix, folder), { recursive: true })
  }
  writeFileSync(
    file,
    nginxMain(nginxServer(input, server), { prefix, brotli: options.brotli !== false }),
  )
}

function* filesUnder(folder: string): Generator<string> {
  for (const entry of readdirSync(folder)) {
    const path = join(folder, entry)
    if (statSync(path).isDirectory()) yield* filesUnder(path)
    else yield path
  }
}

const brotli = promisify(zlib.brotliCompress)
const gzip = promisify(zlib.gzip)

/**
 * Precompresses the build's text files, brotli and gzip at their best, for servers that serve
 * them as they are (sirv, nginx's *_static, Caddy's precompressed). In parallel (zlib's
 * threads); files over 512 KB (the demo's backend, the HEIC decoder) at brotli 10, much faster
 * than 11 for them.
 */
export async function precompress(dist: string): Promise<{ files: number }> {
  const paths = [...filesUnder(dist)].filter((path) => COMPRESSIBLE.test(path))
  let count = 0
  await Promise.all(
    paths.map(async (path) => {
      const bytes = await readFile(path)
      if (bytes.length < 1024) return
      const quality = bytes.length > 512 * 1024 ? 10 : zlib.constants.BROTLI_MAX_QUALITY
      const [br, gz] = await Promise.all([
        brotli(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          },
        }),
        gzip(bytes, { level: 9 }),
      ])
      await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gz)])
      count += 1
    }),
  )
  return { files: count }
}
