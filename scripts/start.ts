/**
 * `npm start`: builds the web app and serves the production build — in demo mode unless an
 * API URL is configured (VITE_API_URL at build time, or a config.json next to the build) —
 * and prints its address.
 *
 *   PORT=4173 npm start
 */
import { fileURLToPath } from 'node:url'
import { build, preview } from 'vite'

const root = fileURLToPath(new URL('../apps/web', import.meta.url))
const port = Number(process.env.PORT) || 4173

await build({ root, logLevel: 'warn' })
const server = await preview({
  root,
  preview: { port, strictPort: false, host: process.env.HOST ?? 'localhost' },
})
const url = server.resolvedUrls?.local[0] ?? `http://localhost:${port}/`
const mode = process.env.VITE_API_URL
  ? `server mode, API ${process.env.VITE_API_URL}`
  : 'demo mode (embedded mock backend)'
console.info(`\nPhotoBooth is running at ${url} — ${mode}.`)
console.info('Demo account: demo@photobooth.app / demo1234. Stop with Ctrl+C.\n')
