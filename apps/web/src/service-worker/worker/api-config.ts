import {
  type AppConfig,
  loadRuntimeConfig,
  readsRuntimeConfig,
  resolveConfig,
} from '../../config/app-config'
import { CACHES } from '../protocol'

/** How long the network is given for `/config.json` before the saved copy is read. */
const CONFIG_WAIT_MS = 4_000

let config: AppConfig | undefined

/** The app's configuration (where its API is), once read; `undefined` until then. */
export const currentConfig = (): AppConfig | undefined => config

/** The app's configuration, read as the page reads it: from the build, else `/config.json`. */
export const configReady: Promise<AppConfig> = (async () => {
  const runtime = readsRuntimeConfig(import.meta.env)
    ? await loadRuntimeConfig(async (input, init) => {
        // As the page asks for it (through this worker: see the routes), network first — for
        // a few seconds: every read of the API waits for this, and a stalled network must not
        // keep the saved copies from being served.
        const cache = await caches.open(CACHES.config)
        const fromNetwork = fetch(input, init).then(async (response) => {
          if (response.ok) await cache.put('/config.json', response.clone())
          return response
        })
        const answered = await Promise.race([
          fromNetwork.catch(() => undefined),
          new Promise<undefined>((resolve) => setTimeout(resolve, CONFIG_WAIT_MS)),
        ])
        if (answered) return answered
        const saved = await cache.match('/config.json')
        // Nothing saved: the network's answer is all there is to wait for.
        return saved ?? fromNetwork.catch(() => Response.error())
      })
    : undefined
  config = resolveConfig({ env: import.meta.env, runtime })
  return config
})()
