'use client'

import { useCallback } from 'react'
import { type Cache, type ScopedMutator, useSWRConfig } from 'swr'
import type { ApiClient } from '../client/create-api-client'
import { type LikeResponse, LikeResponseSchema, type Post } from '../contract/post'
import { useApiClient } from '../react/api-provider'
import { postKey } from './keys'
import { isLikedBy, type Liking, withLike } from './likes'
import { updateCachedPost } from './post-cache'

/** `POST /posts/{id}/like`: a toggle answering `{ liked }`; 404 `Post not found`. */
export function toggleLike(client: ApiClient, postId: string) {
  return client.request({
    method: 'POST',
    path: `${postKey(postId)}/like`,
    schema: LikeResponseSchema,
  })
}

/**
 * Flips the like at once in every cached copy of the post, then calls the server. On failure
 * the like is put back as it was and the error is thrown; otherwise the server's answer is
 * applied (it wins over the guess, and over a refetch that raced the like).
 */
export async function toggleLikeOptimistically(
  client: ApiClient,
  { cache, mutate }: { cache: Cache; mutate: ScopedMutator },
  post: Pick<Post, '_id' | 'likes'>,
  me: Liking,
): Promise<LikeResponse> {
  const wasLiked = isLikedBy(post, me._id)
  const set = (liked: boolean) =>
    updateCachedPost(cache, mutate, post._id, (cached) => withLike(cached, me, liked))
  await set(!wasLiked)
  try {
    const answer = await toggleLike(client, post._id)
    // The server's answer is the truth: it also corrects a refetch that landed while the
    // like was on its way and carried the state from before it.
    await set(answer.liked)
    return answer
  } catch (error) {
    await set(wasLiked)
    throw error
  }
}

/** `toggle(post, me)`: an optimistic like or unlike, rolled back on failure. */
export function useToggleLike() {
  const client = useApiClient()
  const { cache, mutate } = useSWRConfig()
  return useCallback(
    (post: Pick<Post, '_id' | 'likes'>, me: Liking) =>
      toggleLikeOptimistically(client, { cache, mutate }, post, me),
    [client, cache, mutate],
  )
}
