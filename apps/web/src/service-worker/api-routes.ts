/** How the service worker treats a read of the API: see sw.ts. */
export type ApiReadKind = 'public' | 'personal' | 'photo'

/** The API's public reads: the feed's pages, a post, a profile with its posts, a user. */
const PUBLIC_READ = /^\/api\/(posts(\/user\/[^/]+|\/[^/]+)?|users\/(?!me$)[^/]+)$/
/** The signed-in user's own: their user (any `?t=`) and their notifications. */
const PERSONAL_READ = /^\/api\/(users\/me|notifications)$/

/**
 * Which of the API's reads `url` is, on the API at `apiUrl` (`''`: none — the demo's backend
 * answers on the page's own origin, through MSW); `undefined` for anything else, which the
 * service worker leaves to the network.
 */
export function apiReadKind(url: URL, apiUrl: string): ApiReadKind | undefined {
  const path = pathOnApi(url, apiUrl)
  if (path === undefined) return undefined
  if (path.startsWith('/uploads/')) return 'photo'
  if (PERSONAL_READ.test(path)) return 'personal'
  if (PUBLIC_READ.test(path)) return 'public'
  return undefined
}

/**
 * Whether a read asks for the server's own answer, never a saved copy: the page asks so for
 * the reads that decide a write (`fetch(url, { cache: 'no-store' })`; `reload` and `no-cache`
 * say the same). The worker then asks the network only, however long it takes, and passes a
 * failure on (a saved copy of any age could make a write do the wrong thing); the fresh answer
 * may still be kept for reading offline later.
 */
export function asksTheServer(cache: RequestCache): boolean {
  return cache === 'no-store' || cache === 'reload' || cache === 'no-cache'
}

/**
 * The path of `url` below the API at `apiUrl`, or `undefined` when it is not the API's. Compared
 * as parsed URLs: `https://API.example.com:443` is the origin `https://api.example.com` the
 * browser asks for (as text they differ, and no read would ever be the API's).
 */
function pathOnApi(url: URL, apiUrl: string): string | undefined {
  if (!apiUrl) return undefined
  let api: URL
  try {
    api = new URL(apiUrl)
  } catch {
    return undefined
  }
  const base = api.pathname.replace(/\/+$/, '')
  if (url.origin !== api.origin || !url.pathname.startsWith(`${base}/`)) return undefined
  return url.pathname.slice(base.length)
}
