import {
  type ApiProviderProps,
  feedListKey,
  feedPageKey,
  type PostEntry,
} from '@photobooth/api-client'
import type { FeedCache } from './feed-cache'

/** SWR's cache, as `ApiProvider`'s `swrConfig.provider` returns it. */
type Cache = ReturnType<NonNullable<NonNullable<ApiProviderProps['swrConfig']>['provider']>>
type State = Parameters<Cache['set']>[1]

/**
 * The signed-in data cache of the app: SWR's cache, with the feed mirrored into browser
 * storage (the spec's posts, page and timestamp keys, 30 minutes). It starts with the stored
 * pages, so a reload resumes the feed where it was without asking for them again (else with
 * `firstPage`, the one the page's head already has, if any); every change
 * SWR makes to the feed's list — a page loaded, a like, a comment, a deleted post, a restart —
 * is written through; and when page 1 is dropped from it (a post was created or edited: the feed
 * must reload), the stored posts and their timestamp go too. Nothing else writes the feed into
 * storage, and no page clears it by hand. The writes wait for an idle moment (the last one
 * wins), so that neither a scroll nor a page being added waits for storage; leaving the page
 * writes at once.
 */
export function createFeedMirroringCache(
  feedCache: FeedCache,
  firstPage?: () => PostEntry[] | undefined,
): Cache {
  const cache = new Map<string, State>()
  const stored = feedCache.read()
  // Without stored pages, page 1 as the page's head already has it (see early-feed.ts).
  const first = stored ? undefined : firstPage?.()
  const pages = stored?.pages ?? (first ? [first] : [])
  // One public key per page, as SWR would have it after loading them, and the list they make:
  // the feed resumes from them (see `useFeed`), drawn with its screen's first render.
  for (const [index, page] of pages.entries()) {
    cache.set(feedPageKey(index + 1), { data: page })
  }
  if (pages.length > 0) cache.set(feedListKey, { data: pages })
  // Stored pages are not written back; page 1 from the head is, as it would be once loaded.
  let written: unknown = stored?.pages
  const writes = idleWriter()
  return {
    get: (key) => cache.get(key),
    keys: () => cache.keys(),
    set(key, state) {
      cache.set(key, state)
      if (key === feedListKey && Array.isArray(state.data) && state.data !== written) {
        written = state.data
        const pages = state.data as PostEntry[][]
        // Not after a logout that came meanwhile: the pages were the person's who left.
        const clears = feedCache.clears()
        writes.schedule(() => {
          if (feedCache.clears() === clears) feedCache.savePages(pages)
        })
      } else if (key === feedPageKey(1) && state.data === undefined) {
        written = undefined
        writes.cancel()
        feedCache.clearPosts()
      }
    },
    delete(key) {
      cache.delete(key)
      if (key === feedListKey || key === feedPageKey(1)) {
        written = undefined
        writes.cancel()
        feedCache.clearPosts()
      }
    },
  }
}

/** One pending write, run when the browser is idle (or the page is being left). */
function idleWriter() {
  let pending: (() => void) | undefined
  let handle: number | undefined
  const idle =
    typeof requestIdleCallback === 'function'
      ? (run: () => void) => requestIdleCallback(run, { timeout: 2000 })
      : (run: () => void) => window.setTimeout(run, 200)
  const cancelIdle =
    typeof cancelIdleCallback === 'function' ? cancelIdleCallback : window.clearTimeout
  const flush = () => {
    if (handle !== undefined) cancelIdle(handle)
    handle = undefined
    const write = pending
    pending = undefined
    write?.()
  }
  window.addEventListener('pagehide', flush)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush()
  })
  return {
    schedule(write: () => void) {
      pending = write
      handle ??= idle(flush)
    },
    cancel() {
      if (handle !== undefined) cancelIdle(handle)
      handle = undefined
      pending = undefined
    },
  }
}
