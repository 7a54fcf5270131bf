import { isValidPost, type PostEntry, PostListSchema } from '@photobooth/api-client'
import { COMMENT_PREVIEWS, type PostFeedMemory, type PostSizes } from '@photobooth/ui'
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
  /** The cached feed, unless absent, expired, unreadable or another person's. */
  read(): CachedFeed | undefined
  /**
   * Stores the loaded pages (and the time, for the lifetime) for the person signed in — nothing
   * when nobody is (a write that comes after a logout, this tab's or another's).
   */
  savePages(pages: readonly PostEntry[][]): void
  saveScroll(scrollY: number): void
  /**
   * The posts' heights as the feed measured them, kept with the scroll position: a position in
   * pixels shows the same post only over the same sizes, and a new page (a reload, a return the
   * browser did not keep) would otherwise lay the posts it has not measured out at an estimate.
   */
  sizes: PostFeedMemory
  /** The cached posts and their timestamp go, so the feed reloads. */
  clearPosts(): void
  /** On logout: everything goes. */
  clear(): void
  /**
   * How many times the cache was cleared: a write decided before a logout and run after it
   * (an idle write) compares it, and stores nothing of the person who left.
   */
  clears(): number
}

const PagesSchema = v.array(PostListSchema)
const SizesSchema = v.record(v.string(), v.pipe(v.number(), v.finite(), v.minValue(0)))

/**
 * A post as much as its feed card needs to draw it again: its likers as ids (the card asks
 * "liked by me?" and shows the count) and its latest comments (the card shows two and the
 * count). Hundreds of posts then take a fraction of the space — and of the time to write them,
 * which happens on the main thread.
 */
function asCardShowsIt(entry: PostEntry): unknown {
  if (!isValidPost(entry)) return entry
  return {
    ...entry,
    likes: entry.likes.map((liker) => liker._id),
    comments: entry.comments.slice(-COMMENT_PREVIEWS),
  }
}

/**
 * The feed cache in browser storage, under keys prefixed with the product name. Cached data
 * is untrusted: it is read through the same schemas as the server's answers.
 */
export function createFeedCache(
  storage: Storage,
  {
    productName,
    owner,
    now = Date.now,
    lifetimeMs = FEED_CACHE_LIFETIME_MS,
  }: {
    productName: string
    /** Who is signed in now (the session's user id): the pages are theirs alone. */
    owner: () => string | undefined
    now?: () => number
    lifetimeMs?: number
  },
): FeedCache {
  const keys = {
    posts: `${productName}_cachedPosts`,
    page: `${productName}_cachedPage`,
    scroll: `${productName}_scrollPosition`,
    sizes: `${productName}_postSizes`,
    timestamp: `${productName}_cacheTimestamp`,
    /** Whose pages they are. */
    owner: `${productName}_cachedFor`,
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
  let clears = 0
  return {
    read() {
      const timestamp = readJson(storage, keys.timestamp)
      const mine = readJson(storage, keys.owner) === owner()
      if (
        !mine ||
        typeof timestamp !== 'number' ||
        now() - timestamp > lifetimeMs ||
        now() < timestamp
      ) {
        remove('posts', 'page', 'scroll', 'sizes', 'timestamp', 'owner')
        return undefined
      }
      const pages = v.safeParse(PagesSchema, readJson(storage, keys.posts))
      if (!pages.success || pages.output.length === 0) {
        remove('posts', 'page', 'scroll', 'sizes', 'timestamp', 'owner')
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
      const person = owner()
      if (person === undefined) return
      writeJson(storage, keys.owner, person)
      writeJson(
        storage,
        keys.posts,
        pages.map((page) => page.map(asCardShowsIt)),
      )
      writeJson(storage, keys.page, pages.length)
      writeJson(storage, keys.timestamp, now())
    },
    saveScroll(scrollY) {
      writeJson(storage, keys.scroll, Math.max(0, Math.round(scrollY)))
    },
    sizes: {
      read(): PostSizes {
        const sizes = v.safeParse(SizesSchema, readJson(storage, keys.sizes))
        return sizes.success ? sizes.output : {}
      },
      write(sizes) {
        // Sizes lay a cached feed out again: with none (signed out, or starting over), a list
        // that goes after the logout leaves nothing behind.
        if (readJson(storage, keys.timestamp) === undefined) return
        writeJson(storage, keys.sizes, sizes)
      },
    },
    clearPosts: () => remove('posts', 'timestamp'),
    clear: () => {
      clears += 1
      remove('posts', 'page', 'scroll', 'sizes', 'timestamp', 'owner')
    },
    clears: () => clears,
  }
}
