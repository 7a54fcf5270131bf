import { type PostEntry, useResetFeed } from '@photobooth/api-client'
import { FeedScreen } from '@photobooth/ui'
import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useSession } from '../auth/use-session'
import { AppShell } from '../layout/AppShell'
import { useServices } from '../services-context'

interface FeedState {
  forceRefresh?: boolean
}

/**
 * The home feed, with the product's cache: pages, page count and scroll position kept in
 * browser storage for 30 minutes and restored on return; `forceRefresh` navigation state
 * clears it, goes back to page 1 and reloads.
 */
export function FeedRoute() {
  const { feedCache } = useServices()
  const { user } = useSession()
  const location = useLocation()
  const navigate = useNavigate()
  const resetFeed = useResetFeed()
  const forceRefresh = (location.state as FeedState | null)?.forceRefresh === true
  const [refreshKey, setRefreshKey] = useState(0)
  const [ready, setReady] = useState(!forceRefresh)

  useLayoutEffect(() => {
    if (!forceRefresh) return
    feedCache.clearPosts()
    feedCache.saveScroll(0)
    resetFeed()
    setRefreshKey((key) => key + 1)
    setReady(true)
    window.scrollTo(0, 0)
    // Handled: a reload or a return through history does not refresh again.
    navigate(location.pathname, { replace: true, state: null })
  }, [forceRefresh, feedCache, resetFeed, navigate, location.pathname])

  // What the cache holds when the feed first shows (signed in only; signing in or out
  // remounts the page, see Root).
  const [cached] = useState(() => (user && !forceRefresh ? feedCache.read() : undefined))
  const feedConfig = useMemo(
    () => (cached ? { fallbackData: cached.pages, initialSize: cached.page } : undefined),
    [cached],
  )
  const onPagesChange = useCallback(
    (pages: PostEntry[][]) => feedCache.savePages(pages),
    [feedCache],
  )

  // Back to where the user was; then every scroll is remembered.
  const restored = useRef(false)
  useLayoutEffect(() => {
    if (restored.current || !cached || cached.scrollY <= 0) return
    restored.current = true
    window.scrollTo(0, cached.scrollY)
  }, [cached])
  useLayoutEffect(() => {
    if (!user) return
    let frame = 0
    const onScroll = () => {
      cancelAnimationFrame(frame)
      frame = requestAnimationFrame(() => feedCache.saveScroll(window.scrollY))
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(frame)
      window.removeEventListener('scroll', onScroll)
    }
  }, [user, feedCache])

  return (
    <AppShell>
      {ready ? (
        <FeedScreen
          refreshKey={refreshKey}
          {...(user && feedConfig ? { feedConfig } : {})}
          {...(user ? { onPagesChange } : {})}
        />
      ) : null}
    </AppShell>
  )
}
