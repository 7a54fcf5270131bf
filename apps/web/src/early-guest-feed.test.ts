import { afterEach, describe, expect, it, vi } from 'vitest'
import { withEarlyGuestFeed } from './early-guest-feed'

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
