// Compiled from ../../messages by `npm run messages` (../../compile-catalogues.ts): do not edit.
import type { EnglishPart } from '../../english'

/** English messages of the part "notifications": for the components that show them, `useT(notifications)`. */
export const notifications: EnglishPart<'notifications'> = {
  "notifications.title": "Notifications",
  "notifications.today": "Today",
  "notifications.thisWeek": "This Week",
  "notifications.earlier": "Earlier",
  "notifications.liked": [
    [
      "name"
    ],
    " liked your post."
  ],
  "notifications.commented": [
    [
      "name"
    ],
    " commented on your post."
  ],
  "notifications.poked": [
    [
      "name"
    ],
    " poked you."
  ],
  "notifications.unread": "Unread",
  "notifications.empty": "You have no new notifications.",
  "notifications.failed": "Could not fetch notifications.",
  "notifications.refreshFailed": "Could not refresh notifications. You are seeing the last ones loaded.",
  "notifications.postDeleted": "The associated post has been deleted."
}
