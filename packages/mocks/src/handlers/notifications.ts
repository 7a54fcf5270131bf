import { SERVER_MESSAGES } from '@photobooth/api-client'
import type { MockContext } from '../context'
import { message } from '../lib/responses'
import { authRoute, param } from '../lib/route'
import { serializeNotification } from '../lib/serialize'

export function notificationHandlers(ctx: MockContext) {
  return [
    authRoute(ctx, 'get', '/notifications', ({ user }) =>
      Response.json(
        ctx.db.notificationsOf(user._id).map((item) => serializeNotification(ctx.db, item)),
      ),
    ),

    authRoute(ctx, 'patch', '/notifications/:id/read', ({ params, user }) => {
      const item = ctx.db.notifications.get(param(params, 'id'))
      // Someone else's notification is as unknown as a missing one.
      if (!item || item.userId !== user._id) {
        return message(404, SERVER_MESSAGES.notificationNotFound)
      }
      item.isRead = true
      return message(200, 'Notification marked as read')
    }),
  ]
}
