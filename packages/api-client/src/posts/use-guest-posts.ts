'use client'

import useSWR from 'swr'
import { useApiClient } from '../react/api-provider'
import { getGuestPosts } from './get-guest-posts'
import { guestPostsKey } from './keys'

/** The guest feed, fetched once: no revalidation on focus or reconnect. */
export function useGuestPosts(options: { enabled?: boolean } = {}) {
  const client = useApiClient()
  return useSWR(options.enabled === false ? null : guestPostsKey, () => getGuestPosts(client), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  })
}
