import type { ApiClient } from '../client/create-api-client'
import { UserPostsSchema } from '../contract/post'
import type { ReadOptions } from './get-post'
import { userPostsKey } from './keys'

export { userPostsKey }

/** `GET /posts/user/{userId}`: `{ user, posts, postsCount }`, posts without `user`;
 * 404 `User not found`. A public read: sent without the token (see `RequestOptions.auth`).
 * A module without `'use client'`, apart from its hook, so that a server can call it. */
export function getUserPosts(client: ApiClient, userId: string, options: ReadOptions = {}) {
  return client.request({
    path: userPostsKey(userId),
    auth: false,
    schema: UserPostsSchema,
    ...options,
  })
}
