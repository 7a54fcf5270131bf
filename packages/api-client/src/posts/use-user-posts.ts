'use client'

import useSWR from 'swr'
import type { ApiError } from '../client/api-error'
import type { UserPosts } from '../contract/post'
import { useApiClient } from '../react/api-provider'
import { getUserPosts } from './get-user-posts'
import { userPostsKey } from './keys'

/** A user's profile and posts; `userId` undefined requests nothing. */
export function useUserPosts(userId: string | undefined) {
  const client = useApiClient()
  return useSWR<UserPosts, ApiError>(userId ? userPostsKey(userId) : null, () =>
    getUserPosts(client, userId as string),
  )
}
