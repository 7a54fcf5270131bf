import type { Plugin } from 'vite'
import { readsRuntimeConfig } from '../src/config/app-config.ts'

/**
 * A build that reads its configuration at start-up (no `VITE_API_URL`) ships a `config.json`
 * that says nothing — the demo — for the deployer to replace: the app's request for it is
 * answered, never a 404 in the browser's console.
 */
export function defaultRuntimeConfig(): Plugin {
  let env: Record<string, string | undefined> = {}
  return {
    name: 'photobooth-default-config',
    apply: 'build',
    configResolved(resolved) {
      env = { ...resolved.env, ...process.env }
    },
    generateBundle() {
      if (!readsRuntimeConfig(env)) return
      this.emitFile({ type: 'asset', fileName: 'config.json', source: '{}\n' })
    },
  }
}
