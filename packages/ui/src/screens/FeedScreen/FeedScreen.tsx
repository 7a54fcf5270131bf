import {
  isValidPost,
  type Post,
  type PostEntry,
  type UseFeedOptions,
  useFeed,
  useGuestPosts,
} from '@photobooth/api-client'
import {
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useEffectEvent,
  useRef,
  useState,
} from 'react'
import { Alert } from '../../components/Alert/Alert'
import { Button } from '../../components/Button/Button'
import { button, spinner } from '../../components/Button/Button.css'
import { EmptyState } from '../../components/EmptyState/EmptyState'
import { AlertIcon, ImageIcon } from '../../components/Icon/icons'
import { Loader } from '../../components/Loader/Loader'
import { InvalidPostCard, PostCard } from '../../components/PostCard/PostCard'
import { usePostLike } from '../../components/PostCard/use-post-like'
import { paths } from '../../paths'
import { useToast } from '../../provider/toast-context'
import { useUi } from '../../provider/ui-context'
import { useViewer } from '../../provider/viewer-context'
import { visuallyHidden } from '../../styles/utils.css'
import * as styles from './FeedScreen.css'
import { useViewportEntry } from './use-viewport-entry'

// The invitation is only for guests, and only once they try something: its dialog code is
// fetched when it first opens, not with the feed.
const GuestPopup = lazy(() =>
  import('../GuestPopup/GuestPopup').then((module) => ({ default: module.GuestPopup })),
)

/** A guest sees this many posts of the public feed. */
export const GUEST_VISIBLE_POSTS = 4
/** The next page is asked for when the post this many places before the end comes into view,
 * so that a normal scroll never waits for it. */
const PREFETCH_DISTANCE = 3
/** Also fire half a screen before the watched element shows. */
const PREFETCH_MARGIN = '0px 0px 50% 0px'

const FETCH_FAILED = 'Failed to fetch posts. Please try again.'
const MORE_FAILED = 'Failed to fetch more posts'

export interface FeedScreenProps {
  /**
   * When it changes, the list is cleared, paging goes back to page 1 and the feed reloads
   * (the app maps its `forceRefresh` navigation state to it). Signed-in feed only.
   */
  refreshKey?: number | string
  /** Passed to `useFeed({ config })`, e.g. `fallbackData` restored from the app's cache. */
  feedConfig?: UseFeedOptions['config']
  /** The signed-in feed's pages, each time they change, for the app to cache. */
  onPagesChange?: (pages: PostEntry[][]) => void
}

/**
 * The home feed. A guest gets one fetch of the public feed and its first 4 posts; liking,
 * commenting, opening a profile or a post, or scrolling the 4th post into view invites them
 * to join. A signed-in user gets pages of 10 with infinite scroll.
 */
export function FeedScreen({ refreshKey, feedConfig, onPagesChange }: FeedScreenProps) {
  const viewer = useViewer()
  const pageRef = useRef<HTMLElement>(null)
  // A cleared list starts at the top, whichever element scrolls (the window or the app's pane).
  const backToTop = useCallback(() => {
    const element = pageRef.current
    if (element && element.getBoundingClientRect().top < 0) element.scrollIntoView()
  }, [])
  return (
    <main ref={pageRef} className={styles.page}>
      <div className={styles.column}>
        <h1 className={visuallyHidden}>Home feed</h1>
        {viewer ? (
          <SignedInFeed
            refreshKey={refreshKey}
            feedConfig={feedConfig}
            onPagesChange={onPagesChange}
            onRestarted={backToTop}
          />
        ) : (
          <GuestFeed />
        )}
      </div>
    </main>
  )
}

function GuestFeed() {
  const { productName } = useUi()
  const { data, error, isValidating, mutate } = useGuestPosts()
  const [popupOpen, setPopupOpen] = useState(false)
  // Once opened, the popup stays mounted so that closing it animates and returns focus.
  const [popupMounted, setPopupMounted] = useState(false)
  useEffect(() => {
    if (popupOpen) setPopupMounted(true)
  }, [popupOpen])
  const [fourthCard, setFourthCard] = useState<HTMLElement | null>(null)
  const openPopup = useCallback(() => setPopupOpen(true), [])
  const guard = useCallback((event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault()
    setPopupOpen(true)
  }, [])
  useViewportEntry(fourthCard, openPopup)

  let content: ReactNode
  if (data) {
    const entries = data.slice(0, GUEST_VISIBLE_POSTS)
    content =
      entries.length === 0 ? (
        <EmptyState icon={<ImageIcon size={28} />} title="No posts yet." />
      ) : (
        <>
          <PostList
            entries={entries}
            onLike={openPopup}
            onGuardedNavigation={guard}
            watchIndex={GUEST_VISIBLE_POSTS - 1}
            watch={setFourthCard}
          />
          {data.length > GUEST_VISIBLE_POSTS ? (
            <div className={styles.invite}>
              <p className={styles.inviteText}>Log in to see more posts from the community.</p>
              <Button variant="secondary" onClick={openPopup}>
                Join {productName}
              </Button>
            </div>
          ) : null}
        </>
      )
  } else if (error) {
    content = <FeedFailure onRetry={() => void mutate()} retrying={isValidating} />
  } else {
    content = <Loader variant="skeleton" className={styles.loader} />
  }

  return (
    <>
      {content}
      {popupOpen || popupMounted ? (
        <Suspense fallback={null}>
          <GuestPopup open={popupOpen} onOpenChange={setPopupOpen} />
        </Suspense>
      ) : null}
    </>
  )
}

function SignedInFeed({
  refreshKey,
  feedConfig,
  onPagesChange,
  onRestarted,
}: FeedScreenProps & { onRestarted: () => void }) {
  const { Link } = useUi()
  const toast = useToast()
  const like = usePostLike()
  const { posts, pages, error, isLoadingMore, isValidating, reachedEnd, loadMore, mutate, reload } =
    useFeed({ config: feedConfig })
  const loaded = pages?.length ?? 0

  // Pages the user asked for. Fewer pages loaded and an error: the next page failed (the hook
  // keeps the pages it has); all of them loaded and an error: a refresh failed.
  const requested = useRef(1)
  const [wantedPages, setWantedPages] = useState(1)
  const loadMoreFailed = Boolean(error && pages && loaded < wantedPages)
  const refreshFailed = Boolean(error && pages && !loadMoreFailed)

  // One toast per attempt the user (or the scroll) made; SWR's own retries stay quiet.
  const attempt = useRef(0)
  const toastedAttempt = useRef(0)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new error from a retry must toast again.
  useEffect(() => {
    if (!loadMoreFailed || toastedAttempt.current === attempt.current) return
    toastedAttempt.current = attempt.current
    toast.show(MORE_FAILED, { tone: 'error' })
  }, [loadMoreFailed, error, toast])

  const requestMore = useCallback(() => {
    if (!pages || reachedEnd || error || requested.current > pages.length) return
    requested.current = pages.length + 1
    setWantedPages(requested.current)
    attempt.current += 1
    loadMore()
  }, [pages, reachedEnd, error, loadMore])

  // With pages in hand, only what failed is asked again (page 1 and the missing page): a plain
  // `mutate()` would fetch every loaded page anew.
  const refetch = useCallback(() => void (pages ? mutate(pages) : mutate()), [pages, mutate])
  const retry = useCallback(() => {
    attempt.current += 1
    refetch()
  }, [refetch])

  // The card a few places before the end, and the footer for a jump straight to the bottom.
  const [trigger, setTrigger] = useState<HTMLElement | null>(null)
  const [footer, setFooter] = useState<HTMLElement | null>(null)
  const watching = { rootMargin: PREFETCH_MARGIN, generation: loaded }
  useViewportEntry(trigger, requestMore, watching)
  useViewportEntry(footer, requestMore, watching)

  const [restarting, setRestarting] = useState(false)
  const restart = useEffectEvent(() => {
    requested.current = 1
    setWantedPages(1)
    attempt.current += 1
    onRestarted()
    return reload()
  })
  const lastRefreshKey = useRef(refreshKey)
  useEffect(() => {
    if (lastRefreshKey.current === refreshKey) return
    lastRefreshKey.current = refreshKey
    let current = true
    setRestarting(true)
    restart()
      // A failed reload shows through the hook's `error`.
      .catch(() => undefined)
      .finally(() => {
        if (current) setRestarting(false)
      })
    return () => {
      current = false
    }
  }, [refreshKey])

  const reportPages = useEffectEvent((next: PostEntry[][]) => onPagesChange?.(next))
  useEffect(() => {
    if (pages) reportPages(pages)
  }, [pages])

  // A page restored from the back/forward cache shows whatever it had: reload it, as SWR's
  // `revalidateOnFocus` does when the window regains focus.
  const onPageShow = useEffectEvent((event: PageTransitionEvent) => {
    if (event.persisted) refetch()
  })
  useEffect(() => {
    const listener = (event: PageTransitionEvent) => onPageShow(event)
    window.addEventListener('pageshow', listener)
    return () => window.removeEventListener('pageshow', listener)
  }, [])

  if (restarting || (!pages && !error))
    return <Loader variant="skeleton" className={styles.loader} />
  if (!pages) return <FeedFailure onRetry={retry} retrying={isValidating} />

  const notice = refreshFailed ? (
    <Alert>
      <div className={styles.notice}>
        <span>{FETCH_FAILED}</span>
        <Button variant="secondary" size="small" onClick={retry} busy={isValidating}>
          Retry
        </Button>
      </div>
    </Alert>
  ) : null

  if (posts.length === 0) {
    return (
      <>
        {notice}
        <EmptyState
          icon={<ImageIcon size={28} />}
          title="No posts yet."
          action={
            <Link href={paths.createPost()} className={button({ variant: 'primary' })}>
              Share your first photo
            </Link>
          }
        />
      </>
    )
  }

  let end: ReactNode
  if (loadMoreFailed) {
    end = (
      <>
        <p className={styles.footerText}>{MORE_FAILED}</p>
        <Button variant="secondary" size="small" onClick={retry} busy={isValidating}>
          Retry
        </Button>
      </>
    )
  } else if (reachedEnd) {
    end = <p className={styles.end}>You reached the end.</p>
  } else {
    // Not disabled while loading: a disabled button would drop the keyboard focus.
    end = (
      <Button variant="secondary" aria-disabled={isLoadingMore || undefined} onClick={requestMore}>
        {isLoadingMore ? (
          <>
            <span className={spinner} aria-hidden="true" />
            Loading...
          </>
        ) : (
          'Load more posts'
        )}
      </Button>
    )
  }

  return (
    <>
      {notice}
      <PostList
        entries={posts}
        onLike={(post) => void like.toggle(post)}
        isLikePending={like.isPending}
        watchIndex={reachedEnd ? -1 : Math.max(0, posts.length - PREFETCH_DISTANCE)}
        watch={setTrigger}
      />
      <div ref={setFooter} className={styles.footer}>
        {end}
      </div>
    </>
  )
}

interface PostListProps {
  entries: readonly PostEntry[]
  onLike: (post: Post) => void
  isLikePending?: (postId: string) => boolean
  onGuardedNavigation?: (event: MouseEvent<HTMLAnchorElement>) => void
  /** The entry whose card is handed to `watch`. */
  watchIndex: number
  watch: (element: HTMLElement | null) => void
}

function PostList({
  entries,
  onLike,
  isLikePending,
  onGuardedNavigation,
  watchIndex,
  watch,
}: PostListProps) {
  return (
    <ul className={styles.list} aria-label="Posts">
      {entries.map((entry, index) => {
        const ref = index === watchIndex ? watch : undefined
        return isValidPost(entry) ? (
          <li key={entry._id}>
            <PostCard
              ref={ref}
              post={entry}
              priority={index === 0}
              onLike={onLike}
              likePending={isLikePending?.(entry._id)}
              onGuardedNavigation={onGuardedNavigation}
            />
          </li>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: an unreadable entry has no id; its place is all there is.
          <li key={`invalid-${index}`}>
            <InvalidPostCard ref={ref} />
          </li>
        )
      })}
    </ul>
  )
}

function FeedFailure({ onRetry, retrying }: { onRetry: () => void; retrying: boolean }) {
  return (
    <EmptyState
      role="alert"
      icon={<AlertIcon size={28} />}
      title={FETCH_FAILED}
      action={
        <Button onClick={onRetry} busy={retrying}>
          Retry
        </Button>
      }
    />
  )
}
