import type { ApiClient, RequestOptions } from '../client/create-api-client'
import { PostSchema } from '../contract/post'
import { postKey } from './keys'

export { postKey }

/** How a read is made: cancelled with `signal`; `fresh` for the server's own state, never a
 * saved copy (see `RequestOptions.fresh`). */
export type ReadOptions = Pick<RequestOptions<unknown>, 'signal' | 'fresh'>

/** `GET /posts/{id}`: the populated post; 404 `Post not found`. A public read: sent without
 * the token (see `RequestOptions.auth`). A module without `'use client'`, apart from its hook,
 * so that a server can call it. */
export function getPost(client: ApiClient, postId: string, options: ReadOptions = {}) {
  return client.request({ path: postKey(postId), auth: false, schema: PostSchema, ...options })
}
