/**
 * What the page and the service worker (sw.ts) agree on: the worker's address, its caches'
 * names, the share target and the messages. Both sides
 * import it; nothing here runs on import.
 */

/** The service worker's script, at the root so that its scope is the whole app. */
export const SERVICE_WORKER_URL = '/sw.js'

/**
 * The same script registered for the demo (`/sw.js?demo`): only then does it carry the demo's
 * mock backend (MSW's worker). A server's pages register it plain, and it imports nothing of
 * the demo — a build made for a server (`VITE_API_URL`) has none of it in its script at all.
 */
export const DEMO_SERVICE_WORKER_URL = `${SERVICE_WORKER_URL}?demo`

/** The script to register for the app's mode. */
export const serviceWorkerUrl = (mode: 'demo' | 'server'): string =>
  mode === 'demo' ? DEMO_SERVICE_WORKER_URL : SERVICE_WORKER_URL

/** Every cache the app makes starts with this: any other of its caches is an old one. */
export const CACHE_PREFIX = 'photobooth-'

export const CACHES = {
  /** Hashed build files the precache left out (the demo, the HEIC decoder, fonts), once used. */
  assets: `${CACHE_PREFIX}assets-v1`,
  /** `config.json`, for a start with no network. */
  config: `${CACHE_PREFIX}config-v1`,
  /** Public reads of the API: the same for everyone. (v1 kept its requests' tokens.) */
  public: `${CACHE_PREFIX}public-v2`,
  /** The signed-in user's own answers (`/users/me`, notifications): theirs alone. */
  personal: `${CACHE_PREFIX}personal-v2`,
  /** Photos (`/uploads/…`). */
  photos: `${CACHE_PREFIX}photos-v1`,
  /** What another app shared into PhotoBooth, until the editor takes it. */
  shared: `${CACHE_PREFIX}shared-v1`,
} as const

/**
 * The personal cache's owner: the page writes it when someone signs in and deletes the whole
 * cache when they leave; the worker serves and keeps a personal answer only for a read whose
 * token names that person (personal-rule.ts).
 */
export const PERSONAL_OWNER_KEY = '/__photobooth/owner'

/** Where the system's share sheet posts a shared photo (the manifest's `share_target`). */
export const SHARE_TARGET_PATH = '/share-target'

/**
 * The largest share taken in: a photo of the editor's 50 MB (packages/ui's PHOTO_MAX_BYTES)
 * and room for the form's text around it. A larger body is refused before it is read.
 */
export const SHARE_MAX_BYTES = 50 * 1024 * 1024 + 64 * 1024

/** Where the shared photo and text wait in `CACHES.shared`. */
export const SHARED_PHOTO_KEY = '/__photobooth/shared/photo'
export const SHARED_TEXT_KEY = '/__photobooth/shared/text'
/** When the share arrived (epoch ms), on both: it is offered for minutes, then deleted. */
export const SHARED_AT_HEADER = 'x-photobooth-shared-at'
/** The shared photo's file name, URI-encoded (a header holds no other characters). */
export const SHARED_NAME_HEADER = 'x-photobooth-file-name'

/**
 * The editor's address after a share (`/create-post?shared=1`): it offers what was shared —
 * or, `?shared=too-large`, says that the share was refused.
 */
export const SHARED_QUERY = 'shared'
export const SHARE_TOO_LARGE = 'too-large'

/** The page asks a waiting worker (a new version) to take over. */
export const SKIP_WAITING = 'photobooth:skip-waiting'

/**
 * The page, first taken over by a new worker, names what it had already loaded before (its
 * photos, the build's files) and hands over the answers to its reads of the API (the feed, the
 * notifications…): the worker keeps those it would have kept, without asking again.
 */
export const KEEP_LOADED = 'photobooth:keep-loaded'

export interface KeepLoadedMessage {
  type: typeof KEEP_LOADED
  urls: string[]
  answers: KeptAnswer[]
}

/** An answer the page received before the worker served it. */
export interface KeptAnswer {
  url: string
  headers: [string, string][]
  body: string
  /** The person the read's token named (personal-rule.ts), if it had one; never the token. */
  readFor?: string | undefined
}
