'use client'

import { useSWRConfig } from 'swr'
import type { ApiClient } from '../client/create-api-client'
import { MessageSchema } from '../contract/message'
import type { Notification } from '../contract/notification'
import { useApiMutation } from '../react/use-api-mutation'
import { notificationsKey } from './get-notifications'

/** `PATCH /notifications/{id}/read` (idempotent); 404 for an unknown or foreign id. */
export function markNotificationRead(client: ApiClient, notificationId: string) {
  return client.request({
    method: 'PATCH',
    path: `${notificationsKey}/${encodeURIComponent(notificationId)}/read`,
    schema: MessageSchema,
  })
}

/** Marks one notification read, in the cached list too. */
export function useMarkNotificationRead() {
  const { mutate } = useSWRConfig()
  return useApiMutation(
    'PATCH /notifications/{id}/read',
    async (client, notificationId: string) => {
      const answer = await markNotificationRead(client, notificationId)
      await mutate<Notification[]>(
        notificationsKey,
        (list) =>
          list?.map((item) => (item._id === notificationId ? { ...item, isRead: true } : item)),
        { revalidate: false },
      )
      return answer
    },
  )
}
