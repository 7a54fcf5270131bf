/** The notifications page. */
export const notifications = {
  /** Notifications page: its heading. */
  'notifications.title': 'Notifications',
  /** Notifications page: heading of the group of notifications from the last 24 hours. */
  'notifications.today': 'Today',
  /** Notifications page: heading of the group of notifications from 1 to 7 days ago. */
  'notifications.thisWeek': 'This Week',
  /** Notifications page: heading of the group of notifications older than a week. */
  'notifications.earlier': 'Earlier',
  /**
   * Notifications page: an entry saying someone liked one of the user's posts: `{name}` is that
   * person's display name, in bold.
   */
  'notifications.liked': '{name} liked your post.',
  /**
   * Notifications page: an entry saying someone commented on one of the user's posts: `{name}` is
   * that person's display name, in bold.
   */
  'notifications.commented': '{name} commented on your post.',
  /**
   * Notifications page: an entry saying someone poked the user (a friendly nudge to get their
   * attention): `{name}` is that person's display name, in bold.
   */
  'notifications.poked': '{name} poked you.',
  /**
   * Notifications page: read by screen readers at the end of a new entry, which a dot marks on
   * screen.
   */
  'notifications.unread': 'Unread',
  /** Notifications page: shown when there are no notifications. */
  'notifications.empty': 'You have no new notifications.',
  /**
   * Notifications page: error shown with a Retry button when the notifications could not be loaded.
   */
  'notifications.failed': 'Could not fetch notifications.',
  /** Over the list kept, when the page's own refresh (on opening it, or Retry) failed. */
  'notifications.refreshFailed':
    'Could not refresh notifications. You are seeing the last ones loaded.',
  /**
   * Toast on the notifications page when the post a notification is about has been deleted (e.g.
   * after choosing that notification).
   */
  'notifications.postDeleted': 'The associated post has been deleted.',
} as const
