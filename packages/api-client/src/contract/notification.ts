import * as v from 'valibot'
import { UserSummarySchema } from './user'

export const NOTIFICATION_TYPES = ['like', 'comment', 'poke'] as const
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]

/** `poke` notifications have no `postId`: never look up `/posts/undefined` for them. */
export const NotificationSchema = v.object({
  _id: v.string(),
  type: v.picklist(NOTIFICATION_TYPES),
  userId: v.optional(v.string()),
  fromUserId: v.optional(v.string()),
  postId: v.nullish(v.string()),
  isRead: v.optional(v.boolean(), false),
  createdAt: v.string(),
  fromUser: v.optional(UserSummarySchema, { name: 'Unknown', avatar: null }),
})
export type Notification = v.InferOutput<typeof NotificationSchema>

/**
 * The caller's notifications, newest first. An entry that cannot be read (an unknown type,
 * say) is left out rather than failing the whole list.
 */
export const NotificationListSchema = v.pipe(
  v.array(v.unknown()),
  v.transform((items) =>
    items.flatMap((item) => {
      const result = v.safeParse(NotificationSchema, item)
      return result.success ? [result.output] : []
    }),
  ),
)
