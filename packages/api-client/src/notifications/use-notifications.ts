'use client'

import useSWR from 'swr'
import type { ApiError } from '../client/api-error'
import type { Notification } from '../contract/notification'
import { useApiClient } from '../react/api-provider'
import { getNotifications, NOTIFICATION_POLL_MS, notificationsKey } from './get-notifications'

export interface UseNotificationsOptions {
  /** Fetch and poll only while true (while someone is signed in). */
  enabled?: boolean
  /**
   * Called with each list this hook fetched from the server (a poll, a retry), not with
   * changes made in the cache (a notification marked read): what is checked after a poll.
   */
  onFetched?: (list: Notification[]) => void
}

/** Notifications, polled at once and then every 60 s — only while `enabled` (signed in). */
export function useNotifications({ enabled = true, onFetched }: UseNotificationsOptions = {}) {
  const client = useApiClient()
  return useSWR<Notification[], ApiError>(
    enabled ? notificationsKey : null,
    () => getNotifications(client),
    {
      refreshInterval: NOTIFICATION_POLL_MS,
      // SWR calls `onSuccess` unconditionally: an undefined one must not replace its default.
      ...(onFetched ? { onSuccess: (list: Notification[]) => onFetched(list) } : {}),
    },
  )
}
