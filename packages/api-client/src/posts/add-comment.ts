'use client'

import { useSWRConfig } from 'swr'
import type { ApiClient } from '../client/create-api-client'
import { CommentResponseSchema } from '../contract/comment'
import { useApiMutation } from '../react/use-api-mutation'
import { postKey } from './keys'
import { updateCachedPost } from './post-cache'

/** `POST /posts/{id}/comment` `{ text }` → 201 `{ comment, message }`. */
export function addComment(client: ApiClient, { postId, text }: { postId: string; text: string }) {
  return client.request({
    method: 'POST',
    path: `${postKey(postId)}/comment`,
    json: { text },
    schema: CommentResponseSchema,
  })
}

/** Adds a comment and appends it to every cached copy of the post. */
export function useAddComment() {
  const { cache, mutate } = useSWRConfig()
  return useApiMutation(
    'POST /posts/{id}/comment',
    async (client, input: { postId: string; text: string }) => {
      const answer = await addComment(client, input)
      await updateCachedPost(cache, mutate, input.postId, (post) => ({
        ...post,
        comments: [...post.comments, answer.comment],
        commentsCount: post.commentsCount + 1,
      }))
      return answer
    },
  )
}
