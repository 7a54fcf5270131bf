import * as v from 'valibot'

/**
 * How the app runs:
 * - **demo**: no API URL configured — the mock backend runs in the browser (service worker),
 *   data kept in IndexedDB;
 * - **server**: an API origin from the build (`VITE_API_URL`) or from `/config.json`, read at
 *   start-up so one static build can be pointed at any server implementing the contract.
 */
export interface AppConfig {
  mode: 'demo' | 'server'
  /** API origin ('' in demo mode: the page's own origin, answered by the service worker). */
  apiUrl: string
  /** Firebase web config for Google sign-in; absent: the provider button is hidden (server
   * mode) or simulated (demo). */
  firebase?: FirebaseConfig
}

export interface FirebaseConfig {
  apiKey: string
  authDomain: string
  projectId?: string
  appId?: string
}

const HttpUrl = v.pipe(
  v.string(),
  v.trim(),
  v.check((value) => {
    try {
      const url = new URL(value)
      return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== ''
    } catch {
      return false
    }
  }),
  v.transform((value) => value.replace(/\/+$/, '')),
)

const FirebaseSchema = v.object({
  apiKey: v.pipe(v.string(), v.minLength(1)),
  authDomain: v.pipe(v.string(), v.minLength(1)),
  projectId: v.optional(v.string()),
  appId: v.optional(v.string()),
})

const RuntimeConfigSchema = v.object({
  apiUrl: v.optional(HttpUrl),
  firebase: v.optional(FirebaseSchema),
})

export interface ConfigSources {
  /** `import.meta.env` values. */
  env: Record<string, string | boolean | undefined>
  /** The parsed `/config.json`, or undefined when there is none. */
  runtime?: unknown
}

/** Decides the mode and origin; an unusable value is ignored rather than trusted. */
export function resolveConfig({ env, runtime }: ConfigSources): AppConfig {
  const fromFile = v.safeParse(RuntimeConfigSchema, runtime ?? {})
  const file = fromFile.success ? fromFile.output : {}
  const fromEnv = v.safeParse(HttpUrl, env.VITE_API_URL)
  const apiUrl = file.apiUrl ?? (fromEnv.success ? fromEnv.output : undefined)
  const envFirebase = v.safeParse(FirebaseSchema, {
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID || undefined,
    appId: env.VITE_FIREBASE_APP_ID || undefined,
  })
  const firebase = file.firebase ?? (envFirebase.success ? envFirebase.output : undefined)
  return {
    mode: apiUrl ? 'server' : 'demo',
    apiUrl: apiUrl ?? '',
    ...(firebase ? { firebase } : {}),
  }
}

/** Reads `/config.json` if the host serves one (a missing or broken file means "none"). */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<unknown> {
  try {
    const response = await fetchImpl('/config.json', { cache: 'no-store' })
    if (!response.ok) return undefined
    return (await response.json()) as unknown
  } catch {
    return undefined
  }
}
