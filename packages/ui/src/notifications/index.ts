export {
  type CleanupOptions,
  type CleanupResult,
  cleanNotifications,
  countUnread,
  type NotificationItem,
  needsPostLookup,
  type PostCheck,
  type PostLookup,
  postIdsToLookUp,
  senderOf,
} from './clean-notifications'
export {
  createMemoryDeadPostIds,
  createStorageDeadPostIds,
  DEAD_POST_IDS_LIMIT,
  type DeadPostIds,
  type StorageDeadPostIdsOptions,
} from './dead-post-ids'
export {
  groupNotifications,
  NOTIFICATION_GROUPS,
  type NotificationGroup,
  type NotificationGroupLabel,
  notificationGroupOf,
} from './group-notifications'
export {
  type NotificationFeed,
  type UseNotificationFeedOptions,
  useNotificationFeed,
  useUnreadNotificationCount,
} from './use-notification-feed'
