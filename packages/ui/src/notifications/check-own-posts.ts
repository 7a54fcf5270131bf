import { isValidPost, type Notification, type PostEntry } from '@photobooth/api-client'
import type { PostLookup } from './clean-notifications'

/**
 * The signed-in user's posts as `GET /posts/user/{userId}` answered them: every post
 * populated, with its likes and comments.
 */
export interface OwnPostsSnapshot {
  posts: readonly PostEntry[]
  /**
   * When the request that answered it was sent (ms, real clock). Undefined when not known:
   * another screen fetched it (the Profile shares the cache entry), or the cache was changed
   * in place (a deleted post taken out of it).
   */
  requestedAt: number | undefined
}

export interface OwnPostsCheck {
  /** By post id: the post, `missing` (proven deleted) or `failed`; pending ids are left out. */
  posts: Map<string, PostLookup>
  /**
   * A post is missing from a snapshot that cannot prove it deleted: a fresh snapshot settles
   * it (one request, however many posts are in doubt).
   */
  needsFreshSnapshot: boolean
}

/**
 * Checks the posts of the notifications against the user's own posts, with no request per
 * post. Notifications are only ever about the signed-in user's own posts (a like or comment
 * by someone else on them), and `GET /posts/user/{userId}` lists all of them, populated: a
 * post it leaves out was deleted — provided the list was asked for after the notification
 * about that post was first seen. An older list may predate a post made and notified about
 * since (on another device), so it proves nothing missing; nor does a list holding an
 * unreadable entry (the entry may be that post). `firstSeen` tells when a post id first came
 * in a list of notifications.
 */
export function checkOwnPosts(
  postIds: readonly string[],
  snapshot: OwnPostsSnapshot | 'failed' | undefined,
  firstSeen: (postId: string) => number | undefined,
): OwnPostsCheck {
  const posts = new Map<string, PostLookup>()
  if (snapshot === undefined) return { posts, needsFreshSnapshot: false }
  if (snapshot === 'failed') {
    for (const postId of postIds) posts.set(postId, 'failed')
    return { posts, needsFreshSnapshot: false }
  }
  const own = new Map<string, PostLookup>()
  let unreadable = false
  for (const entry of snapshot.posts) {
    if (isValidPost(entry)) own.set(entry._id, entry)
    else unreadable = true
  }
  let needsFreshSnapshot = false
  for (const postId of postIds) {
    const found = own.get(postId)
    if (found) {
      posts.set(postId, found)
      continue
    }
    if (unreadable) {
      posts.set(postId, 'failed')
      continue
    }
    const seen = firstSeen(postId)
    const proves =
      snapshot.requestedAt !== undefined && seen !== undefined && snapshot.requestedAt >= seen
    if (proves) posts.set(postId, 'missing')
    else needsFreshSnapshot = true
  }
  return { posts, needsFreshSnapshot }
}

/**
 * Notes, in `firstSeen`, when each post id of these notifications was first seen (`at`);
 * ids already noted keep their time. Returns whether any id was new.
 */
export function noteFirstSeen(
  firstSeen: Map<string, number>,
  notifications: readonly Notification[],
  at: number,
): boolean {
  let added = false
  for (const { postId } of notifications) {
    if (postId && !firstSeen.has(postId)) {
      firstSeen.set(postId, at)
      added = true
    }
  }
  return added
}
