'use client'

import useSWR from 'swr'
import type { ApiClient } from '../client/create-api-client'
import { PostListSchema } from '../contract/post'
import { useApiClient } from '../react/api-provider'
import { guestPostsKey } from './keys'

export { guestPostsKey }

/** `GET /posts` without authentication: the guest feed, a plain array of posts. */
export function getGuestPosts(client: ApiClient) {
  return client.request({ path: guestPostsKey, auth: false, schema: PostListSchema })
}

/** The guest feed, fetched once: no revalidation on focus or reconnect. */
export function useGuestPosts(options: { enabled?: boolean } = {}) {
  const client = useApiClient()
  return useSWR(options.enabled === false ? null : guestPostsKey, () => getGuestPosts(client), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    revalidateIfStale: false,
  })
}
