'use client'

import {
  type ApiError,
  getNotifications,
  getUserPosts,
  type Notification,
  type UserPosts,
  useApiClient,
  useNotifications,
  userPostsKey,
} from '@photobooth/api-client'
import {
  createContext,
  type ReactNode,
  use,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import useSWR from 'swr'
import { useViewer } from '../provider/viewer-context'
import { checkOwnPosts, noteFirstSeen, type OwnPostsSnapshot } from './check-own-posts'
import {
  cleanNotifications,
  countUnread,
  type NotificationItem,
  postIdsToCheck,
  toAnnounce,
} from './clean-notifications'
import { createMemoryPostIdSet, type PostIdSet } from './post-id-set'

/** The signed-in user's notifications, cleaned: one per session, read by badge and screen. */
export interface NotificationFeed {
  /** The cleaned notifications, newest first (the page groups them by age itself). */
  items: NotificationItem[]
  /** Unread notifications whose post was found (plus unread pokes): the badge's number. */
  unreadCount: number
  /** Nothing to show yet: the list, or the first check of its posts, has not answered. */
  isLoading: boolean
  /** Whether the list has been fetched (it may be empty); stays true when a later poll fails. */
  hasLoaded: boolean
  /** The last failure to fetch the list (a failed poll keeps the previous list). */
  error: ApiError | undefined
  /** When the list last came from the server (ms, real clock); undefined before. */
  fetchedAt: number | undefined
  /** Fetches the list now, then checks its posts (a Retry button, a screen being opened);
   * rejects when no list came. */
  refresh: () => Promise<void>
  /**
   * Posts whose notifications were dropped because the post is gone, which the user has not
   * been told about yet — whoever noticed first (the badge's poll, a click).
   */
  unannounced: readonly string[]
  /**
   * Remembers that the user was told about these deletions (across reloads, where the app
   * keeps the set in storage). Returns the ones that were news, so that a caller that runs
   * twice (React's strict mode) tells only once.
   */
  announce: (postIds: readonly string[]) => string[]
  /** A post was found deleted outside the feed's checks (opening it): its notifications go. */
  markPostDeleted: (postId: string) => void
  /**
   * The whole list is on screen (the Notifications page, while it shows): every
   * notification's post is checked, read ones too. Otherwise only the unread ones' posts are —
   * all the badge counts, and what spec §7 checks — so while nothing unread is about a post,
   * the user's posts are not asked for at all. Returns the function that ends it.
   */
  showAll: () => () => void
}

export interface NotificationFeedProviderProps {
  /**
   * Post ids known to be deleted, remembered across visits (the app keeps them in
   * localStorage with `createStoragePostIdSet`). Defaults to a set in memory.
   */
  deadPostIds?: PostIdSet
  /**
   * The deletions the signed-in user has already been told about ("The associated post has
   * been deleted."), so that a reload does not tell again: the app keeps one set per user in
   * localStorage. Defaults to a set in memory.
   */
  announcedPostIds?: PostIdSet
  /**
   * The first poll waits for this to settle (read once, when the provider mounts): an app
   * whose first view is loading its most important photo lets it have the link alone, and the
   * paint, before the badge's requests go (the app passes the moment that photo is shown).
   */
  startAfter?: PromiseLike<unknown>
  children?: ReactNode
}

const NotificationFeedContext = createContext<NotificationFeed | null>(null)

/**
 * The one notification feed of a signed-in session (the viewer of `ViewerProvider`):
 * `GET /notifications` at once (or once `startAfter` has settled) and every 60 s, then one
 * `GET /posts/user/{viewer}` to check every post the notifications are about — they are all
 * the viewer's own — however many there are (only when an unread one is about a post, or the
 * whole list is shown: see `showAll`). The side navigation's badge and the Notifications screen
 * read it with `useNotificationFeed`, so they show the same cleaned list, and a deletion found
 * by the badge's poll is still announced when the screen opens. Nothing is fetched for a guest.
 */
export function NotificationFeedProvider({
  deadPostIds,
  announcedPostIds,
  startAfter,
  children,
}: NotificationFeedProviderProps) {
  const viewer = useViewer()
  const [ownDead] = useState(() => createMemoryPostIdSet())
  const [ownAnnounced] = useState(() => createMemoryPostIdSet())
  const [waitFor] = useState(() => startAfter)
  const [waiting, setWaiting] = useState(waitFor !== undefined)
  useEffect(() => {
    if (!waitFor) return
    let current = true
    const go = () => {
      if (current) setWaiting(false)
    }
    waitFor.then(go, go)
    return () => {
      current = false
    }
  }, [waitFor])
  return (
    <FeedOfViewer
      // A different account starts like a first visit: nothing of the previous one's feed.
      key={viewer?._id ?? 'guest'}
      viewerId={viewer?._id}
      waiting={waiting}
      deadPostIds={deadPostIds ?? ownDead}
      announcedPostIds={announcedPostIds ?? ownAnnounced}
    >
      {children}
    </FeedOfViewer>
  )
}

/** The session's notification feed; throws outside `NotificationFeedProvider`. */
export function useNotificationFeed(): NotificationFeed {
  const feed = use(NotificationFeedContext)
  if (!feed) throw new Error('useNotificationFeed must be used inside <NotificationFeedProvider>.')
  return feed
}

/** The session's notification feed, or `null` outside `NotificationFeedProvider`. */
export function useOptionalNotificationFeed(): NotificationFeed | null {
  return use(NotificationFeedContext)
}

/** The badge's number: unread notifications whose post still exists, after cleanup. */
export function useUnreadNotificationCount(): number {
  return useNotificationFeed().unreadCount
}

function FeedOfViewer({
  viewerId,
  waiting,
  deadPostIds,
  announcedPostIds,
  children,
}: {
  viewerId: string | undefined
  waiting: boolean
  deadPostIds: PostIdSet
  announcedPostIds: PostIdSet
  children?: ReactNode
}) {
  const feed = useFeed(viewerId, waiting, deadPostIds, announcedPostIds)
  return <NotificationFeedContext value={feed}>{children}</NotificationFeedContext>
}

function useFeed(
  viewerId: string | undefined,
  waiting: boolean,
  deadPostIds: PostIdSet,
  announcedPostIds: PostIdSet,
): NotificationFeed {
  const client = useApiClient()
  const signedIn = viewerId !== undefined
  // Not yet polling (see `startAfter`): loading all the same, for someone signed in.
  const enabled = signedIn && !waiting
  const dead = useSyncExternalStore(deadPostIds.subscribe, deadPostIds.snapshot)
  const announced = useSyncExternalStore(announcedPostIds.subscribe, announcedPostIds.snapshot)

  // When each post id first came in a list (real clock): a list of the user's posts asked for
  // later proves a post deleted by leaving it out (see `checkOwnPosts`).
  const firstSeen = useRef(new Map<string, number>())
  const [fetchedAt, setFetchedAt] = useState<number | undefined>(undefined)
  // The check of the posts follows each list that comes from the server: set below, once the
  // snapshot's hook exists.
  const refreshOwnPosts = useRef<() => void>(() => undefined)
  const onFetched = useCallback((list: Notification[]) => {
    const at = Date.now()
    noteFirstSeen(firstSeen.current, list, at)
    setFetchedAt(at)
    refreshOwnPosts.current()
  }, [])
  const notifications = useNotifications({ enabled, onFetched })
  const list = enabled ? notifications.data : undefined

  const postIds = useMemo(() => (list ? postIdsToCheck(list, dead) : []), [list, dead])
  // Read notifications need their posts checked only while the whole list is shown.
  const [showingAll, setShowingAll] = useState(0)
  const showAll = useCallback(() => {
    setShowingAll((count) => count + 1)
    return () => setShowingAll((count) => count - 1)
  }, [])
  const unreadAboutPosts = useMemo(
    () => list?.some((item) => !item.isRead && item.postId && !dead.has(item.postId)) ?? false,
    [list, dead],
  )
  // The user's posts, checked when there is a post to check. The entry is the Profile's:
  // whichever fetched last, the other reuses it.
  const requestedAt = useRef(new WeakMap<UserPosts, number>())
  const ownPosts = useSWR<UserPosts, ApiError>(
    viewerId !== undefined && postIds.length > 0 && (showingAll > 0 || unreadAboutPosts)
      ? userPostsKey(viewerId)
      : null,
    async () => {
      const at = Date.now()
      const answer = await getUserPosts(client, viewerId as string)
      requestedAt.current.set(answer, at)
      return answer
    },
    {
      // Asked again after each list instead (above), never on a timer of its own: a failure
      // waits for the next list.
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      // Every answer is kept as it came, so that its time stays known (by default SWR would
      // keep an older, equal object).
      compare: (a, b) => a === b,
    },
  )
  const { mutate: mutateOwnPosts } = ownPosts
  useEffect(() => {
    refreshOwnPosts.current = () => void mutateOwnPosts()
  }, [mutateOwnPosts])

  const snapshot = useMemo((): OwnPostsSnapshot | 'failed' | undefined => {
    if (ownPosts.data)
      return { posts: ownPosts.data.posts, requestedAt: requestedAt.current.get(ownPosts.data) }
    return ownPosts.error ? 'failed' : undefined
  }, [ownPosts.data, ownPosts.error])

  // `firstSeen` is noted (onFetched) before the list carrying a new id renders: recomputing
  // with the list's ids is enough.
  const check = useMemo(
    () => checkOwnPosts(postIds, snapshot, (postId) => firstSeen.current.get(postId)),
    [postIds, snapshot],
  )
  // A post missing from a snapshot that cannot prove it deleted: one fresh snapshot, once.
  const askedAgain = useRef(new WeakSet<UserPosts>())
  useEffect(() => {
    const data = ownPosts.data
    if (!check.needsFreshSnapshot || !data || askedAgain.current.has(data)) return
    askedAgain.current.add(data)
    void mutateOwnPosts()
  }, [check, ownPosts.data, mutateOwnPosts])

  const cleaned = useMemo(
    () => (list ? cleanNotifications(list, { posts: check.posts, deadPostIds: dead }) : undefined),
    [list, check, dead],
  )
  useEffect(() => {
    if (cleaned && cleaned.newlyDeadPostIds.length > 0) deadPostIds.add(...cleaned.newlyDeadPostIds)
  }, [cleaned, deadPostIds])

  const error = enabled ? notifications.error : undefined
  useEffect(() => {
    // The product shows no message for a failed poll; the screen shows its own failure state.
    if (error) console.warn('Could not fetch notifications.', error)
  }, [error])

  const pending = cleaned?.items.some((item) => item.postCheck === 'pending') ?? false
  // The first time, the list waits for the check of its posts so that notifications of
  // deleted posts never flash up; later newcomers are held back quietly until checked.
  const [settled, setSettled] = useState(false)
  const isLoading = signedIn && (list ? !settled && pending : waiting || error === undefined)
  useEffect(() => {
    if (list && !isLoading) setSettled(true)
  }, [list, isLoading])

  const items = useMemo(
    () => cleaned?.items.filter((item) => item.postCheck !== 'pending') ?? [],
    [cleaned],
  )
  const unannounced = useMemo(
    () => (cleaned ? toAnnounce(cleaned.deletedPostIds, announced) : []),
    [cleaned, announced],
  )

  // Fetched here rather than through SWR's revalidation, which may set an answer aside (an
  // older one than a change made meanwhile, as marking read is): the caller learns whether a
  // list came, and it is shown at once.
  const { mutate: mutateList } = notifications
  const refresh = useCallback(async () => {
    const fresh = await getNotifications(client)
    await mutateList(fresh, { revalidate: false })
    onFetched(fresh)
  }, [client, mutateList, onFetched])
  const announce = useCallback(
    (postIds: readonly string[]) => {
      const news = toAnnounce(postIds, announcedPostIds)
      announcedPostIds.add(...news)
      return news
    },
    [announcedPostIds],
  )
  const markPostDeleted = useCallback((postId: string) => deadPostIds.add(postId), [deadPostIds])

  // A new value only when the feed renders, which is when something in it changed (or the
  // session did): what reads it depends on its parts, not on the object.
  return {
    items,
    unreadCount: countUnread(items),
    isLoading,
    hasLoaded: list !== undefined && !isLoading,
    error,
    fetchedAt,
    refresh,
    unannounced,
    announce,
    markPostDeleted,
    showAll,
  }
}
