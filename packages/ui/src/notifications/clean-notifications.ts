import type { Notification, Post } from '@photobooth/api-client'

import type { PostIdSet } from './post-id-set'

/**
 * What is known of a notification's post: the post (found among the signed-in user's posts
 * or looked up on its own); `missing` when it is proven deleted; `failed` when the check
 * failed (we cannot tell, so the post is not declared dead on the strength of a network
 * hiccup).
 */
export type PostLookup = Post | 'missing' | 'failed'

/**
 * What is known of an item's post: `exists` (checked and found), `failed` (the check
 * failed), `pending` (not checked yet) or `unchecked` (a poke, which has no post).
 */
export type PostCheck = 'exists' | 'failed' | 'pending' | 'unchecked'

/** One entry of the cleaned list: a notification, with duplicate likes folded into it. */
export interface NotificationItem {
  /** The newest notification of this entry. */
  notification: Notification
  /** Every unread notification this entry stands for: itself and the duplicates folded in. */
  unreadIds: string[]
  /** The post, when it was found (for a thumbnail). */
  post: Post | undefined
  postCheck: PostCheck
}

export interface CleanupOptions {
  /** What is known of the posts, by post id; an id left out has not been checked yet. */
  posts: ReadonlyMap<string, PostLookup>
  /** Posts known to be deleted: their notifications are dropped without any check. */
  deadPostIds: Pick<PostIdSet, 'has'>
}

export interface CleanupResult {
  /** Newest first. */
  items: NotificationItem[]
  /** Posts found missing by this pass and not known dead before: to remember as dead. */
  newlyDeadPostIds: string[]
  /**
   * Every post whose notifications were dropped because it is gone, known dead before or
   * found missing now: the deletions the user is to be told about (once, see `toAnnounce`).
   */
  deletedPostIds: string[]
}

/** Who a notification is from: `fromUserId`, or the embedded user's id. */
export function senderOf(notification: Notification): string | undefined {
  return notification.fromUserId ?? notification.fromUser._id
}

/**
 * The posts to check for these notifications, each once, sorted: every post a notification
 * is about (read or not), unless it is already known to be dead. A poke has no post.
 */
export function postIdsToCheck(
  notifications: readonly Notification[],
  deadPostIds: Pick<PostIdSet, 'has'>,
): string[] {
  const ids = new Set<string>()
  for (const item of notifications) {
    if (item.postId && !deadPostIds.has(item.postId)) ids.add(item.postId)
  }
  return [...ids].sort()
}

/**
 * The cleanup rules of the product (spec §4), applied to the caller's notifications:
 * - a notification about a post that is gone (known dead, or found missing now) is dropped,
 *   and the post reported in `deletedPostIds` (and in `newlyDeadPostIds` when it was not
 *   known dead), so that the user is told "The associated post has been deleted.";
 * - a `like` whose sender no longer likes the post, or a `comment` whose sender has no
 *   comment on it any more, is dropped;
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
  const deleted = new Set<string>()
  const newlyDead = new Set<string>()

  for (const notification of [...notifications].sort(newestFirst)) {
    const postId = notification.postId
    if (!postId) {
      items.push(entry(notification, undefined, 'unchecked'))
      continue
    }
    const lookup = deadPostIds.has(postId) ? 'missing' : posts.get(postId)
    if (lookup === 'missing') {
      deleted.add(postId)
      if (!deadPostIds.has(postId)) newlyDead.add(postId)
      continue
    }
    const post = lookup === undefined || lookup === 'failed' ? undefined : lookup
    if (post && !stillStands(notification, post)) continue

    const sender = senderOf(notification)
    const likeKey = notification.type === 'like' && sender ? `${postId} ${sender}` : undefined
    const kept = likeKey ? likes.get(likeKey) : undefined
    if (kept) {
      if (!notification.isRead) kept.unreadIds.push(notification._id)
      continue
    }
    const check: PostCheck = post ? 'exists' : lookup === 'failed' ? 'failed' : 'pending'
    const item = entry(notification, post, check)
    if (likeKey) likes.set(likeKey, item)
    items.push(item)
  }
  return { items, newlyDeadPostIds: [...newlyDead], deletedPostIds: [...deleted].sort() }
}

/**
 * The deletions to announce: posts whose notifications were dropped because they are gone,
 * which the user has not been told about yet (`announced` remembers those, across reloads).
 */
export function toAnnounce(
  deletedPostIds: readonly string[],
  announced: Pick<PostIdSet, 'has'>,
): string[] {
  return deletedPostIds.filter((postId) => !announced.has(postId))
}

/**
 * The unread count of the badge: entries with an unread notification whose post was found
 * (a failed or unanswered check is not counted). A poke has no post to find and counts.
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
