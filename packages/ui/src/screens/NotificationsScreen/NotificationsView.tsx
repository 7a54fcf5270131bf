'use client'

import type { NotificationType } from '@photobooth/api-client'
import { type MouseEvent, memo, type ReactNode, useId, useMemo } from 'react'
import { Avatar } from '../../components/Avatar/Avatar'
import { EmptyState } from '../../components/EmptyState/EmptyState'
import { Stack } from '../../components/Layout/Layout'
import { Loader } from '../../components/Loader/Loader'
import { LoadFailure } from '../../components/LoadState/LoadFailure'
import type { LoadStatus } from '../../components/LoadState/load-status'
import { RelativeTime } from '../../components/RelativeTime/RelativeTime'
import { Heading, Text } from '../../components/Text/Text'
import { notifications as notificationMessages } from '../../i18n/compiled/en/notifications'
import type { PartId } from '../../i18n/messages/en'
import { useT } from '../../i18n/use-t'
import { AlertIcon, BellIcon } from '../../icons/icons'
import { cx } from '../../lib/class-names'
import { groupNotifications, type NotificationGroup } from '../../notifications/group-notifications'
import { nameOf } from '../../posts/post-facts'
import { sentenceWith } from '../../posts/sentence'
import { useNow } from '../../provider/clock'
import { useUi } from '../../provider/ui-context'
import { useImageUrl } from '../../provider/use-image-url'
import { stack } from '../../styles/layout.css'
import { text } from '../../styles/text.css'
import { visuallyHidden } from '../../styles/utils.css'
import * as styles from './NotificationsScreen.css'

/** One notification as the screen shows it. */
export interface NotificationEntry {
  /** The notification's id (the newest one, when duplicate likes were folded into it). */
  id: string
  type: NotificationType
  /** Who it is from (no `_id`, and the name "Unknown": a user who no longer exists). */
  fromUser: {
    _id?: string | undefined
    name?: string | undefined
    avatar?: string | null | undefined
  }
  /** When it was made (ISO): its group and its relative time. */
  createdAt: string
  /** The post it is about, which it links to; a poke has none. */
  postId?: string | null | undefined
  /** The post's photo (a stored path such as `uploads/abc.jpg`), shown as a thumbnail. */
  image?: string | null | undefined
  /** Unread when the screen was opened: a dot, a highlight and "Unread" for screen readers. */
  isNew: boolean
}

export interface NotificationsViewProps {
  /** `loading` before the list is known, `failed` when it could not be fetched, `stale` when
   * the page's own refresh failed over the list it shows (a notice with Retry). A failed poll
   * says nothing: the list stays as it is and the next poll tries again. */
  status: Extract<LoadStatus, 'loading' | 'ready' | 'stale' | 'failed'>
  /** The notifications; the view groups them in "Today", "This Week" and "Earlier". */
  notifications: readonly NotificationEntry[]
  /** A retry after a failure is under way (the button shows it is busy). */
  retrying?: boolean
  /** Retry after "Could not fetch notifications." (or a refresh that failed). */
  onRetry?: () => void
  /**
   * A notification about a post was chosen (a plain click or Enter on its link). When given,
   * the link does not navigate by itself: the caller checks the post and opens it. Without
   * it, links navigate as links do.
   */
  onPostChosen?: (postId: string) => void
}

/**
 * The Notifications page from its props: the header, then the notifications in "Today",
 * "This Week" and "Earlier" (newest first), "You have no new notifications.", a loader, or
 * "Could not fetch notifications." with Retry. Fetches nothing.
 */
export function NotificationsView({
  status,
  notifications,
  retrying = false,
  onRetry,
  onPostChosen,
}: NotificationsViewProps) {
  const t = useT(notificationMessages)
  // The server's time (or the browser's) until the page has hydrated, then the reader's clock.
  const time = useNow() ?? Date.now()
  const groups = useMemo(
    () => groupNotifications(notifications, time, (entry) => entry.createdAt),
    [notifications, time],
  )

  let content: ReactNode
  if (status === 'ready' || status === 'stale') {
    content = (
      <>
        {status === 'stale' && (
          <LoadFailure
            status="stale"
            message={t('notifications.refreshFailed')}
            retrying={retrying}
            onRetry={onRetry}
          />
        )}
        {groups.length > 0 ? (
          groups.map((group) => (
            <Group key={group.label} group={group} onPostChosen={onPostChosen} />
          ))
        ) : (
          <EmptyState
            icon={<BellIcon size={32} />}
            title={t('notifications.empty')}
            role="status"
          />
        )}
      </>
    )
  } else if (status === 'failed') {
    content = (
      <LoadFailure
        status="failed"
        icon={<AlertIcon size={32} />}
        message={t('notifications.failed')}
        retrying={retrying}
        onRetry={onRetry}
      />
    )
  } else {
    content = <Loader />
  }

  return (
    <main className={styles.page}>
      <Stack gap="lg" className={styles.column}>
        <header className={styles.header}>
          <Heading level={1}>{t('notifications.title')}</Heading>
        </header>
        {content}
      </Stack>
    </main>
  )
}

function Group({
  group,
  onPostChosen,
}: {
  group: NotificationGroup<NotificationEntry>
  onPostChosen: ((postId: string) => void) | undefined
}) {
  const t = useT(notificationMessages)
  const headingId = useId()
  return (
    <Stack as="section" gap="xs" aria-labelledby={headingId}>
      <Heading level={2} size="md" leading="normal" id={headingId} className={styles.groupTitle}>
        {t(group.label)}
      </Heading>
      <Stack as="ul" className={styles.list}>
        {group.items.map((entry) => (
          <li key={entry.id}>
            <Entry entry={entry} onPostChosen={onPostChosen} />
          </li>
        ))}
      </Stack>
    </Stack>
  )
}

interface EntryProps {
  entry: NotificationEntry
  onPostChosen: ((postId: string) => void) | undefined
}

const Entry = memo(function Entry({ entry, onPostChosen }: EntryProps) {
  const t = useT(notificationMessages)
  const { Link, paths } = useUi()
  const imageUrl = useImageUrl()
  const thumbnail = imageUrl(entry.image)
  const { fromUser } = entry
  const name = nameOf(fromUser, t('app.unknownUser'))
  const body = (
    <>
      <Avatar user={entry.fromUser} size="medium" />
      <Stack as="span" gap="xxs" className={styles.body}>
        <Text size="sm" leading="normal" className={styles.sentence}>
          {sentenceWith(
            (place) => t(SENTENCES[entry.type], { name: place }),
            <Text as="strong" weight="bold">
              <bdi>{name}</bdi>
            </Text>,
          )}
        </Text>
        <RelativeTime iso={entry.createdAt} className={text({ size: 'xs', tone: 'muted' })} />
      </Stack>
      {thumbnail ? (
        <img className={styles.thumbnail} src={thumbnail} alt="" width={44} height={44} />
      ) : null}
      {entry.isNew ? (
        <>
          <span className={styles.unreadDot} aria-hidden="true" />
          <span className={visuallyHidden}>{t('notifications.unread')}</span>
        </>
      ) : null}
    </>
  )
  const className = cx(
    stack({ direction: 'row', align: 'center', gap: 'md' }),
    styles.entry,
    entry.isNew && styles.entryNew,
  )
  const { postId } = entry
  if (!postId) return <div className={className}>{body}</div>
  const choose = onPostChosen
    ? (event: MouseEvent<HTMLAnchorElement>) => {
        // A new tab or window (modifier keys, middle button) stays the browser's business.
        if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
          return
        event.preventDefault()
        onPostChosen(postId)
      }
    : undefined
  return (
    <Link
      href={paths.post(postId)}
      className={`${className} ${styles.entryLink}`}
      {...(choose ? { onClick: choose } : {})}
    >
      {body}
    </Link>
  )
}, sameEntry)

/**
 * Marking notifications read rewrites the list once per notification: an entry renders again
 * only when what it shows changed.
 */
function sameEntry(previous: EntryProps, next: EntryProps): boolean {
  const a = previous.entry
  const b = next.entry
  return (
    previous.onPostChosen === next.onPostChosen &&
    a.id === b.id &&
    a.type === b.type &&
    a.isNew === b.isNew &&
    a.createdAt === b.createdAt &&
    a.postId === b.postId &&
    a.image === b.image &&
    a.fromUser._id === b.fromUser._id &&
    a.fromUser.name === b.fromUser.name &&
    a.fromUser.avatar === b.fromUser.avatar
  )
}

/** Each kind of notification's sentence, whose `{name}` is the sender. */
const SENTENCES: Record<NotificationType, PartId<'notifications'>> = {
  like: 'notifications.liked',
  comment: 'notifications.commented',
  poke: 'notifications.poked',
}
