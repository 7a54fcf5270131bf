import type { ApiClient } from '../client/create-api-client'
import { PostListSchema } from '../contract/post'
import { guestPostsKey } from './keys'

export { guestPostsKey }

/** `GET /posts` without authentication: the guest feed, a plain array of posts. A module
 * without `'use client'`, apart from its hook, so that a server can call it. */
export function getGuestPosts(client: ApiClient) {
  return client.request({ path: guestPostsKey, auth: false, schema: PostListSchema })
}
