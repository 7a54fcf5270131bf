declare global {
  interface Window {
    /** The guest feed, requested by the page's head before the app loaded (server builds). */
    __photoboothGuestFeed?: Promise<Response>
  }
}

/**
 * Runs inline in the page's head of a build made for a server (vite.config.ts injects its
 * source), before the app's code arrives: for a guest opening the feed, fetches the public
 * feed and, once it says which photo comes first, starts loading that photo. The app's client
 * takes this response instead of asking again (`withEarlyGuestFeed`). Any other page (/login,
 * /register, a post…) does not show the guest feed first, so nothing is asked for there.
 * Self-contained: it runs from its source text, without this module.
 */
export function requestGuestFeedEarly(api: string): void {
  try {
    if (location.pathname !== '/' || localStorage.getItem('auth-storage')) return
    const feed = fetch(`${api}/api/posts`, { headers: { Accept: 'application/json' } })
    window.__photoboothGuestFeed = feed
    feed
      .then((response) => response.clone().json())
      .then((posts: { image?: unknown }[]) => {
        const image = posts[0]?.image
        if (typeof image !== 'string' || /^[a-z][a-z0-9+.-]*:|^\/\//i.test(image)) return
        const link = document.createElement('link')
        link.rel = 'preload'
        link.as = 'image'
        link.href = `${api}/${image.replace(/\\/g, '/').replace(/^\/+/, '')}`
        link.setAttribute('fetchpriority', 'high')
        document.head.append(link)
      })
      .catch(() => undefined)
  } catch {
    // No storage or no fetch: the app asks for the feed itself.
  }
}

/**
 * A `fetch` for the API client that hands over the guest feed the page's head already asked
 * for (once), so the request is not made twice; any failure falls back to asking again.
 */
export function withEarlyGuestFeed(
  apiUrl: string,
  fetchImpl: typeof fetch = (input, init) => fetch(input, init),
): typeof fetch {
  let early = typeof window === 'undefined' ? undefined : window.__photoboothGuestFeed
  if (typeof window !== 'undefined') delete window.__photoboothGuestFeed
  const guestFeed = `${apiUrl}/api/posts`
  return (input, init) => {
    const plain =
      (init?.method ?? 'GET') === 'GET' && !new Headers(init?.headers).has('Authorization')
    if (early && plain && String(input) === guestFeed) {
      const response = early
      early = undefined
      return response
        .then((answer) => (answer.ok ? answer : fetchImpl(input, init)))
        .catch(() => fetchImpl(input, init))
    }
    return fetchImpl(input, init)
  }
}
