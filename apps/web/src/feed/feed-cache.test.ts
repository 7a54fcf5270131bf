import { describe, expect, it } from 'vitest'
import { MemoryStorage } from '../storage'
import { createFeedCache, FEED_CACHE_LIFETIME_MS } from './feed-cache'

const post = (id: string) => ({
  _id: id,
  userId: 'U1',
  caption: `Post ${id}`,
  image: 'uploads/a.jpg',
  createdAt: '2026-06-15T10:00:00.000Z',
  likes: [],
  likesCount: 0,
  comments: [],
  commentsCount: 0,
})

function setup() {
  const storage = new MemoryStorage()
  let time = 1_000_000
  let person: string | undefined = 'U1'
  const cache = createFeedCache(storage, {
    productName: 'PhotoBooth',
    owner: () => person,
    now: () => time,
  })
  return {
    storage,
    cache,
    advance: (ms: number) => (time += ms),
    signedIn: (id: string | undefined) => {
      person = id
    },
  }
}

describe('feed cache', () => {
  it('stores pages, page, scroll and timestamp under keys prefixed with the product name', () => {
    const { storage, cache } = setup()
    cache.savePages([[post('a'), post('b')], [post('c')]])
    cache.saveScroll(812.4)
    expect(
      Object.keys(
        Object.fromEntries([...Array(storage.length)].map((_, i) => [storage.key(i), 1])),
      ).sort(),
    ).toEqual([
      'PhotoBooth_cacheTimestamp',
      'PhotoBooth_cachedFor',
      'PhotoBooth_cachedPage',
      'PhotoBooth_cachedPosts',
      'PhotoBooth_scrollPosition',
    ])
    const read = cache.read()
    expect(read?.page).toBe(2)
    expect(read?.scrollY).toBe(812)
    expect(read?.pages.map((page) => page.length)).toEqual([2, 1])
  })

  it('keeps the pages for the person signed in: nothing written signed out, nobody else reads them', () => {
    const { cache, storage, signedIn } = setup()
    cache.savePages([[post('a')]])
    // Another person signs in on this device (another tab wrote meanwhile, say).
    signedIn('U2')
    expect(cache.read()).toBeUndefined()
    expect(storage.length).toBe(0)
    // A write that comes after a logout stores nothing.
    signedIn(undefined)
    cache.savePages([[post('b')]])
    expect(storage.length).toBe(0)
  })

  it('expires after 30 minutes', () => {
    const { cache, advance, storage } = setup()
    cache.savePages([[post('a')]])
    advance(FEED_CACHE_LIFETIME_MS)
    expect(cache.read()).toBeDefined()
    advance(1)
    expect(cache.read()).toBeUndefined()
    expect(storage.length).toBe(0)
  })

  it('clearPosts removes posts and timestamp (after an edit); clear removes everything (logout)', () => {
    const { cache, storage } = setup()
    cache.savePages([[post('a')]])
    cache.saveScroll(10)
    cache.clearPosts()
    expect(storage.getItem('PhotoBooth_cachedPosts')).toBeNull()
    expect(storage.getItem('PhotoBooth_cacheTimestamp')).toBeNull()
    expect(storage.getItem('PhotoBooth_scrollPosition')).toBe('10')
    expect(cache.read()).toBeUndefined()
    cache.savePages([[post('b')]])
    cache.clear()
    expect(storage.length).toBe(0)
  })

  it('treats corrupted or foreign data as no cache', () => {
    const { cache, storage } = setup()
    cache.savePages([[post('a')]])
    storage.setItem('PhotoBooth_cachedPosts', '{"broken": ')
    expect(cache.read()).toBeUndefined()
    cache.savePages([[post('a')]])
    storage.setItem('PhotoBooth_cachedPosts', JSON.stringify({ posts: 'nope' }))
    expect(cache.read()).toBeUndefined()
    cache.savePages([[post('a')]])
    storage.setItem('PhotoBooth_cacheTimestamp', '"yesterday"')
    expect(cache.read()).toBeUndefined()
  })

  it('keeps an entry without _id as invalid rather than dropping the page', () => {
    const { cache, storage } = setup()
    cache.savePages([[post('a')]])
    const { _id, ...broken } = post('x')
    storage.setItem('PhotoBooth_cachedPosts', JSON.stringify([[post('a'), broken]]))
    expect(cache.read()?.pages[0]?.[1]).toMatchObject({ invalid: true })
  })

  it('keeps the sizes the feed measured with the scroll position, and lets them go with it', () => {
    const { cache, storage, advance } = setup()
    cache.savePages([[post('a'), post('b')]])
    cache.saveScroll(700)
    cache.sizes.write({ a: 663.5, b: 733 })
    expect(storage.getItem('PhotoBooth_postSizes')).not.toBeNull()
    expect(cache.sizes.read()).toEqual({ a: 663.5, b: 733 })
    // A new post: the posts go, and the feed starts over; a post's size is still its own.
    cache.clearPosts()
    expect(cache.sizes.read()).toEqual({ a: 663.5, b: 733 })
    // Expired, or logged out: everything goes.
    cache.savePages([[post('a')]])
    advance(FEED_CACHE_LIFETIME_MS + 1)
    expect(cache.read()).toBeUndefined()
    expect(cache.sizes.read()).toEqual({})
    cache.savePages([[post('a')]])
    cache.sizes.write({ a: 663.5 })
    cache.clear()
    expect(storage.length).toBe(0)
    // The list goes after the logout: what it measured is not kept.
    cache.sizes.write({ a: 663.5 })
    expect(storage.length).toBe(0)
  })

  it('reads unreadable sizes as none', () => {
    const { cache, storage } = setup()
    for (const stored of ['{"a": ', '{"a": "tall"}', '{"a": -1}', '"big"']) {
      storage.setItem('PhotoBooth_postSizes', stored)
      expect(cache.sizes.read()).toEqual({})
    }
  })
})
