'use client'

import {
  getPost,
  isApiError,
  postKey,
  useApiClient,
  useMarkNotificationRead,
} from '@photobooth/api-client'
import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useSWRConfig } from 'swr'
import { notifications as notificationMessages } from '../../i18n/compiled/en/notifications'
import { useT } from '../../i18n/use-t'
import {
  type NotificationFeed,
  NotificationFeedProvider,
  useNotificationFeed,
  useOptionalNotificationFeed,
} from '../../notifications/notification-feed'
import { useToast } from '../../provider/toast-context'
import {
  type NotificationEntry,
  NotificationsView,
  type NotificationsViewProps,
} from './NotificationsView'

export interface NotificationsScreenProps {
  /**
   * A notification was chosen and its post is still there: show it (`paths.post(postId)`).
   * The post is checked first, so that one deleted since the last poll is announced with
   * "The associated post has been deleted." and its notifications removed, instead of
   * opening a post that fails to load. Without it, the links navigate by themselves.
   */
  onPostOpened?: (postId: string) => void
}

/** How many "mark read" calls run at once. */
const MARK_READ_CONCURRENCY = 4

/** Opening the screen fetches the list again when it is older than this. */
const REFRESH_ON_OPEN_MS = 10_000

/**
 * The signed-in user's notifications in "Today", "This Week" and "Earlier", cleaned of
 * notifications about deleted posts, withdrawn likes and deleted comments; showing them marks
 * the unread ones read, and tells once about posts that were deleted. It reads the session's
 * feed (`NotificationFeedProvider`, which the app puts around every page, so that the badge
 * reads the same); on its own it brings a feed of its own.
 */
export function NotificationsScreen(props: NotificationsScreenProps) {
  const screen = <SessionNotifications {...props} />
  return useOptionalNotificationFeed() ? (
    screen
  ) : (
    <NotificationFeedProvider>{screen}</NotificationFeedProvider>
  )
}

/** The screen over the session's feed: the hook, then the view. */
function SessionNotifications(props: NotificationsScreenProps) {
  return <NotificationsView {...useNotificationsScreen(useNotificationFeed(), props)} />
}

function useNotificationsScreen(
  feed: NotificationFeed,
  { onPostOpened }: NotificationsScreenProps,
): NotificationsViewProps {
  const client = useApiClient()
  const { mutate } = useSWRConfig()
  const toast = useToast()
  const t = useT(notificationMessages)
  const { trigger: markRead } = useMarkNotificationRead()
  const [retrying, setRetrying] = useState(false)

  // Marking and opening stop with the screen: what is left stays unread for the next visit.
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])

  // The whole list is shown: read notifications' posts are checked too.
  const { showAll } = feed
  useEffect(() => showAll(), [showAll])

  // The screen's own requests (its refresh on opening, Retry) say when they fail over the list
  // kept (`stale`), until a list comes. A failed poll says nothing (spec §8: only logged).
  const { fetchedAt, refresh } = feed
  const [failedAt, setFailedAt] = useState<{ fetchedAt: number | undefined } | null>(null)
  const ask = useCallback(async () => {
    try {
      await refresh()
      setFailedAt(null)
    } catch (error) {
      console.warn('Could not fetch notifications.', error)
      setFailedAt({ fetchedAt })
    }
  }, [fetchedAt, refresh])

  // Opening the screen brings the list up to date (the poll may be a minute old).
  const refreshedOnOpen = useRef(false)
  useEffect(() => {
    if (refreshedOnOpen.current || fetchedAt === undefined) return
    refreshedOnOpen.current = true
    if (Date.now() - fetchedAt > REFRESH_ON_OPEN_MS) void ask()
  }, [fetchedAt, ask])

  // Deletions nobody told the user about yet, whoever found them (the badge's poll, a visit
  // before a reload that did not show the list): told once, here (spec §4 and §8).
  const { hasLoaded, unannounced, announce } = feed
  useEffect(() => {
    if (!hasLoaded || unannounced.length === 0) return
    if (announce(unannounced).length > 0) toast.show(t('notifications.postDeleted'))
  }, [hasLoaded, unannounced, announce, toast, t])

  // Entries unread when they were shown stay marked as new for this visit, although they are
  // marked read on the server (and in the cache) right away.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set())
  const requested = useRef(new Set<string>())
  useEffect(() => {
    if (!feed.hasLoaded) return
    const unread = feed.items.filter((item) => item.unreadIds.length > 0)
    const ids = unread.flatMap((item) => item.unreadIds).filter((id) => !requested.current.has(id))
    if (ids.length === 0) return
    for (const id of ids) requested.current.add(id)
    setFresh((previous) => new Set([...previous, ...unread.map((item) => item.notification._id)]))
    void eachWithLimit(ids, MARK_READ_CONCURRENCY, async (id) => {
      if (!mounted.current) return
      try {
        await markRead(id)
      } catch (error) {
        // Not worth a message: it stays unread and is marked on the next visit.
        if (mounted.current) console.warn('Could not mark a notification read.', error)
      }
    })
  }, [feed.hasLoaded, feed.items, markRead])

  const notifications = useMemo(
    () =>
      feed.items.map(
        ({ notification, post, unreadIds }): NotificationEntry => ({
          id: notification._id,
          type: notification.type,
          fromUser: notification.fromUser,
          createdAt: notification.createdAt,
          postId: notification.postId,
          image: post?.image,
          isNew: unreadIds.length > 0 || fresh.has(notification._id),
        }),
      ),
    [feed.items, fresh],
  )

  const { markPostDeleted } = feed
  const opening = useRef(new Set<string>())
  const choosePost = useCallback(
    async (postId: string) => {
      if (!onPostOpened || opening.current.has(postId)) return
      opening.current.add(postId)
      try {
        const post = await getPost(client, postId)
        // The post's page starts from this answer instead of asking again from nothing.
        await mutate(postKey(postId), post, { revalidate: false })
        if (mounted.current) onPostOpened(postId)
      } catch (error) {
        if (!mounted.current) return
        if (isApiError(error) && error.status === 404) {
          // Told now: announced first, so that the feed dropping it does not tell again.
          announce([postId])
          markPostDeleted(postId)
          toast.show(t('notifications.postDeleted'))
        } else {
          // Not known to be gone: the post's page says what went wrong.
          onPostOpened(postId)
        }
      } finally {
        opening.current.delete(postId)
      }
    },
    [client, mutate, onPostOpened, announce, markPostDeleted, toast, t],
  )

  const retry = async () => {
    setRetrying(true)
    try {
      await ask()
    } finally {
      setRetrying(false)
    }
  }

  // A list that came since (a poll) ends the notice.
  const stale = failedAt !== null && failedAt.fetchedAt === fetchedAt
  return {
    status: feed.hasLoaded ? (stale ? 'stale' : 'ready') : feed.error ? 'failed' : 'loading',
    notifications,
    retrying,
    onRetry: retry,
    ...(onPostOpened ? { onPostChosen: choosePost } : {}),
  }
}

/** Runs `task` over `values`, at most `limit` at a time. */
async function eachWithLimit<T>(
  values: readonly T[],
  limit: number,
  task: (value: T) => Promise<void>,
) {
  const queue = [...values]
  const worker = async () => {
    for (let value = queue.shift(); value !== undefined; value = queue.shift()) await task(value)
  }
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker))
}
