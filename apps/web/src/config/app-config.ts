import * as v from 'valibot'

/**
 * How the app runs:
 * - **demo**: no API URL configured — the mock backend runs in the browser (service worker),
 *   data kept in IndexedDB;
 * - **server**: an API origin from the build (`VITE_API_URL`) or from `/config.json`, read at
 *   start-up so one static build can be pointed at any server implementing the contract.
 *
 * A build made with `VITE_API_URL` is configured by its build alone: it never asks for
 * `/config.json` (that would hold up every start by a round trip, and the page's head has
 * already asked that server for the guest feed). A build without it reads `/config.json`,
 * and the build's other `VITE_*` values fill in what the file leaves out.
 */
export interface AppConfig {
  mode: 'demo' | 'server'
  /** API origin ('' in demo mode: the page's own origin, answered by the service worker). */
  apiUrl: string
  /** Firebase web config for Google sign-in; absent: the provider button is hidden (server
   * mode) or simulated (demo). */
  firebase?: FirebaseConfig
  /**
   * The API is a development server: it sends no e-mail and prints password reset tokens on
   * its console, so the app says where to find them. True for the demo (its console is the
   * browser's) and for an API on a loopback address or `localhost`, unless `config.json`'s
   * `developmentServer` or the build's `VITE_API_DEVELOPMENT_SERVER` says otherwise.
   */
  developmentServer: boolean
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
  developmentServer: v.optional(v.boolean()),
})

/** `VITE_API_DEVELOPMENT_SERVER`: "true" or "false"; anything else says nothing. */
const EnvFlag = v.pipe(
  v.picklist(['true', 'false']),
  v.transform((value) => value === 'true'),
)

export interface ConfigSources {
  /** `import.meta.env` values. */
  env: Record<string, string | boolean | undefined>
  /** The parsed `/config.json`, or undefined when there is none. */
  runtime?: unknown
}

/**
 * The build's API origin, if it was made for one (`VITE_API_URL`, an http(s) URL, without its
 * trailing slashes); the head's early request for the feed (vite-plugins/early-api.ts) asks it too.
 */
export function buildApiUrl(env: ConfigSources['env']): string | undefined {
  const fromEnv = v.safeParse(HttpUrl, env.VITE_API_URL)
  return fromEnv.success ? fromEnv.output : undefined
}

/** Whether the app must read `/config.json` at start-up: only a build made for no server. */
export function readsRuntimeConfig(env: ConfigSources['env']): boolean {
  return buildApiUrl(env) === undefined
}

/** Loopback addresses and `localhost`: where development servers run. */
export function isLoopbackUrl(url: string): boolean {
  let hostname: string
  try {
    hostname = new URL(url).hostname.toLowerCase()
  } catch {
    return false
  }
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(hostname)
  )
}

/**
 * Decides the mode and origin; an unusable value is ignored rather than trusted. The build's
 * `VITE_API_URL` wins: with it, `/config.json` is not consulted at all (see `AppConfig`).
 */
export function resolveConfig({ env, runtime }: ConfigSources): AppConfig {
  const built = buildApiUrl(env)
  const fromFile = v.safeParse(RuntimeConfigSchema, built ? {} : (runtime ?? {}))
  const file = fromFile.success ? fromFile.output : {}
  const apiUrl = built ?? file.apiUrl
  const envFirebase = v.safeParse(FirebaseSchema, {
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID || undefined,
    appId: env.VITE_FIREBASE_APP_ID || undefined,
  })
  const firebase = file.firebase ?? (envFirebase.success ? envFirebase.output : undefined)
  const envFlag = v.safeParse(EnvFlag, env.VITE_API_DEVELOPMENT_SERVER)
  const said = file.developmentServer ?? (envFlag.success ? envFlag.output : undefined)
  return {
    mode: apiUrl ? 'server' : 'demo',
    apiUrl: apiUrl ?? '',
    ...(firebase ? { firebase } : {}),
    developmentServer: apiUrl ? (said ?? isLoopbackUrl(apiUrl)) : true,
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
