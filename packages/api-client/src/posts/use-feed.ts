'use client'

import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSWRConfig } from 'swr'
import useSWRInfinite from 'swr/infinite'
import { ApiError, isApiError } from '../client/api-error'
import { CLIENT_MESSAGES } from '../client/client-messages'
import type { PostEntry } from '../contract/post'
import { useApiClient } from '../react/api-provider'
import { getFeedPage, hasReachedEnd, mergeFeedPages } from './get-feed'
import { feedKey, feedPageKey } from './keys'

/** The page number in a feed page's key. */
function pageOf(key: string): number {
  return Number(new URL(key, 'http://feed').searchParams.get('page'))
}

export interface UseFeedOptions {
  /** `false` while signed out: nothing is requested. */
  enabled?: boolean
  /**
   * Start again from page 1, fetched anew, instead of the pages in the cache (the product's
   * `forceRefresh`): the feed shows nothing until it has arrived.
   */
  fresh?: boolean
}

/**
 * The signed-in feed with infinite paging (pages of 10, merged without duplicates), one
 * request per page: pages already in the cache (loaded before, or restored by the app's cache
 * provider) are never asked again while scrolling. Page 1 is fetched again only when asked:
 * `refresh()` (the app calls it on focus and on a restore from the back/forward cache) and
 * `fresh` / `restart()`.
 */
export function useFeed({ enabled = true, fresh = false }: UseFeedOptions = {}) {
  const client = useApiClient()
  const { cache, mutate: mutateKey } = useSWRConfig()
  // Pages the cache already holds (restored from storage, say) are where the feed resumes.
  const [initialSize] = useState(() => (fresh ? 1 : cachedPageCount(cache)))
  const result = useSWRInfinite<PostEntry[], ApiError>(
    (index, previous: PostEntry[] | null) => (enabled ? feedKey(index, previous) : null),
    (key: string) => getFeedPage(client, pageOf(key)),
    {
      initialSize,
      revalidateFirstPage: false,
      // A focus or a reconnect would only walk the cached pages: page 1 comes through
      // `refresh()` instead, which the app calls when it should.
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
    },
  )
  const { data, error, isLoading, isValidating, size, setSize, mutate } = result
  const posts = useMemo(() => mergeFeedPages(data ?? []), [data])
  const reachedEnd = hasReachedEnd(data)
  const isLoadingMore = size > 0 && data !== undefined && data[size - 1] === undefined && !error
  const loadMore = useCallback(() => {
    if (reachedEnd || isLoadingMore) return
    void setSize((current) => current + 1)
  }, [reachedEnd, isLoadingMore, setSize])

  // Page 1 again, into the cache and the list, keeping the later pages (merging drops the
  // posts that moved down onto page 2).
  const [refreshing, setRefreshing] = useState(false)
  const [refreshError, setRefreshError] = useState<ApiError | undefined>(undefined)
  const refresh = useCallback(async () => {
    if (!enabled) return
    setRefreshing(true)
    try {
      const first = await getFeedPage(client, 1)
      await mutateKey(feedPageKey(1), first, { revalidate: false })
      await mutate((pages) => [first, ...(pages ?? []).slice(1)], { revalidate: false })
      setRefreshError(undefined)
    } catch (failure) {
      // The client only throws ApiError; anything else is a bug of ours, reported the same way.
      setRefreshError(
        isApiError(failure)
          ? failure
          : new ApiError(0, CLIENT_MESSAGES.feedNotRefreshed, { cause: failure }),
      )
    } finally {
      setRefreshing(false)
    }
  }, [enabled, client, mutateKey, mutate])

  /** Drops every page but the first and fetches it anew; resolves once it has arrived. */
  const restart = useCallback(async () => {
    await setSize(1)
    // The later pages are forgotten, so that scrolling on asks for them anew.
    for (let page = 2; cache.get(feedPageKey(page))?.data !== undefined; page++) {
      await mutateKey(feedPageKey(page), undefined, { revalidate: false })
    }
    await refresh()
  }, [setSize, cache, mutateKey, refresh])

  // `fresh`: page 1 anew on mount, before anything from the cache shows.
  const [restarting, setRestarting] = useState(fresh)
  const restarted = useRef(false)
  useEffect(() => {
    if (!fresh || restarted.current) return
    restarted.current = true
    void restart().finally(() => setRestarting(false))
  }, [fresh, restart])

  return {
    /** The loaded posts, merged, in order; empty until page 1 has arrived. */
    posts: restarting ? [] : posts,
    /** The loaded pages (`undefined` until page 1 has arrived). */
    pages: restarting ? undefined : data,
    /** Why the last page could not be loaded (the pages before it stay). */
    error: restarting ? undefined : error,
    /** Why the last `refresh()` failed, until one succeeds. */
    refreshError,
    isLoading: isLoading || restarting,
    isLoadingMore,
    /** A page or a refresh is on its way. */
    isValidating: isValidating || refreshing,
    reachedEnd,
    loadMore,
    refresh,
    restart,
    /** Asks again for what failed: the missing page, or page 1 after a failed refresh. */
    retry: useCallback(async () => {
      if (refreshError) await refresh()
      // With pages in hand only the missing one is asked for: a bare `mutate()` would fetch
      // every loaded page anew.
      if (error || !data) await (data ? mutate(data) : mutate())
    }, [refreshError, error, data, refresh, mutate]),
  }
}

/** How many pages of the feed, from page 1 on, the cache holds. */
function cachedPageCount(cache: ReturnType<typeof useSWRConfig>['cache']): number {
  let count = 0
  while (cache.get(feedPageKey(count + 1))?.data !== undefined) count += 1
  return Math.max(1, count)
}
