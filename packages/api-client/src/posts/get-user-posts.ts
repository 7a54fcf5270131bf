'use client'

import useSWR from 'swr'
import type { ApiError } from '../client/api-error'
import type { ApiClient } from '../client/create-api-client'
import { type UserPosts, UserPostsSchema } from '../contract/post'
import { useApiClient } from '../react/api-provider'
import type { ReadOptions } from './get-post'
import { userPostsKey } from './keys'

export { userPostsKey }

/** `GET /posts/user/{userId}`: `{ user, posts, postsCount }`, posts without `user`;
 * 404 `User not found`. A public read: sent without the token (see `RequestOptions.auth`). */
export function getUserPosts(client: ApiClient, userId: string, options: ReadOptions = {}) {
  return client.request({
    path: userPostsKey(userId),
    auth: false,
    schema: UserPostsSchema,
    ...options,
  })
}

/** A user's profile and posts; `userId` undefined requests nothing. */
export function useUserPosts(userId: string | undefined) {
  const client = useApiClient()
  return useSWR<UserPosts, ApiError>(userId ? userPostsKey(userId) : null, () =>
    getUserPosts(client, userId as string),
  )
}
