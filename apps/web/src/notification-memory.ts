import { createStoragePostIdSet, type PostIdSet } from '@photobooth/ui'
import { PRODUCT_NAME } from './product'

export interface NotificationMemory {
  /** Posts known to be deleted, whose notifications are dropped without asking again. */
  deadPostIds: PostIdSet
  /**
   * The deletions a user was already told about ("The associated post has been deleted."),
   * one set per user, so that a reload does not tell again.
   */
  announcedDeletions(userId: string): PostIdSet
}

const memories = new WeakMap<Storage, NotificationMemory>()

/**
 * What the notifications remember in browser storage, made once per storage: the badge and the
 * screen must share it. It comes with the router (a guest's first view never needs it).
 */
export function notificationMemory(storage: Storage): NotificationMemory {
  let memory = memories.get(storage)
  if (!memory) {
    const announced = new Map<string, PostIdSet>()
    memory = {
      deadPostIds: createStoragePostIdSet({
        storage,
        key: `${PRODUCT_NAME}_deadNotificationPostIds`,
      }),
      announcedDeletions(userId) {
        let set = announced.get(userId)
        if (!set) {
          set = createStoragePostIdSet({
            storage,
            key: `${PRODUCT_NAME}_announcedDeletedPosts_${userId}`,
          })
          announced.set(userId, set)
        }
        return set
      },
    }
    memories.set(storage, memory)
  }
  return memory
}
