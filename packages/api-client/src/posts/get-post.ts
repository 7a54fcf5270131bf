'use client'

import useSWR from 'swr'
import type { ApiError } from '../client/api-error'
import type { ApiClient, RequestOptions } from '../client/create-api-client'
import { type Post, PostSchema } from '../contract/post'
import { useApiClient } from '../react/api-provider'
import { postKey } from './keys'

export { postKey }

/** How a read is made: cancelled with `signal`; `fresh` for the server's own state, never a
 * saved copy (see `RequestOptions.fresh`). */
export type ReadOptions = Pick<RequestOptions<unknown>, 'signal' | 'fresh'>

/** `GET /posts/{id}`: the populated post; 404 `Post not found`. A public read: sent without
 * the token (see `RequestOptions.auth`). */
export function getPost(client: ApiClient, postId: string, options: ReadOptions = {}) {
  return client.request({ path: postKey(postId), auth: false, schema: PostSchema, ...options })
}

/** One post; `postId` undefined (or empty) requests nothing. */
export function usePost(postId: string | undefined) {
  const client = useApiClient()
  return useSWR<Post, ApiError>(postId ? postKey(postId) : null, () =>
    getPost(client, postId as string),
  )
}
