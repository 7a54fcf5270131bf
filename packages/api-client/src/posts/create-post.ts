'use client'

import { useSWRConfig } from 'swr'
import type { ApiClient, UploadOptions } from '../client/create-api-client'
import type { Post } from '../contract/post'
import { useApiMutation } from '../react/use-api-mutation'
import { postKey } from './keys'
import { revalidatePostLists } from './post-cache'
import type { PostInput } from './post-form'
import { sendPostForm } from './send-post-form'

export type CreatePostInput = PostInput & UploadOptions

/**
 * `POST /posts` (multipart `caption`, `image`), then the populated post. If that second call
 * fails the post exists all the same: `post` is then undefined and lists are reloaded.
 * Cancelling with `signal` once the upload was answered only cancels that second call.
 */
export async function createPost(
  client: ApiClient,
  { onUploadProgress, signal, ...input }: CreatePostInput,
): Promise<{ id: string; post: Post | undefined }> {
  return sendPostForm(client, { method: 'POST', path: '/posts', input, onUploadProgress, signal })
}

/** Creates a post, stores the populated post in the cache and reloads the feeds. */
export function useCreatePost() {
  const { cache, mutate } = useSWRConfig()
  return useApiMutation('POST /posts', async (client, input: CreatePostInput) => {
    const created = await createPost(client, input)
    if (created.post) await mutate(postKey(created.id), created.post, { revalidate: false })
    await revalidatePostLists(cache, mutate, created.post?.userId)
    return created
  })
}
