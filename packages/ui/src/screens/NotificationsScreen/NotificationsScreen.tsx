import { type Notification, useMarkNotificationRead } from '@photobooth/api-client'
import { memo, type ReactNode, useEffect, useId, useRef, useState } from 'react'
import { Avatar } from '../../components/Avatar/Avatar'
import { Button } from '../../components/Button/Button'
import { EmptyState } from '../../components/EmptyState/EmptyState'
import { AlertIcon, BellIcon } from '../../components/Icon/icons'
import { Loader } from '../../components/Loader/Loader'
import { RelativeTime } from '../../components/RelativeTime/RelativeTime'
import { useImageUrl } from '../../lib/use-image-url'
import type { NotificationItem } from '../../notifications/clean-notifications'
import type { DeadPostIds } from '../../notifications/dead-post-ids'
import type { NotificationGroup } from '../../notifications/group-notifications'
import { useNotificationFeed } from '../../notifications/use-notification-feed'
import { paths } from '../../paths'
import { useToast } from '../../provider/toast-context'
import { useUi } from '../../provider/ui-context'
import { visuallyHidden } from '../../styles/utils.css'
import * as styles from './NotificationsScreen.css'

export interface NotificationsScreenProps {
  /**
   * Post ids known to be deleted, remembered across visits (the app keeps them in
   * localStorage with `createStorageDeadPostIds` and shares them with the badge).
   * Defaults to an in-memory set.
   */
  deadPostIds?: DeadPostIds
}

/** How many "mark read" calls run at once. */
const MARK_READ_CONCURRENCY = 4

/**
 * The signed-in user's notifications in "Today", "This Week" and "Earlier", cleaned of
 * notifications about deleted posts, withdrawn likes and deleted comments. Showing the list
 * marks the unread ones read.
 */
export function NotificationsScreen({ deadPostIds }: NotificationsScreenProps) {
  const feed = useNotificationFeed({ deadPostIds })
  const toast = useToast()
  const { trigger: markRead } = useMarkNotificationRead()
  const [retrying, setRetrying] = useState(false)

  const toasted = useRef(false)
  useEffect(() => {
    if (!feed.removedDeletedPost || toasted.current) return
    toasted.current = true
    toast.show('The associated post has been deleted.')
  }, [feed.removedDeletedPost, toast])

  // Entries unread when they were shown stay marked as new for this visit, although they are
  // marked read on the server (and in the cache) right away.
  const [fresh, setFresh] = useState<ReadonlySet<string>>(() => new Set())
  const requested = useRef(new Set<string>())
  // Marking stops with the screen: what is left stays unread and is marked on the next visit.
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
    }
  }, [])
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

  const retry = async () => {
    setRetrying(true)
    try {
      await feed.mutate()
    } finally {
      setRetrying(false)
    }
  }

  let content: ReactNode
  if (feed.hasLoaded) {
    content =
      feed.groups.length > 0 ? (
        feed.groups.map((group) => <Group key={group.label} group={group} fresh={fresh} />)
      ) : (
        <EmptyState
          icon={<BellIcon size={32} />}
          title="You have no new notifications."
          role="status"
        />
      )
  } else if (feed.error) {
    content = (
      <EmptyState
        role="alert"
        icon={<AlertIcon size={32} />}
        title="Could not fetch notifications."
        action={
          <Button variant="secondary" busy={retrying} onClick={retry}>
            Retry
          </Button>
        }
      />
    )
  } else {
    content = <Loader />
  }

  return (
    <main className={styles.page}>
      <div className={styles.column}>
        <header className={styles.header}>
          <h1 className={styles.title}>Notifications</h1>
        </header>
        {content}
      </div>
    </main>
  )
}

function Group({
  group,
  fresh,
}: {
  group: NotificationGroup<NotificationItem>
  fresh: ReadonlySet<string>
}) {
  const headingId = useId()
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupTitle}>
        {group.label}
      </h2>
      <ul className={styles.list}>
        {group.items.map((item) => (
          <li key={item.notification._id}>
            <Entry
              item={item}
              isNew={item.unreadIds.length > 0 || fresh.has(item.notification._id)}
            />
          </li>
        ))}
      </ul>
    </section>
  )
}

const Entry = memo(function Entry({ item, isNew }: { item: NotificationItem; isNew: boolean }) {
  const { Link } = useUi()
  const imageUrl = useImageUrl()
  const { notification, post } = item
  const thumbnail = post ? imageUrl(post.image) : undefined
  const body = (
    <>
      <Avatar user={notification.fromUser} size="medium" />
      <span className={styles.body}>
        <span className={styles.sentence}>
          <strong className={styles.name}>{notification.fromUser.name}</strong>{' '}
          {ACTIONS[notification.type]}
        </span>
        <RelativeTime iso={notification.createdAt} className={styles.time} />
      </span>
      {thumbnail ? (
        <img className={styles.thumbnail} src={thumbnail} alt="" width={44} height={44} />
      ) : null}
      {isNew ? (
        <>
          <span className={styles.unreadDot} aria-hidden="true" />
          <span className={visuallyHidden}>Unread</span>
        </>
      ) : null}
    </>
  )
  const className = [styles.entry, isNew ? styles.entryNew : ''].filter(Boolean).join(' ')
  return notification.postId ? (
    <Link href={paths.post(notification.postId)} className={`${className} ${styles.entryLink}`}>
      {body}
    </Link>
  ) : (
    <div className={className}>{body}</div>
  )
}, sameEntry)

/**
 * Marking notifications read rewrites the list once per notification: an entry renders again
 * only when what it shows changed.
 */
function sameEntry(
  previous: { item: NotificationItem; isNew: boolean },
  next: { item: NotificationItem; isNew: boolean },
): boolean {
  return (
    previous.isNew === next.isNew &&
    previous.item.notification === next.item.notification &&
    previous.item.post === next.item.post
  )
}

const ACTIONS: Record<Notification['type'], string> = {
  like: 'liked your post.',
  comment: 'commented on your post.',
  poke: 'poked you.',
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
