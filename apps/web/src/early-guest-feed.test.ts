import { afterEach, describe, expect, it, vi } from 'vitest'
import { requestGuestFeedEarly, withEarlyGuestFeed } from './early-guest-feed'

const API = 'https://api.example.com'

describe('withEarlyGuestFeed', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('hands over the early guest feed once, then fetches as usual', async () => {
    const early = new Response('[]', { status: 200 })
    vi.stubGlobal('window', { __photoboothGuestFeed: Promise.resolve(early) })
    const network = vi.fn(async () => new Response('[1]'))
    const fetchFeed = withEarlyGuestFeed(API, network)
    await expect(fetchFeed(`${API}/api/posts`, { method: 'GET' })).resolves.toBe(early)
    await fetchFeed(`${API}/api/posts`, { method: 'GET' })
    expect(network).toHaveBeenCalledOnce()
  })

  it('does not use it for other calls or signed-in requests, and asks again when it failed', async () => {
    vi.stubGlobal('window', { __photoboothGuestFeed: Promise.reject(new TypeError('offline')) })
    const network = vi.fn(async () => new Response('[]'))
    const fetchFeed = withEarlyGuestFeed(API, network)
    await fetchFeed(`${API}/api/posts`, { headers: { Authorization: 'Bearer x' } })
    await fetchFeed(`${API}/api/posts/abc`)
    await fetchFeed(`${API}/api/posts`)
    expect(network).toHaveBeenCalledTimes(3)
  })
})

describe('requestGuestFeedEarly', () => {
  afterEach(() => vi.unstubAllGlobals())

  /** The page's globals as the head script sees them, at `pathname`. */
  function pageAt(pathname: string, stored: Record<string, string> = {}) {
    const fetchFeed = vi.fn(async () => new Response('[]'))
    const window: { __photoboothGuestFeed?: Promise<Response> } = {}
    vi.stubGlobal('window', window)
    vi.stubGlobal('location', { pathname })
    vi.stubGlobal('localStorage', { getItem: (key: string) => stored[key] ?? null })
    vi.stubGlobal('fetch', fetchFeed)
    return { fetchFeed, window }
  }

  it('asks for the guest feed on the feed, for a guest', () => {
    const { fetchFeed, window } = pageAt('/')
    requestGuestFeedEarly(API)
    expect(fetchFeed).toHaveBeenCalledWith(`${API}/api/posts`, expect.anything())
    expect(window.__photoboothGuestFeed).toBeInstanceOf(Promise)
  })

  it('asks for nothing on the other pages, or for someone signed in', () => {
    for (const pathname of ['/login', '/register', '/forgot-password', '/post/abc']) {
      const { fetchFeed, window } = pageAt(pathname)
      requestGuestFeedEarly(API)
      expect(fetchFeed, pathname).not.toHaveBeenCalled()
      expect(window.__photoboothGuestFeed).toBeUndefined()
    }
    const { fetchFeed } = pageAt('/', { 'auth-storage': '{}' })
    requestGuestFeedEarly(API)
    expect(fetchFeed).not.toHaveBeenCalled()
  })
})
