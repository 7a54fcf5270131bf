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
  if (!apiUrl || !url.href.startsWith(`${apiUrl}/`)) return undefined
  const path = url.href.slice(apiUrl.length).replace(/[?#].*$/, '')
  if (path.startsWith('/uploads/')) return 'photo'
  if (PERSONAL_READ.test(path)) return 'personal'
  if (PUBLIC_READ.test(path)) return 'public'
  return undefined
}
