'use client'

import { useGuestPosts } from '@photobooth/api-client'
import { Suspense } from 'react'
import { loadStatus } from '../../components/LoadState/load-status'
import type { PostFeedMemory } from '../../components/PostFeed/WindowedPostFeed'
import { useViewer } from '../../provider/viewer-context'
import { FeedView } from './FeedView'
import { SignedInFeedScreen } from './signed-in-feed'

export interface FeedScreenProps {
  /**
   * Start from page 1, fetched anew, with nothing shown from before (the app maps its
   * `forceRefresh` navigation state to it, and a `key` so the screen starts over). Signed-in
   * feed only.
   */
  fresh?: boolean
  /**
   * Bumped by the app whenever page 1 should be fetched again besides a focus or a return from
   * the back/forward cache (the network answers again after saved copies were shown).
   * Signed-in feed only.
   */
  refreshes?: number
  /**
   * Where the signed-in feed keeps the sizes of the posts it measured, so that a remembered
   * scroll position shows the same post again: an app that remembers the position beyond the
   * page (a reload, a return the browser did not keep) keeps them with it. Defaults to memory
   * of the page.
   */
  memory?: PostFeedMemory
}

/**
 * The home feed, connected. A guest gets one fetch of the public feed. A signed-in user gets
 * pages of 10 with infinite scroll, one request per page; page 1 is fetched again when the
 * window regains focus and when the page comes back from the back/forward cache.
 */
export function FeedScreen({ fresh = false, refreshes = 0, memory }: FeedScreenProps) {
  const viewer = useViewer()
  return viewer ? (
    <Suspense fallback={<FeedView status="loading" />}>
      <SignedInFeedScreen fresh={fresh} refreshes={refreshes} memory={memory} />
    </Suspense>
  ) : (
    <GuestFeedScreen />
  )
}

function GuestFeedScreen() {
  const { data, error, isValidating, mutate } = useGuestPosts()
  return (
    <FeedView
      guest
      status={loadStatus(data, error)}
      posts={data}
      retrying={isValidating}
      onRetry={() => void mutate()}
    />
  )
}
