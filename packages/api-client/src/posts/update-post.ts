'use client'

import { useSWRConfig } from 'swr'
import type { ApiClient, UploadOptions } from '../client/create-api-client'
import type { Post } from '../contract/post'
import { useApiMutation } from '../react/use-api-mutation'
import { postKey } from './keys'
import { invalidateFeed, updateCachedPost } from './post-cache'
import type { PostInput } from './post-form'
import { sendPostForm } from './send-post-form'

export interface UpdatePostInput extends PostInput, UploadOptions {
  postId: string
}

/**
 * `PATCH /posts/{id}` (multipart `caption`, optional `image`); owner only (403 otherwise),
 * then the populated post; `post` is undefined when that second call fails, or is cancelled
 * with `signal` after the upload was answered.
 */
export async function updatePost(
  client: ApiClient,
  { postId, onUploadProgress, signal, ...input }: UpdatePostInput,
): Promise<{ id: string; post: Post | undefined }> {
  return sendPostForm(client, {
    method: 'PATCH',
    path: postKey(postId),
    input,
    onUploadProgress,
    signal,
  })
}

/** Updates a post, puts the populated post wherever the cache shows it, and has the feed
 * reload its first page (spec §4: the cached feed goes after an edit). */
export function useUpdatePost() {
  const { cache, mutate } = useSWRConfig()
  return useApiMutation('PATCH /posts/{id}', async (client, input: UpdatePostInput) => {
    const updated = await updatePost(client, input)
    const fresh = updated.post
    if (fresh) {
      // Lists inside GET /posts/user/{id} carry no `user`: keep what each copy had.
      await updateCachedPost(cache, mutate, updated.id, (post) => ({ ...fresh, user: post.user }))
      await mutate(postKey(updated.id), fresh, { revalidate: false })
    } else {
      await mutate(postKey(updated.id))
    }
    await invalidateFeed(mutate)
    return updated
  })
}
