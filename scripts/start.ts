/**
 * `npm start`: builds the web app and serves the production build — in demo mode unless an
 * API URL is configured (VITE_API_URL at build time, or a config.json next to the build) —
 * and prints its address, and the demo's account when it runs the demo.
 *
 *   PORT=4173 npm start
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { build, preview } from 'vite'
import { readsRuntimeConfig, resolveConfig } from '../apps/web/src/config/app-config.ts'

const root = fileURLToPath(new URL('../apps/web', import.meta.url))
const port = Number(process.env.PORT) || 4173

/** The config.json served next to the build, as the app would read it at start-up. */
function servedConfigFile(): unknown {
  try {
    return JSON.parse(
      readFileSync(new URL('../apps/web/dist/config.json', import.meta.url), 'utf8'),
    )
  } catch {
    return undefined
  }
}

await build({ root, logLevel: 'warn' })
const server = await preview({
  root,
  preview: { port, strictPort: false, host: process.env.HOST ?? 'localhost' },
})
const url = server.resolvedUrls?.local[0] ?? `http://localhost:${port}/`
// The mode the app will choose, by the app's own rules.
const env = process.env
const config = resolveConfig({
  env,
  runtime: readsRuntimeConfig(env) ? servedConfigFile() : undefined,
})
if (config.mode === 'demo') {
  console.info(`\nPhotoBooth is running at ${url} — demo mode (embedded mock backend).`)
  console.info('Demo account: demo@photobooth.app / demo1234. Stop with Ctrl+C.\n')
} else {
  console.info(`\nPhotoBooth is running at ${url} — server mode, API ${config.apiUrl}.`)
  console.info('Stop with Ctrl+C.\n')
}
