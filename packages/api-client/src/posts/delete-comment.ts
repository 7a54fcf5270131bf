'use client'

import { useSWRConfig } from 'swr'
import type { ApiClient } from '../client/create-api-client'
import { MessageSchema } from '../contract/message'
import { useApiMutation } from '../react/use-api-mutation'
import { updateCachedPost } from './post-cache'

/** `DELETE /posts/comment/{commentId}`; comment author only (403). */
export function deleteComment(client: ApiClient, commentId: string) {
  return client.request({
    method: 'DELETE',
    path: `/posts/comment/${encodeURIComponent(commentId)}`,
    schema: MessageSchema,
  })
}

/** Deletes a comment and removes it from every cached copy of its post. */
export function useDeleteComment() {
  const { cache, mutate } = useSWRConfig()
  return useApiMutation(
    'DELETE /posts/comment/{id}',
    async (client, input: { postId: string; commentId: string }) => {
      const answer = await deleteComment(client, input.commentId)
      await updateCachedPost(cache, mutate, input.postId, (post) => {
        const comments = post.comments.filter((comment) => comment._id !== input.commentId)
        const removed = post.comments.length - comments.length
        return { ...post, comments, commentsCount: Math.max(0, post.commentsCount - removed) }
      })
      return answer
    },
  )
}
