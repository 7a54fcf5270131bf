import { useCallback, useMemo } from 'react'
import { useSWRConfig } from 'swr'
import useSWRInfinite, { type SWRInfiniteConfiguration } from 'swr/infinite'
import type { ApiError } from '../client/api-error'
import type { ApiClient } from '../client/create-api-client'
import { isValidPost, type PostEntry, PostListSchema } from '../contract/post'
import { useApiClient } from '../react/api-provider'
import { FEED_PAGE_SIZE, feedPageKey, isFeedPageKey, isInfiniteFeedKey } from './keys'

export { FEED_PAGE_SIZE, feedPageKey }

/** `GET /posts?page={n}&limit=10`: one page of the signed-in feed, newest first. */
export function getFeedPage(client: ApiClient, page: number) {
  return client.request({ path: feedPageKey(page), schema: PostListSchema })
}

/** Joins feed pages in order, keeping the first copy of a post whose `_id` appears twice
 * (pages shift when someone posts while the user scrolls). Unreadable entries stay. */
export function mergeFeedPages(pages: readonly (readonly PostEntry[])[]): PostEntry[] {
  const seen = new Set<string>()
  const merged: PostEntry[] = []
  for (const page of pages) {
    for (const entry of page) {
      if (isValidPost(entry)) {
        if (seen.has(entry._id)) continue
        seen.add(entry._id)
      }
      merged.push(entry)
    }
  }
  return merged
}

/** The server has no total: a page shorter than the page size is the last one. */
export function hasReachedEnd(pages: readonly (readonly PostEntry[])[] | undefined): boolean {
  const last = pages?.at(-1)
  return last !== undefined && last.length < FEED_PAGE_SIZE
}

export interface UseFeedOptions {
  /** `false` while signed out: nothing is requested. */
  enabled?: boolean
  /** Passed to `useSWRInfinite`, e.g. `fallbackData` restored from a cache. */
  config?: SWRInfiniteConfiguration<PostEntry[], ApiError>
}

/**
 * The signed-in feed with infinite paging (pages of 10, merged without duplicates).
 * `loadMore()` asks for the next page unless one is loading or the end was reached.
 */
export function useFeed(options: UseFeedOptions = {}) {
  const client = useApiClient()
  const enabled = options.enabled !== false
  const getKey = useCallback(
    (index: number, previous: PostEntry[] | null) => {
      if (!enabled) return null
      if (previous && previous.length < FEED_PAGE_SIZE) return null
      return feedPageKey(index + 1)
    },
    [enabled],
  )
  const result = useSWRInfinite<PostEntry[], ApiError>(
    getKey,
    (key: string) => client.request({ path: key, schema: PostListSchema }),
    // Page 1 is revalidated whenever the feed revalidates (focus, reconnect, loading more),
    // so new posts show up; later pages are fetched once.
    { revalidateFirstPage: true, ...options.config },
  )
  const { data, error, isLoading, isValidating, size, setSize, mutate } = result
  const posts = useMemo(() => mergeFeedPages(data ?? []), [data])
  const reachedEnd = hasReachedEnd(data)
  const isLoadingMore = size > 0 && data !== undefined && data[size - 1] === undefined && !error
  const loadMore = useCallback(() => {
    if (reachedEnd || isLoadingMore) return
    void setSize((current) => current + 1)
  }, [reachedEnd, isLoadingMore, setSize])

  return {
    posts,
    pages: data,
    error,
    isLoading,
    isLoadingMore,
    isValidating,
    reachedEnd,
    loadMore,
    /** Drops every page but the first and reloads it; resolves once page 1 has arrived. */
    reload: useCallback(async () => {
      await setSize(1)
      await mutate()
    }, [mutate, setSize]),
    mutate,
  }
}

/**
 * Forgets the loaded feed pages, so the next feed starts again from page 1 with nothing shown
 * from before (the product's `forceRefresh`).
 */
export function useResetFeed(): () => void {
  const { cache } = useSWRConfig()
  return useCallback(() => {
    for (const key of [...cache.keys()]) {
      if (isInfiniteFeedKey(key) || isFeedPageKey(key)) cache.delete(key)
    }
  }, [cache])
}
