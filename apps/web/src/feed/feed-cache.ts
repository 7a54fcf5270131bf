import {
  type ApiProviderProps,
  feedListKey,
  feedPageKey,
  type PostEntry,
  PostListSchema,
} from '@photobooth/api-client'
import * as v from 'valibot'
import { readJson, writeJson } from '../storage'

/** Cached feed pages live this long. */
export const FEED_CACHE_LIFETIME_MS = 30 * 60_000

export interface CachedFeed {
  /** The pages as the signed-in feed loaded them. */
  pages: PostEntry[][]
  /** How many pages were loaded. */
  page: number
  /** Where the user had scrolled to. */
  scrollY: number
}

export interface FeedCache {
  /** The cached feed, unless absent, expired or unreadable. */
  read(): CachedFeed | undefined
  /** Stores the loaded pages (and the time, for the lifetime). */
  savePages(pages: readonly PostEntry[][]): void
  saveScroll(scrollY: number): void
  /** The cached posts and their timestamp go, so the feed reloads. */
  clearPosts(): void
  /** On logout: everything goes. */
  clear(): void
}

const PagesSchema = v.array(PostListSchema)

/** SWR's cache, as `ApiProvider`'s `swrConfig.provider` returns it. */
type Cache = ReturnType<NonNullable<NonNullable<ApiProviderProps['swrConfig']>['provider']>>
type State = Parameters<Cache['set']>[1]

/**
 * The feed cache in browser storage, under keys prefixed with the product name. Cached data
 * is untrusted: it is read through the same schemas as the server's answers.
 */
export function createFeedCache(
  storage: Storage,
  {
    productName,
    now = Date.now,
    lifetimeMs = FEED_CACHE_LIFETIME_MS,
  }: { productName: string; now?: () => number; lifetimeMs?: number },
): FeedCache {
  const keys = {
    posts: `${productName}_cachedPosts`,
    page: `${productName}_cachedPage`,
    scroll: `${productName}_scrollPosition`,
    timestamp: `${productName}_cacheTimestamp`,
  }
  const remove = (...names: (keyof typeof keys)[]) => {
    for (const name of names) {
      try {
        storage.removeItem(keys[name])
      } catch {
        // Storage unavailable: nothing was cached.
      }
    }
  }
  return {
    read() {
      const timestamp = readJson(storage, keys.timestamp)
      if (typeof timestamp !== 'number' || now() - timestamp > lifetimeMs || now() < timestamp) {
        remove('posts', 'page', 'scroll', 'timestamp')
        return undefined
      }
      const pages = v.safeParse(PagesSchema, readJson(storage, keys.posts))
      if (!pages.success || pages.output.length === 0) {
        remove('posts', 'page', 'scroll', 'timestamp')
        return undefined
      }
      const page = readJson(storage, keys.page)
      const scrollY = readJson(storage, keys.scroll)
      return {
        pages: pages.output,
        page: typeof page === 'number' && page > 0 ? page : pages.output.length,
        scrollY: typeof scrollY === 'number' && scrollY >= 0 ? scrollY : 0,
      }
    },
    savePages(pages) {
      writeJson(storage, keys.posts, pages)
      writeJson(storage, keys.page, pages.length)
      writeJson(storage, keys.timestamp, now())
    },
    saveScroll(scrollY) {
      writeJson(storage, keys.scroll, Math.max(0, Math.round(scrollY)))
    },
    clearPosts: () => remove('posts', 'timestamp'),
    clear: () => remove('posts', 'page', 'scroll', 'timestamp'),
  }
}

/**
 * The signed-in data cache of the app: SWR's cache, with the feed mirrored into browser
 * storage (the spec's posts, page and timestamp keys, 30 minutes). It starts with the stored
 * pages, so a reload resumes the feed where it was without asking for them again; every change
 * SWR makes to the feed's list — a page loaded, a like, a comment, a deleted post, a restart —
 * is written through; and when page 1 is dropped from it (a post was created or edited: the feed
 * must reload), the stored posts and their timestamp go too. Nothing else writes the feed into
 * storage, and no page clears it by hand.
 */
export function createFeedMirroringCache(feedCache: FeedCache): Cache {
  const cache = new Map<string, State>()
  const stored = feedCache.read()
  // One public key per stored page, as SWR would have it after loading them: the feed resumes
  // from them (see `useFeed`).
  for (const [index, page] of (stored?.pages ?? []).entries()) {
    cache.set(feedPageKey(index + 1), { data: page })
  }
  let written: unknown = stored?.pages
  return {
    get: (key) => cache.get(key),
    keys: () => cache.keys(),
    set(key, state) {
      cache.set(key, state)
      if (key === feedListKey && Array.isArray(state.data) && state.data !== written) {
        written = state.data
        feedCache.savePages(state.data as PostEntry[][])
      } else if (key === feedPageKey(1) && state.data === undefined) {
        written = undefined
        feedCache.clearPosts()
      }
    },
    delete(key) {
      cache.delete(key)
      if (key === feedListKey || key === feedPageKey(1)) {
        written = undefined
        feedCache.clearPosts()
      }
    },
  }
}
