'use client'

import type { Cache, ScopedMutator } from 'swr'
import { isValidPost, type Post, type PostEntry, type UserPosts } from '../contract/post'
import { feedListKey } from './feed-list-key'
import {
  feedPageKey,
  guestPostsKey,
  isFeedPageKey,
  isUserPostsKey,
  postKey,
  userPostsKey,
} from './keys'

/** Returns the updated post, or `null` to take it out of lists. */
export type PostUpdate = (post: Post) => Post | null

/**
 * Applies `update` to the post `postId` wherever the cache holds it: its detail, the guest
 * feed, the signed-in feed pages and users' post lists. Nothing is refetched.
 */
export async function updateCachedPost(
  cache: Cache,
  mutate: ScopedMutator,
  postId: string,
  update: PostUpdate,
): Promise<void> {
  const writes: Promise<unknown>[] = []
  for (const key of cache.keys()) {
    const data: unknown = cache.get(key)?.data
    if (data === undefined) continue
    const next = updateIn(key, data, postId, update)
    if (next !== data) writes.push(mutate(key, next, { revalidate: false }))
  }
  await Promise.all(writes)
}

/**
 * The signed-in feed must show page 1 anew (a post was created or changed): page 1 is dropped
 * from the cache, so the feed asks for it when it next shows (at once if it is showing). The
 * later pages stay: the feed never fetches a page twice while scrolling.
 */
export async function invalidateFeed(mutate: ScopedMutator): Promise<void> {
  await mutate(feedPageKey(1), undefined, { revalidate: false })
  await mutate(feedListKey)
}

/** Asks every list of posts in the cache (feeds, a user's posts) to reload. */
export async function revalidatePostLists(
  cache: Cache,
  mutate: ScopedMutator,
  userId?: string,
): Promise<void> {
  const writes: Promise<unknown>[] = [invalidateFeed(mutate)]
  for (const key of cache.keys()) {
    const isList = key === guestPostsKey || (userId !== undefined && key === userPostsKey(userId))
    if (isList) writes.push(mutate(key))
  }
  await Promise.all(writes)
}

function updateIn(key: string, data: unknown, postId: string, update: PostUpdate): unknown {
  if (key === postKey(postId)) return update(data as Post) ?? data
  if (key === guestPostsKey || isFeedPageKey(key)) {
    return updateEntries(data as PostEntry[], postId, update)
  }
  if (key === feedListKey) {
    const pages = data as PostEntry[][]
    const next = pages.map((page) => updateEntries(page, postId, update))
    return next.every((page, index) => page === pages[index]) ? pages : next
  }
  if (isUserPostsKey(key)) {
    const list = data as UserPosts
    const posts = updateEntries(list.posts, postId, update)
    if (posts === list.posts) return list
    const removed = list.posts.length - posts.length
    return {
      ...list,
      posts,
      postsCount: list.postsCount === undefined ? undefined : list.postsCount - removed,
    }
  }
  return data
}

function updateEntries(entries: PostEntry[], postId: string, update: PostUpdate): PostEntry[] {
  let changed = false
  const next: PostEntry[] = []
  for (const entry of entries) {
    if (!isValidPost(entry) || entry._id !== postId) {
      next.push(entry)
      continue
    }
    const updated = update(entry)
    changed = true
    if (updated) next.push(updated)
  }
  return changed ? next : entries
}
