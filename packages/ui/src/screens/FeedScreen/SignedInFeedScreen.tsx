'use client'

import { useFeed } from '@photobooth/api-client'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { loadStatus } from '../../components/LoadState/load-status'
import type { PostFeedMemory } from '../../components/PostFeed/WindowedPostFeed'
import { feed as feedPart } from '../../i18n/compiled/en/feed'
import { useT } from '../../i18n/use-t'
import { useLikeToggle } from '../../posts/use-like-toggle'
import { useToast } from '../../provider/toast-context'
import { type FeedEnd, FeedView } from './FeedView'

/**
 * The signed-in feed, connected: pages of 10 with infinite scroll, one request per page; page 1
 * is fetched again when the window regains focus, when the page comes back from the
 * back/forward cache, and when the app bumps `refreshes`.
 */
export function SignedInFeedScreen({
  fresh,
  refreshes = 0,
  memory,
}: {
  fresh: boolean
  refreshes?: number
  memory?: PostFeedMemory
}) {
  const toast = useToast()
  const t = useT(feedPart)
  const like = useLikeToggle()
  const feed = useFeed({ fresh })
  const { pages, error, reachedEnd, isLoadingMore } = feed
  const loadMoreFailed = Boolean(error && pages)

  // One toast per attempt the user (or the scroll) made; SWR's own revalidations stay quiet.
  const attempt = useRef(0)
  const toastedAttempt = useRef(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new error from a retry must toast again.
  useEffect(() => {
    if (!loadMoreFailed || toastedAttempt.current === attempt.current) return
    toastedAttempt.current = attempt.current
    toast.show(t('feed.moreFailed'), { tone: 'error' })
  }, [loadMoreFailed, error, toast, t])

  // Page 1 again when the user comes back: the window regains focus, or the page is restored
  // from the back/forward cache (which shows whatever it had).
  const refresh = useEffectEvent(() => void feed.refresh())
  useEffect(() => {
    const onFocus = () => refresh()
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) refresh()
    }
    window.addEventListener('focus', onFocus)
    window.addEventListener('pageshow', onPageShow)
    return () => {
      window.removeEventListener('focus', onFocus)
      window.removeEventListener('pageshow', onPageShow)
    }
  }, [])

  // The app asks (the network is back): page 1 again, the first render aside.
  const asked = useRef(refreshes)
  useEffect(() => {
    if (refreshes === asked.current) return
    asked.current = refreshes
    refresh()
  }, [refreshes])

  const [retrying, setRetrying] = useState(false)
  let end: FeedEnd = 'more'
  if (loadMoreFailed) end = 'failed'
  else if (reachedEnd) end = 'end'
  else if (isLoadingMore) end = 'loading'

  return (
    <FeedView
      // Once a page is shown, only a failed refresh of page 1 makes it stale.
      status={loadStatus(pages, pages ? feed.refreshError : error)}
      posts={feed.posts}
      end={end}
      retrying={retrying}
      onRetry={() => {
        attempt.current += 1
        setRetrying(true)
        void feed.retry().finally(() => setRetrying(false))
      }}
      onLoadMore={() => {
        if (error) return
        attempt.current += 1
        feed.loadMore()
      }}
      onLike={like.toggle}
      memory={memory}
    />
  )
}
