import { feedPageKey, guestPostsKey } from '@photobooth/api-client'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AUTH_STORAGE_KEY } from './auth/session-store'
import { EARLY_FEED_OPTIONS, readEarlyFeed, requestFeedEarly, withEarlyFeed } from './early-feed'
import { createFeedCache, FEED_CACHE_LIFETIME_MS } from './feed/feed-cache'
import { PRODUCT_NAME } from './product'
import { MemoryStorage } from './storage'

const API = 'https://api.example.com'
const GUEST_FEED = `${API}/api/posts`
const SIGNED_IN_FEED = `${API}/api/posts?page=1&limit=10`

describe('withEarlyFeed', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('hands over the early feed once, to a GET of its URL, then fetches as usual', async () => {
    const early = new Response('[]', { status: 200 })
    vi.stubGlobal('window', {
      __photoboothEarlyFeed: { url: GUEST_FEED, response: Promise.resolve(early) },
    })
    const network = vi.fn(async () => new Response('[1]'))
    const fetchFeed = withEarlyFeed(network)
    await fetchFeed(`${API}/api/posts/abc`)
    await expect(fetchFeed(GUEST_FEED, { method: 'GET' })).resolves.toBe(early)
    await fetchFeed(GUEST_FEED, { method: 'GET' })
    expect(network).toHaveBeenCalledTimes(2)
  })

  it('hands it over to a request with a token too: the feed is a public read', async () => {
    const early = new Response('[]', { status: 200 })
    vi.stubGlobal('window', {
      __photoboothEarlyFeed: { url: SIGNED_IN_FEED, response: Promise.resolve(early) },
    })
    const network = vi.fn(async () => new Response('[1]'))
    const fetchFeed = withEarlyFeed(network)
    await expect(
      fetchFeed(SIGNED_IN_FEED, { headers: { Authorization: 'Bearer x' } }),
    ).resolves.toBe(early)
    expect(network).not.toHaveBeenCalled()
  })

  it('asks again when the early request failed or was refused', async () => {
    vi.stubGlobal('window', {
      __photoboothEarlyFeed: {
        url: GUEST_FEED,
        response: Promise.reject(new TypeError('offline')),
      },
    })
    const network = vi.fn(async () => new Response('[]'))
    await withEarlyFeed(network)(GUEST_FEED)
    vi.stubGlobal('window', {
      __photoboothEarlyFeed: {
        url: GUEST_FEED,
        response: Promise.resolve(new Response('', { status: 503 })),
      },
    })
    await withEarlyFeed(network)(GUEST_FEED)
    expect(network).toHaveBeenCalledTimes(2)
  })
})

describe('readEarlyFeed', () => {
  afterEach(() => vi.unstubAllGlobals())

  /** The head asks for the guest feed, answered with `answer`. */
  function headAsks(answer: () => Response) {
    const window: { __photoboothEarlyFeed?: unknown; __photoboothFirstPhoto?: Promise<boolean> } =
      {}
    vi.stubGlobal('window', window)
    vi.stubGlobal('location', { pathname: '/' })
    vi.stubGlobal('localStorage', { getItem: () => null })
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => answer()),
    )
    requestFeedEarly(API, EARLY_FEED_OPTIONS)
    return window
  }

  it('gives the head’s answer, once it is in, to its first reader; the client asks the network after', async () => {
    const posts = [{ _id: 'a' }]
    const page = headAsks(() => Response.json(posts))
    const network = vi.fn(async () => Response.json([]))
    const fetchFeed = withEarlyFeed(network)
    const view = {}
    // On its way: nothing to read yet.
    expect(readEarlyFeed(guestPostsKey, view)).toBeUndefined()
    // No photo to preload in it.
    expect(await page.__photoboothFirstPhoto).toBe(false)
    expect(readEarlyFeed(feedPageKey(1), view)).toBeUndefined()
    const read = readEarlyFeed(guestPostsKey, view)
    expect(read).toMatchObject({ url: GUEST_FEED, body: posts, first: true })
    // The answer itself, unread, for whoever keeps it (the service worker, on a first visit).
    expect(await read?.response.json()).toEqual(posts)
    // The same reader again (a render React ran twice), and nobody else.
    expect(readEarlyFeed(guestPostsKey, view)).toMatchObject({ body: posts, first: false })
    expect(readEarlyFeed(guestPostsKey, {})).toBeUndefined()
    await fetchFeed(GUEST_FEED)
    expect(network).toHaveBeenCalledTimes(1)
  })

  it('reads nothing from a refused answer: the client’s request gets it', async () => {
    const page = headAsks(() => Response.json({ message: 'Server error' }, { status: 500 }))
    const network = vi.fn(async () => Response.json([]))
    const fetchFeed = withEarlyFeed(network)
    expect(await page.__photoboothFirstPhoto).toBe(false)
    expect(readEarlyFeed(guestPostsKey, {})).toBeUndefined()
    expect((await fetchFeed(GUEST_FEED)).status).toBe(200)
    expect(network).toHaveBeenCalledTimes(1)
  })
})

describe('requestFeedEarly', () => {
  afterEach(() => vi.unstubAllGlobals())

  /** The page's globals as the head script sees them, at `pathname`. */
  function pageAt(pathname: string, stored: Record<string, string> = {}) {
    const fetchFeed = vi.fn(async () => new Response('[]'))
    const window: {
      __photoboothEarlyFeed?: { url: string; response: Promise<Response> }
      __photoboothFirstPhoto?: Promise<boolean>
    } = {}
    vi.stubGlobal('window', window)
    vi.stubGlobal('location', { pathname })
    vi.stubGlobal('localStorage', { getItem: (key: string) => stored[key] ?? null })
    vi.stubGlobal('fetch', fetchFeed)
    return { fetchFeed, window }
  }

  it('asks a guest’s feed for a guest, and page 1 of the signed-in feed for someone signed in', () => {
    const guest = pageAt('/')
    requestFeedEarly(API, EARLY_FEED_OPTIONS)
    expect(guest.fetchFeed).toHaveBeenCalledWith(GUEST_FEED, expect.anything())
    expect(guest.window.__photoboothEarlyFeed?.url).toBe(GUEST_FEED)

    const signedIn = pageAt('/', { [AUTH_STORAGE_KEY]: '{}' })
    requestFeedEarly(API, EARLY_FEED_OPTIONS)
    expect(signedIn.fetchFeed).toHaveBeenCalledWith(SIGNED_IN_FEED, expect.anything())
    expect(signedIn.window.__photoboothEarlyFeed?.url).toBe(SIGNED_IN_FEED)
    // No token: a public read (the app's client would add one).
    expect(JSON.stringify(signedIn.fetchFeed.mock.calls[0])).not.toContain('Authorization')
  })

  it('asks for nothing on the other pages, or when a fresh signed-in feed is stored', () => {
    for (const pathname of ['/login', '/register', '/forgot-password', '/post/abc']) {
      const { fetchFeed, window } = pageAt(pathname)
      requestFeedEarly(API, EARLY_FEED_OPTIONS)
      expect(fetchFeed, pathname).not.toHaveBeenCalled()
      expect(window.__photoboothEarlyFeed).toBeUndefined()
    }
    const stored = new MemoryStorage()
    createFeedCache(stored, { productName: PRODUCT_NAME, owner: () => 'U1' }).savePages([[]])
    const fresh = pageAt('/', {
      [AUTH_STORAGE_KEY]: '{}',
      [EARLY_FEED_OPTIONS.feedTimestampKey]:
        stored.getItem(EARLY_FEED_OPTIONS.feedTimestampKey) ?? '',
    })
    requestFeedEarly(API, EARLY_FEED_OPTIONS)
    expect(fresh.fetchFeed).not.toHaveBeenCalled()
    // A stale one is asked for again, as the app would.
    const stale = pageAt('/', {
      [AUTH_STORAGE_KEY]: '{}',
      [EARLY_FEED_OPTIONS.feedTimestampKey]: String(Date.now() - FEED_CACHE_LIFETIME_MS - 1000),
    })
    requestFeedEarly(API, EARLY_FEED_OPTIONS)
    expect(stale.fetchFeed).toHaveBeenCalledWith(SIGNED_IN_FEED, expect.anything())
  })

  it('preloads the first post’s photo with high priority, and says when it is in', async () => {
    const page = pageAt('/')
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json([{ image: 'uploads\\a.jpg' }, { image: 'uploads/b.jpg' }])),
    )
    const links: Record<string, unknown>[] = []
    vi.stubGlobal('document', {
      createElement: () => {
        const link: Record<string, unknown> = {}
        link.setAttribute = (name: string, value: string) => {
          link[name] = value
        }
        return link
      },
      head: { append: (link: Record<string, unknown>) => links.push(link) },
    })
    requestFeedEarly(API, EARLY_FEED_OPTIONS)
    await vi.waitFor(() => expect(links).toHaveLength(1))
    const [link] = links
    expect(link).toMatchObject({
      rel: 'preload',
      as: 'image',
      href: `${API}/uploads/a.jpg`,
      fetchpriority: 'high',
    })
    ;(link as { onload: () => void }).onload()
    expect(await page.window.__photoboothFirstPhoto).toBe(true)
  })

  it('knows the app’s keys and paths', () => {
    expect(EARLY_FEED_OPTIONS).toEqual({
      sessionKey: AUTH_STORAGE_KEY,
      feedTimestampKey: expect.stringMatching(new RegExp(`^${PRODUCT_NAME}_`)),
      feedLifetimeMs: FEED_CACHE_LIFETIME_MS,
      signedInPath: feedPageKey(1),
      guestPath: guestPostsKey,
    })
  })

  it('runs from its source text alone, as the page head runs it', () => {
    const { fetchFeed } = pageAt('/')
    new Function(
      `(${requestFeedEarly.toString()})(${JSON.stringify(API)},${JSON.stringify(EARLY_FEED_OPTIONS)})`,
    )()
    expect(fetchFeed).toHaveBeenCalledWith(GUEST_FEED, expect.anything())
  })
})
