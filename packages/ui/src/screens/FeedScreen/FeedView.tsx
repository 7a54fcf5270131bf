'use client'

import type { Post, PostEntry } from '@photobooth/api-client'
import {
  lazy,
  type MouseEvent,
  type ReactNode,
  Suspense,
  useCallback,
  useEffect,
  useState,
} from 'react'
import { Button } from '../../components/Button/Button'
import { button, spinner } from '../../components/Button/Button.css'
import { EmptyState } from '../../components/EmptyState/EmptyState'
import { Loader } from '../../components/Loader/Loader'
import { LoadFailure } from '../../components/LoadState/LoadFailure'
import type { LoadProps } from '../../components/LoadState/load-status'
import { PostFeed } from '../../components/PostFeed/PostFeed'
import type { PostFeedMemory } from '../../components/PostFeed/WindowedPostFeed'
import { Text } from '../../components/Text/Text'
import { feed } from '../../i18n/compiled/en/feed'
import { useT } from '../../i18n/use-t'
import { AlertIcon, ImageIcon } from '../../icons/icons'
import { preloadable } from '../../lib/preloadable'
import { useUi } from '../../provider/ui-context'
import { visuallyHidden } from '../../styles/utils.css'
import * as styles from './FeedScreen.css'
import { useViewportEntry } from './use-viewport-entry'

// A signed-in feed grows without end: its windowed list (and the virtualizer) comes with the
// signed-in feed, never with a guest's first view.
const WindowedPostFeed = preloadable(() =>
  import('../../components/PostFeed/WindowedPostFeed').then((module) => module.WindowedPostFeed),
)

/** Starts loading the windowed list's code (the signed-in feed asks for it with its own). */
export const preloadWindowedPostFeed = (): Promise<unknown> => WindowedPostFeed.preload()

// The invitation is only for guests, and only once they try something: its dialog code is
// fetched when it first opens, not with the feed.
const GuestPopup = lazy(() =>
  import('../GuestPopup/GuestPopup').then((module) => ({ default: module.GuestPopup })),
)

/** A guest sees this many posts of the public feed. */
export const GUEST_VISIBLE_POSTS = 4
/** The footer asks for the next page half a screen before it shows (after a jump to the end). */
const PREFETCH_MARGIN = '0px 0px 50% 0px'

/** Where the list ends: more to load, loading it, loading it failed, or the end. */
export type FeedEnd = 'more' | 'loading' | 'failed' | 'end'

/** Where the feed stands: loading, shown, shown with a failed refresh, or nothing loaded; Retry
 * after a failure (the whole feed, a refresh or the next page). */
export interface FeedViewProps extends LoadProps {
  /** The posts to show, in order (`ready` and `stale`). */
  posts?: readonly PostEntry[] | undefined
  /**
   * The public feed of a guest: its first 4 posts, and every like, comment, profile or post
   * link — or the 4th post coming into view — invites them to join instead.
   */
  guest?: boolean
  /** The end of a signed-in feed. */
  end?: FeedEnd
  /** The next page is wanted: near the end of the list, or "Load more posts". */
  onLoadMore?: () => void
  /** A post's like button was pressed (or its photo double-clicked while not liked). */
  onLike?: (post: Post) => void
  /** Whether a like of the post is on its way. */
  isLikePending?: (postId: string) => boolean
  /** Where a signed-in feed keeps the sizes of the posts it measured (see `WindowedPostFeed`). */
  memory?: PostFeedMemory
}

/**
 * The home feed, rendered from its props: a column of post cards with the spec's loading,
 * empty, failure and end states. `FeedScreen` connects it to the API.
 */
export function FeedView(props: FeedViewProps) {
  const t = useT(feed)
  return (
    <main className={styles.page}>
      <div className={styles.column}>
        <h1 className={visuallyHidden}>{t('feed.heading')}</h1>
        {props.guest ? <GuestFeed {...props} /> : <SignedInFeed {...props} />}
      </div>
    </main>
  )
}

function GuestFeed({ status, posts, retrying = false, onRetry }: FeedViewProps) {
  const { productName } = useUi()
  const t = useT(feed)
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
  if (posts && (status === 'ready' || status === 'stale')) {
    const shown = posts.slice(0, GUEST_VISIBLE_POSTS)
    content =
      shown.length === 0 ? (
        <EmptyState icon={<ImageIcon size={28} />} title={t('feed.empty')} />
      ) : (
        <>
          <PostFeed
            entries={shown}
            complete
            onLike={openPopup}
            onGuardedNavigation={guard}
            watchIndex={GUEST_VISIBLE_POSTS - 1}
            watch={setFourthCard}
          />
          {posts.length > GUEST_VISIBLE_POSTS ? (
            <div className={styles.invite}>
              <Text as="p" size="sm" tone="muted">
                {t('feed.guest.invite')}
              </Text>
              <Button variant="secondary" onClick={openPopup}>
                {t('feed.guest.join', { product: productName })}
              </Button>
            </div>
          ) : null}
        </>
      )
  } else if (status === 'failed' || status === 'notFound') {
    content = <FeedFailure onRetry={onRetry} retrying={retrying} />
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
  status,
  posts,
  end = 'more',
  retrying = false,
  onRetry,
  onLoadMore,
  onLike,
  isLikePending,
  memory,
}: FeedViewProps) {
  const { Link, paths } = useUi()
  const t = useT(feed)
  const requestMore = useCallback(() => {
    if (end === 'more') onLoadMore?.()
  }, [end, onLoadMore])

  // The feed asks when its end is near; the footer too, for a jump straight to the bottom.
  // Watching starts over with every page, so that a footer still in view asks for the next.
  const [footer, setFooter] = useState<HTMLElement | null>(null)
  useViewportEntry(footer, requestMore, { rootMargin: PREFETCH_MARGIN, generation: posts?.length })

  if (status === 'failed' || status === 'notFound') {
    return <FeedFailure onRetry={onRetry} retrying={retrying} />
  }
  if (status === 'loading' || !posts) {
    return <Loader variant="skeleton" className={styles.loader} />
  }

  const notice =
    status === 'stale' ? (
      <LoadFailure
        status="stale"
        message={t('feed.fetchFailed')}
        retrying={retrying}
        onRetry={onRetry}
      />
    ) : null

  if (posts.length === 0) {
    return (
      <>
        {notice}
        <EmptyState
          icon={<ImageIcon size={28} />}
          title={t('feed.empty')}
          action={
            <Link href={paths.createPost()} className={button({ variant: 'primary' })}>
              {t('feed.shareFirst')}
            </Link>
          }
        />
      </>
    )
  }

  let footerContent: ReactNode
  if (end === 'failed') {
    footerContent = (
      <LoadFailure
        status="failed"
        compact
        message={t('feed.moreFailed')}
        retrying={retrying}
        onRetry={onRetry}
      />
    )
  } else if (end === 'end') {
    footerContent = <p className={styles.end}>{t('feed.end')}</p>
  } else {
    // Not disabled while loading: a disabled button would drop the keyboard focus.
    footerContent = (
      <Button
        variant="secondary"
        aria-disabled={end === 'loading' || undefined}
        onClick={requestMore}
      >
        {end === 'loading' ? (
          <>
            <span className={spinner} aria-hidden="true" />
            {t('app.loading')}
          </>
        ) : (
          t('feed.loadMore')
        )}
      </Button>
    )
  }

  return (
    <>
      {notice}
      {/* The footer waits with the list: shown under a short placeholder, it would ask for
          the next pages at once. */}
      <Suspense fallback={<Loader variant="skeleton" className={styles.loader} />}>
        <WindowedPostFeed
          entries={posts}
          complete={end === 'end'}
          busy={end === 'loading'}
          onNearEnd={requestMore}
          onLike={onLike}
          isLikePending={isLikePending}
          memory={memory}
        />
        <div ref={setFooter} className={styles.footer}>
          {footerContent}
        </div>
      </Suspense>
    </>
  )
}

function FeedFailure({
  onRetry,
  retrying,
}: {
  onRetry: (() => void) | undefined
  retrying: boolean
}) {
  const t = useT(feed)
  return (
    <LoadFailure
      status="failed"
      icon={<AlertIcon size={28} />}
      message={t('feed.fetchFailed')}
      retrying={retrying}
      onRetry={onRetry}
    />
  )
}
