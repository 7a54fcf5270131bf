'use client'

import { useSWRConfig } from 'swr'
import type { ApiClient, UploadOptions } from '../client/create-api-client'
import { storedFileSize } from '../client/stored-file'
import { blobKey, writeOnce } from '../client/write-once'
import type { Post } from '../contract/post'
import { useApiMutation } from '../react/use-api-mutation'
import { getPost } from './get-post'
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

/**
 * Updates a post, however the network behaves: a lost answer is checked by reading the post
 * from the server (the caption reads as sent and, when a photo was sent, the stored photo is
 * not `previousImage` and has the uploaded bytes: saved). Sending the same edit twice changes
 * nothing more.
 */
export function updatePostOnce(
  client: ApiClient,
  input: UpdatePostInput,
  previousImage: string | null | undefined,
): Promise<{ id: string; post: Post | undefined }> {
  return writeOnce(client, {
    key: `edit post ${input.postId} ${input.caption} ${blobKey(input.image)}`,
    send: () => updatePost(client, input),
    async check() {
      const post = await getPost(client, input.postId, { fresh: true })
      const captionSaved = (post.caption ?? '').trim() === input.caption.trim()
      // The photo sent is the one stored: not the one before, and of the uploaded bytes.
      const photoSaved =
        !input.image ||
        (post.image !== null &&
          post.image !== previousImage &&
          (await storedFileSize(client, post.image)) === input.image.size)
      return captionSaved && photoSaved ? { id: post._id, post } : undefined
    },
  })
}

/** Updates a post, puts the populated post wherever the cache shows it, and has the feed
 * reload its first page (spec §4: the cached feed goes after an edit). */
export function useUpdatePost() {
  const { cache, mutate } = useSWRConfig()
  return useApiMutation('PATCH /posts/{id}', async (client, input: UpdatePostInput) => {
    const cached = cache.get(postKey(input.postId))?.data as Post | undefined
    const updated = await updatePostOnce(client, input, cached?.image)
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
