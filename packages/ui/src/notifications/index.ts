export {
  checkOwnPosts,
  noteFirstSeen,
  type OwnPostsCheck,
  type OwnPostsSnapshot,
} from './check-own-posts'
export {
  type CleanupOptions,
  type CleanupResult,
  cleanNotifications,
  countUnread,
  type NotificationItem,
  type PostCheck,
  type PostLookup,
  postIdsToCheck,
  senderOf,
  toAnnounce,
} from './clean-notifications'
export {
  groupNotifications,
  NOTIFICATION_GROUPS,
  type NotificationGroup,
  type NotificationGroupLabel,
  notificationGroupOf,
} from './group-notifications'
export {
  type NotificationFeed,
  NotificationFeedProvider,
  type NotificationFeedProviderProps,
  useNotificationFeed,
  useOptionalNotificationFeed,
  useUnreadNotificationCount,
} from './notification-feed'
export {
  createMemoryPostIdSet,
  createStoragePostIdSet,
  type DeadPostIds,
  POST_ID_SET_LIMIT,
  type PostIdSet,
  type StoragePostIdSetOptions,
} from './post-id-set'
