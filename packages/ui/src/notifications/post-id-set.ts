/**
 * A set of post ids that the notification feed remembers: the posts known to be deleted (the
 * real server leaves their notifications behind as orphans, and a deleted post never comes
 * back), and, per user, the deletions the user has already been told about. Observable, so
 * that the badge and the screen, which read the same feed, follow every change at once.
 */
export interface PostIdSet {
  has(postId: string): boolean
  /** Adds ids; listeners hear of it once, and only when something was new. */
  add(...postIds: string[]): void
  /** Calls `listener` after each change; returns the unsubscribe. */
  subscribe(listener: () => void): () => void
  /**
   * The ids now, as a set that is never changed: a new one after each change (what React's
   * `useSyncExternalStore` compares).
   */
  snapshot(): ReadonlySet<string>
}

/** Post ids known to be deleted: their notifications are dropped without asking again. */
export type DeadPostIds = PostIdSet

/** How many ids a stored set keeps; the oldest go first. */
export const POST_ID_SET_LIMIT = 500

/** A set in memory (forgotten on reload). */
export function createMemoryPostIdSet(initial: Iterable<string> = []): PostIdSet {
  return observableSet(initial, { limit: Number.POSITIVE_INFINITY, save: () => undefined })
}

export interface StoragePostIdSetOptions {
  /** `localStorage` in the app; anything with the same two methods in tests. */
  storage: Pick<Storage, 'getItem' | 'setItem'>
  /** The storage key; the product prefixes its keys with the product name. */
  key: string
  /** At most this many ids are kept. */
  limit?: number
}

/**
 * A set persisted as a JSON array under `key`, so that it survives reloads. Storage that is
 * unavailable, full or holds something unreadable degrades to memory: forgetting a dead id
 * costs one more check, forgetting an announcement one more toast.
 */
export function createStoragePostIdSet({
  storage,
  key,
  limit = POST_ID_SET_LIMIT,
}: StoragePostIdSetOptions): PostIdSet {
  return observableSet(read(storage, key), {
    limit,
    save: (ids) => {
      try {
        storage.setItem(key, JSON.stringify(ids))
      } catch {
        // Quota exceeded or storage disabled (private browsing): the set in memory still works.
      }
    },
  })
}

function observableSet(
  initial: Iterable<string>,
  { limit, save }: { limit: number; save: (ids: string[]) => void },
): PostIdSet {
  let ids: ReadonlySet<string> = new Set(initial)
  const listeners = new Set<() => void>()
  return {
    has: (postId) => ids.has(postId),
    add: (...postIds) => {
      const fresh = postIds.filter((postId) => !ids.has(postId))
      if (fresh.length === 0) return
      // A Set iterates in insertion order: the first ones are the oldest.
      const next = [...ids, ...new Set(fresh)]
      ids = new Set(next.slice(Math.max(0, next.length - limit)))
      save([...ids])
      for (const listener of [...listeners]) listener()
    },
    subscribe: (listener) => {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    snapshot: () => ids,
  }
}

function read(storage: Pick<Storage, 'getItem'>, key: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(key) ?? '[]')
    return Array.isArray(parsed)
      ? parsed.filter((item): item is string => typeof item === 'string')
      : []
  } catch {
    return []
  }
}
