import {
  type ApiClient,
  type ApiError,
  getPost,
  isApiError,
  NOTIFICATION_POLL_MS,
  useApiClient,
  useNotifications,
} from '@photobooth/api-client'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import useSWR from 'swr'
import { useUi } from '../provider/ui-context'
import {
  cleanNotifications,
  countUnread,
  type NotificationItem,
  type PostLookup,
  postIdsToLookUp,
} from './clean-notifications'
import { createMemoryDeadPostIds, type DeadPostIds } from './dead-post-ids'
import { groupNotifications, type NotificationGroup } from './group-notifications'

export interface UseNotificationFeedOptions {
  /**
   * Post ids known to be deleted, shared by everything that reads notifications (the app keeps
   * them in localStorage, see `createStorageDeadPostIds`). Defaults to an in-memory set owned
   * by the calling component.
   */
  deadPostIds?: DeadPostIds
  /** Fetch and poll (at once, then every 60 s) only while true: while someone is signed in. */
  enabled?: boolean
}

export interface NotificationFeed {
  /** The cleaned notifications in "Today", "This Week" and "Earlier"; empty groups left out. */
  groups: NotificationGroup<NotificationItem>[]
  /** The cleaned notifications, newest first. */
  items: NotificationItem[]
  /** Unread notifications whose post was found (plus unread pokes): the badge's number. */
  unreadCount: number
  /** Nothing to show yet: the list, or the first checks of its posts, have not answered. */
  isLoading: boolean
  /** Whether the list has been fetched (it may be empty); stays true when a later poll fails. */
  hasLoaded: boolean
  /** The last failure to fetch the list (a failed poll keeps the previous list). */
  error: ApiError | undefined
  /** Fetches the list and re-checks its posts now (a Retry button). */
  mutate: () => Promise<void>
  /**
   * Whether a notification was dropped because its post had been deleted, since this feed was
   * mounted: the screen shows "The associated post has been deleted." once.
   */
  removedDeletedPost: boolean
}

const LOOKUPS_KEY = 'notification-post-lookups'

/**
 * The signed-in user's notifications, cleaned by the product's rules: `GET /notifications`
 * (polled every 60 s), then `GET /posts/{postId}` once per post of the unread ones, to drop
 * notifications about deleted posts, withdrawn likes and deleted comments, and to fold
 * duplicate likes. Post ids found deleted are remembered in `deadPostIds`.
 */
export function useNotificationFeed({
  deadPostIds: givenDeadPostIds,
  enabled = true,
}: UseNotificationFeedOptions = {}): NotificationFeed {
  const client = useApiClient()
  const { now } = useUi()
  const [ownDeadPostIds] = useState(createMemoryDeadPostIds)
  const deadPostIds = givenDeadPostIds ?? ownDeadPostIds
  // The dead-id store is not observable: this counts the ids this feed added, so that what
  // depends on the store is worked out again after an addition.
  const [deadVersion, setDeadVersion] = useState(0)

  const notifications = useNotifications({ enabled })
  const list = enabled ? notifications.data : undefined

  // biome-ignore lint/correctness/useExhaustiveDependencies: deadVersion stands for the store's content.
  const lookupIds = useMemo(
    () => (list ? postIdsToLookUp(list, deadPostIds) : []),
    [list, deadPostIds, deadVersion],
  )
  // When the set of ids shrinks (the screen marks notifications read one by one), the
  // remaining posts were checked moments ago: those answers are reused, not asked again.
  const recent = useRef(new Map<string, { at: number; lookup: PostLookup }>())
  const lookups = useSWR(
    lookupIds.length > 0 ? [LOOKUPS_KEY, ...lookupIds] : null,
    ([, ...postIds]: string[]) => lookUpPosts(client, postIds, recent.current),
    // The posts are checked again on every poll: a post can be deleted between two polls
    // without the list of notifications changing.
    { refreshInterval: NOTIFICATION_POLL_MS },
  )

  // Lookups of posts whose notifications have since been read (on this very screen) stay
  // known, so their thumbnails do not vanish when the set of ids to check shrinks.
  const [known, setKnown] = useState<Readonly<Record<string, PostLookup>>>({})
  useEffect(() => {
    if (lookups.data) setKnown((previous) => ({ ...previous, ...lookups.data }))
  }, [lookups.data])
  const posts = useMemo(
    () => new Map(Object.entries(lookups.data ? { ...known, ...lookups.data } : known)),
    [known, lookups.data],
  )

  // biome-ignore lint/correctness/useExhaustiveDependencies: deadVersion stands for the store's content.
  const cleaned = useMemo(
    () => (list ? cleanNotifications(list, { posts, deadPostIds }) : undefined),
    [list, posts, deadPostIds, deadVersion],
  )

  const [sawDeletedPost, setSawDeletedPost] = useState(false)
  useEffect(() => {
    if (!cleaned) return
    if (cleaned.removedDeletedPost) setSawDeletedPost(true)
    if (cleaned.deadPostIds.length === 0) return
    for (const postId of cleaned.deadPostIds) deadPostIds.add(postId)
    setDeadVersion((version) => version + 1)
  }, [cleaned, deadPostIds])

  const error = enabled ? notifications.error : undefined
  useEffect(() => {
    // The product shows no message for a failed poll; the screen shows its own failure state.
    if (error) console.warn('Could not fetch notifications.', error)
  }, [error])

  const pending = cleaned?.items.some((item) => item.postCheck === 'pending') ?? false
  // The first time, the list waits for its posts' checks so that notifications of deleted
  // posts never flash up; later newcomers are held back quietly until checked.
  const [settled, setSettled] = useState(false)
  const isLoading = enabled && (list ? !settled && pending : error === undefined)
  useEffect(() => {
    if (list && !isLoading) setSettled(true)
  }, [list, isLoading])

  // Signing out ends this feed's memory: the next account starts like a first visit.
  useEffect(() => {
    if (enabled) return
    recent.current.clear()
    setKnown({})
    setSettled(false)
    setSawDeletedPost(false)
  }, [enabled])

  const items = useMemo(
    () => cleaned?.items.filter((item) => item.postCheck !== 'pending') ?? [],
    [cleaned],
  )
  const time = now()
  const groups = useMemo(
    () => groupNotifications(items, time, (item) => item.notification.createdAt),
    [items, time],
  )

  const { mutate: mutateList } = notifications
  const { mutate: mutateLookups } = lookups
  const mutate = useCallback(async () => {
    await Promise.all([mutateList(), mutateLookups()])
  }, [mutateList, mutateLookups])

  return {
    groups,
    items,
    unreadCount: countUnread(items),
    isLoading,
    hasLoaded: list !== undefined && !isLoading,
    error,
    mutate,
    removedDeletedPost: sawDeletedPost || (cleaned?.removedDeletedPost ?? false),
  }
}

/** The badge's number: unread notifications whose post still exists, after cleanup. */
export function useUnreadNotificationCount(options: UseNotificationFeedOptions = {}): number {
  return useNotificationFeed(options).unreadCount
}

/** A lookup younger than this is reused; every poll (60 s) checks again. */
const LOOKUP_REUSE_MS = NOTIFICATION_POLL_MS / 2

/**
 * Looks each post up once; a 404 means deleted, any other failure means unknown. Answers are
 * kept in `recent`, timed by the real clock (the UI's clock may be pinned).
 */
async function lookUpPosts(
  client: ApiClient,
  postIds: readonly string[],
  recent: Map<string, { at: number; lookup: PostLookup }>,
): Promise<Record<string, PostLookup>> {
  const answers = await Promise.all(
    postIds.map(async (postId): Promise<[string, PostLookup]> => {
      const kept = recent.get(postId)
      if (kept && Date.now() - kept.at < LOOKUP_REUSE_MS) return [postId, kept.lookup]
      let lookup: PostLookup
      try {
        lookup = await getPost(client, postId)
      } catch (error) {
        lookup = isApiError(error) && error.status === 404 ? 'missing' : 'failed'
      }
      // A failure is asked again next time rather than trusted.
      if (lookup !== 'failed') recent.set(postId, { at: Date.now(), lookup })
      return [postId, lookup]
    }),
  )
  return Object.fromEntries(answers)
}
