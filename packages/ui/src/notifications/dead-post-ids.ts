/**
 * Post ids known to be deleted. Notifications about them are skipped without asking the
 * server again: a deleted post never comes back, and the real server leaves its
 * notifications behind as orphans.
 */
export interface DeadPostIds {
  has(postId: string): boolean
  add(postId: string): void
}

/** Dead post ids kept in memory (forgotten on reload). */
export function createMemoryDeadPostIds(initial: Iterable<string> = []): DeadPostIds {
  const ids = new Set(initial)
  return {
    has: (postId) => ids.has(postId),
    add: (postId) => {
      ids.add(postId)
    },
  }
}

/** How many ids a stored list keeps; the oldest go first. */
export const DEAD_POST_IDS_LIMIT = 500

export interface StorageDeadPostIdsOptions {
  /** `localStorage` in the app; anything with the same two methods in tests. */
  storage: Pick<Storage, 'getItem' | 'setItem'>
  /** The storage key; the product prefixes its keys with the product name. */
  key: string
  /** At most this many ids are kept. */
  limit?: number
}

/**
 * Dead post ids persisted as a JSON array under `key`, so that they survive reloads.
 * Storage that is unavailable, full or holds something unreadable degrades to memory:
 * forgetting a dead id only costs one more lookup.
 */
export function createStorageDeadPostIds({
  storage,
  key,
  limit = DEAD_POST_IDS_LIMIT,
}: StorageDeadPostIdsOptions): DeadPostIds {
  const ids = new Set(read(storage, key))
  return {
    has: (postId) => ids.has(postId),
    add: (postId) => {
      if (ids.has(postId)) return
      ids.add(postId)
      while (ids.size > limit) {
        const oldest = ids.values().next().value
        if (oldest === undefined) break
        ids.delete(oldest)
      }
      try {
        storage.setItem(key, JSON.stringify([...ids]))
      } catch {
        // Quota exceeded or storage disabled (private browsing): the set in memory still works.
      }
    },
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
