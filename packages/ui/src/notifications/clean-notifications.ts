import type { Notification, Post } from '@photobooth/api-client'
import type { DeadPostIds } from './dead-post-ids'

/**
 * What `GET /posts/{id}` answered for a notification's post: the post; `missing` for a 404
 * (the post was deleted); `failed` for any other failure (we cannot tell, so the post is not
 * declared dead on the strength of a network hiccup).
 */
export type PostLookup = Post | 'missing' | 'failed'

/**
 * What is known of an item's post: `exists` (looked up and found), `failed` (the lookup
 * failed), `pending` (it needs a lookup that has not answered yet) or `unchecked` (no lookup:
 * the notification is read, or has no post).
 */
export type PostCheck = 'exists' | 'failed' | 'pending' | 'unchecked'

/** One entry of the cleaned list: a notification, with duplicate likes folded into it. */
export interface NotificationItem {
  /** The newest notification of this entry. */
  notification: Notification
  /** Every unread notification this entry stands for: itself and the duplicates folded in. */
  unreadIds: string[]
  /** The post, when it was looked up (for a thumbnail). */
  post: Post | undefined
  postCheck: PostCheck
}

export interface CleanupOptions {
  /** The lookups made so far, by post id. */
  posts: ReadonlyMap<string, PostLookup>
  /** Posts known to be deleted: their notifications are skipped without any request. */
  deadPostIds: Pick<DeadPostIds, 'has'>
}

export interface CleanupResult {
  /** Newest first. */
  items: NotificationItem[]
  /** Posts found missing by this pass, to remember as dead. */
  deadPostIds: string[]
  /** Whether a notification was dropped because its post was found deleted in this pass. */
  removedDeletedPost: boolean
}

/** Who a notification is from: `fromUserId`, or the embedded user's id. */
export function senderOf(notification: Notification): string | undefined {
  return notification.fromUserId ?? notification.fromUser._id
}

/**
 * Whether the product looks this notification's post up: only unread notifications about a
 * post that is not already known to be dead (a poke has no post and is never looked up).
 */
export function needsPostLookup(
  notification: Notification,
  deadPostIds: Pick<DeadPostIds, 'has'>,
): boolean {
  return !notification.isRead && !!notification.postId && !deadPostIds.has(notification.postId)
}

/** The post ids to look up for these notifications, each once, sorted. */
export function postIdsToLookUp(
  notifications: readonly Notification[],
  deadPostIds: Pick<DeadPostIds, 'has'>,
): string[] {
  const ids = new Set<string>()
  for (const item of notifications) {
    if (item.postId && needsPostLookup(item, deadPostIds)) ids.add(item.postId)
  }
  return [...ids].sort()
}

/**
 * The cleanup rules of the product, applied to the caller's notifications:
 * - a notification about a dead post is skipped; one whose post was found missing is dropped
 *   and the post id reported as dead (`removedDeletedPost` then asks for the toast);
 * - an unread `like` whose sender no longer likes the post, or an unread `comment` whose
 *   sender has no comment on it any more, is dropped (read ones are not checked);
 * - duplicate `like` notifications from the same user on the same post become one entry, the
 *   newest, which stands for the unread ones among them;
 * - a `poke` (no post) is kept as it is.
 */
export function cleanNotifications(
  notifications: readonly Notification[],
  { posts, deadPostIds }: CleanupOptions,
): CleanupResult {
  const items: NotificationItem[] = []
  const likes = new Map<string, NotificationItem>()
  const dead = new Set<string>()
  let removedDeletedPost = false

  for (const notification of [...notifications].sort(newestFirst)) {
    const postId = notification.postId
    if (!postId) {
      items.push(entry(notification, undefined, 'unchecked'))
      continue
    }
    if (deadPostIds.has(postId)) continue
    const lookup = posts.get(postId)
    if (lookup === 'missing') {
      dead.add(postId)
      removedDeletedPost = true
      continue
    }
    const post = lookup === undefined || lookup === 'failed' ? undefined : lookup
    if (post && !notification.isRead && !stillStands(notification, post)) continue

    const sender = senderOf(notification)
    const likeKey = notification.type === 'like' && sender ? `${postId} ${sender}` : undefined
    const kept = likeKey ? likes.get(likeKey) : undefined
    if (kept) {
      if (!notification.isRead) kept.unreadIds.push(notification._id)
      continue
    }
    const check: PostCheck = post
      ? 'exists'
      : lookup === 'failed'
        ? 'failed'
        : notification.isRead
          ? 'unchecked'
          : 'pending'
    const item = entry(notification, post, check)
    if (likeKey) likes.set(likeKey, item)
    items.push(item)
  }
  return { items, deadPostIds: [...dead], removedDeletedPost }
}

/**
 * The unread count of the badge: entries with an unread notification whose post was found
 * (a failed or unanswered lookup is not counted). A poke has no post to find and counts.
 */
export function countUnread(items: readonly NotificationItem[]): number {
  return items.filter(
    (item) =>
      item.unreadIds.length > 0 && (!item.notification.postId || item.postCheck === 'exists'),
  ).length
}

/** Whether the like or comment a notification announced is still on the post. */
function stillStands(notification: Notification, post: Post): boolean {
  const sender = senderOf(notification)
  if (!sender) return true
  switch (notification.type) {
    case 'like':
      return post.likes.some((liker) => liker._id === sender)
    case 'comment':
      return post.comments.some((comment) => (comment.userId ?? comment.user._id) === sender)
    default:
      return true
  }
}

function entry(
  notification: Notification,
  post: Post | undefined,
  postCheck: PostCheck,
): NotificationItem {
  return {
    notification,
    unreadIds: notification.isRead ? [] : [notification._id],
    post,
    postCheck,
  }
}

/** Newest first; ties by id so that the order does not depend on the input's. */
function newestFirst(a: Notification, b: Notification): number {
  const age = timeOf(b) - timeOf(a)
  return age > 0 ? 1 : age < 0 ? -1 : b._id.localeCompare(a._id)
}

function timeOf(notification: Notification): number {
  const time = Date.parse(notification.createdAt)
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time
}
