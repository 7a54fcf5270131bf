'use client'

import { useSWRConfig } from 'swr'
import type { ApiClient } from '../client/create-api-client'
import { MessageSchema } from '../contract/message'
import { useApiMutation } from '../react/use-api-mutation'
import { postKey } from './keys'
import { updateCachedPost } from './post-cache'

/** `DELETE /posts/{id}`; owner only (403), 404 when already gone. */
export function deletePost(client: ApiClient, postId: string) {
  return client.request({ method: 'DELETE', path: postKey(postId), schema: MessageSchema })
}

/** Deletes a post and takes it out of every list in the cache. */
export function useDeletePost() {
  const { cache, mutate } = useSWRConfig()
  return useApiMutation('DELETE /posts/{id}', async (client, postId: string) => {
    const answer = await deletePost(client, postId)
    await updateCachedPost(cache, mutate, postId, () => null)
    return answer
  })
}
