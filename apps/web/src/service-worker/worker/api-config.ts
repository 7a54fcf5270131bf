import {
  type AppConfig,
  loadRuntimeConfig,
  readsRuntimeConfig,
  resolveConfig,
} from '../../config/app-config'
import { CACHES } from '../protocol'

let config: AppConfig | undefined

/** The app's configuration (where its API is), once read; `undefined` until then. */
export const currentConfig = (): AppConfig | undefined => config

/** The app's configuration, read as the page reads it: from the build, else `/config.json`. */
export const configReady: Promise<AppConfig> = (async () => {
  const runtime = readsRuntimeConfig(import.meta.env)
    ? await loadRuntimeConfig(async (input, init) => {
        // As the page asks for it (through this worker: see the routes), network first.
        const cache = await caches.open(CACHES.config)
        try {
          const response = await fetch(input, init)
          if (response.ok) await cache.put('/config.json', response.clone())
          return response
        } catch {
          return (await cache.match('/config.json')) ?? Response.error()
        }
      })
    : undefined
  config = resolveConfig({ env: import.meta.env, runtime })
  return config
})()
