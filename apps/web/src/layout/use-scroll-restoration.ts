import { paths } from '@photobooth/ui'
import { useEffect, useLayoutEffect } from 'react'
import { useLocation } from 'react-router-dom'
import type { FeedCache } from '../feed/feed-cache'
import { readForceRefresh } from '../navigation-state'

/** How long a return to the feed keeps trying to reach the remembered position while its
 * posts arrive and lay out. */
const RESTORE_FOR_MS = 3000

/**
 * Where the window scrolls to, in one place: a new page starts at its top; the signed-in feed
 * comes back where the user left it (the position is remembered in the feed cache as they
 * scroll), and starts at its top again after `forceRefresh`.
 */
export function useScrollRestoration(feedCache: FeedCache, signedIn: boolean): void {
  const location = useLocation()
  const onFeed = location.pathname === paths.home()
  const forceRefresh = readForceRefresh(location.state)

  // biome-ignore lint/correctness/useExhaustiveDependencies: every navigation (its key) decides anew, also between two pages of the same kind.
  useLayoutEffect(() => {
    if (!onFeed || !signedIn || forceRefresh) {
      if (onFeed && signedIn) feedCache.saveScroll(0)
      window.scrollTo(0, 0)
      return
    }
    const target = feedCache.read()?.scrollY ?? 0
    window.scrollTo(0, 0)
    if (target <= 0) return
    return restoreWhenReachable(target)
  }, [location.key, onFeed, signedIn, forceRefresh, feedCache])

  useEffect(() => {
    if (!onFeed || !signedIn) return
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
  }, [onFeed, signedIn, feedCache])
}

/**
 * Scrolls to `target` as soon as the page is tall enough, trying again as it grows (the feed's
 * posts arrive and their photos take their place) until it is reached, the user scrolls on
 * their own, or {@link RESTORE_FOR_MS} pass. Returns the clean-up.
 */
function restoreWhenReachable(target: number): () => void {
  const attempt = () => {
    window.scrollTo(0, target)
    if (Math.abs(window.scrollY - target) < 1) stop()
  }
  const observer = new ResizeObserver(attempt)
  const userInput = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
  const timer = setTimeout(() => stop(), RESTORE_FOR_MS)
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
    for (const type of userInput) window.removeEventListener(type, stop)
  }
  for (const type of userInput) window.addEventListener(type, stop, { passive: true })
  observer.observe(document.body)
  attempt()
  return stop
}
