import type { ApiClient } from '../client/create-api-client'
import { NotificationListSchema } from '../contract/notification'

/** SWR key of the caller's notifications. */
export const notificationsKey = '/notifications'

/** The product polls notifications every 60 s while signed in. */
export const NOTIFICATION_POLL_MS = 60_000

/** `GET /notifications`: all the caller's notifications, newest first. A module without
 * `'use client'`, apart from its hook, so that a server can call it. */
export function getNotifications(client: ApiClient) {
  return client.request({ path: notificationsKey, schema: NotificationListSchema })
}
