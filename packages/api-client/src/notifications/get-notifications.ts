import useSWR from 'swr'
import type { ApiError } from '../client/api-error'
import type { ApiClient } from '../client/create-api-client'
import { type Notification, NotificationListSchema } from '../contract/notification'
import { useApiClient } from '../react/api-provider'

export const notificationsKey = '/notifications'

/** The product polls notifications every 60 s while signed in. */
export const NOTIFICATION_POLL_MS = 60_000

/** `GET /notifications`: all the caller's notifications, newest first. */
export function getNotifications(client: ApiClient) {
  return client.request({ path: notificationsKey, schema: NotificationListSchema })
}

/** Notifications, polled at once and then every 60 s — only while `enabled` (signed in). */
export function useNotifications(options: { enabled?: boolean } = {}) {
  const client = useApiClient()
  return useSWR<Notification[], ApiError>(
    options.enabled === false ? null : notificationsKey,
    () => getNotifications(client),
    { refreshInterval: NOTIFICATION_POLL_MS },
  )
}
