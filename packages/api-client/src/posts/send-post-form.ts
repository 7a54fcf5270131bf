import type { ApiClient, UploadOptions } from '../client/create-api-client'
import { type Post, RawPostSchema } from '../contract/post'
import { getPost } from './get-post'
import { type PostInput, toPostForm } from './post-form'

export interface SendPostFormOptions extends UploadOptions {
  method: 'POST' | 'PATCH'
  path: string
  input: PostInput
}

/**
 * Sends the post form to `POST /posts` or `PATCH /posts/{id}`. Both answer a *raw* post (no
 * author, comments or counts), so the populated post is fetched right after. If that second
 * call fails the post is saved all the same: `post` is then undefined. Cancelling with
 * `signal` once the upload was answered only cancels that second call.
 */
export async function sendPostForm(
  client: ApiClient,
  { method, path, input, onUploadProgress, signal }: SendPostFormOptions,
): Promise<{ id: string; post: Post | undefined }> {
  const raw = await client.request({
    method,
    path,
    form: toPostForm(input),
    schema: RawPostSchema,
    onUploadProgress,
    signal,
  })
  // The post is saved whatever happens to this second call.
  const post = await getPost(client, raw._id, { signal }).catch(() => undefined)
  return { id: raw._id, post }
}
