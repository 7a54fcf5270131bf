declare global {
  interface Window {
    /** The guest feed, requested by the page's head before the app loaded (server builds). */
    __photoboothGuestFeed?: Promise<Response>
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
