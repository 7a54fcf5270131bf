'use client'

import { useSWRConfig } from 'swr'
import type { ApiClient } from '../client/create-api-client'
import { gone, writeOnce } from '../client/write-once'
import { type MessageResponse, MessageSchema } from '../contract/message'
import { useApiMutation } from '../react/use-api-mutation'
import { getPost } from './get-post'
import { postKey } from './keys'
import { updateCachedPost } from './post-cache'

/** `DELETE /posts/{id}`; owner only (403), 404 when already gone. */
export function deletePost(client: ApiClient, postId: string) {
  return client.request({ method: 'DELETE', path: postKey(postId), schema: MessageSchema })
}

const GONE: MessageResponse = { message: 'Post deleted' }

/**
 * Deletes a post once, however the network behaves: a lost answer is checked by reading the
 * post, and a post already gone (a 404: the browser re-sent the request, or an earlier press
 * landed) counts as deleted.
 */
export function deletePostOnce(client: ApiClient, postId: string): Promise<MessageResponse> {
  return writeOnce(client, {
    key: `delete post ${postId}`,
    send: () => deletePost(client, postId).catch((error: unknown) => gone(error, GONE)),
    async check() {
      try {
        await getPost(client, postId, { fresh: true })
        return undefined
      } catch (error) {
        return gone(error, GONE)
      }
    },
  })
}

/** Deletes a post (once, see {@link deletePostOnce}) and takes it out of every list in the
 * cache. */
export function useDeletePost() {
  const { cache, mutate } = useSWRConfig()
  return useApiMutation('DELETE /posts/{id}', async (client, postId: string) => {
    const answer = await deletePostOnce(client, postId)
    await updateCachedPost(cache, mutate, postId, () => null)
    return answer
  })
}
