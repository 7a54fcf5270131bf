'use client'

import { useSWRConfig } from 'swr'
import type { ApiClient } from '../client/create-api-client'
import { gone, writeOnce } from '../client/write-once'
import { type MessageResponse, MessageSchema } from '../contract/message'
import { useApiMutation } from '../react/use-api-mutation'
import { getPost } from './get-post'
import { updateCachedPost } from './post-cache'

/** `DELETE /posts/comment/{commentId}`; comment author only (403). */
export function deleteComment(client: ApiClient, commentId: string) {
  return client.request({
    method: 'DELETE',
    path: `/posts/comment/${encodeURIComponent(commentId)}`,
    schema: MessageSchema,
  })
}

const GONE: MessageResponse = { message: 'Comment deleted successfully' }

/**
 * Deletes a comment once, however the network behaves: a lost answer is checked on its post,
 * and a comment already gone (404) counts as deleted.
 */
export function deleteCommentOnce(
  client: ApiClient,
  { postId, commentId }: { postId: string; commentId: string },
): Promise<MessageResponse> {
  return writeOnce(client, {
    key: `delete comment ${commentId}`,
    send: () => deleteComment(client, commentId).catch((error: unknown) => gone(error, GONE)),
    async check() {
      const post = await getPost(client, postId, { fresh: true }).catch((error: unknown) =>
        gone(error, null),
      )
      if (post?.comments.some((comment) => comment._id === commentId)) return undefined
      return GONE
    },
  })
}

/** Deletes a comment (once, see {@link deleteCommentOnce}) and removes it from every cached
 * copy of its post. */
export function useDeleteComment() {
  const { cache, mutate } = useSWRConfig()
  return useApiMutation(
    'DELETE /posts/comment/{id}',
    async (client, input: { postId: string; commentId: string }) => {
      const answer = await deleteCommentOnce(client, input)
      await updateCachedPost(cache, mutate, input.postId, (post) => {
        const comments = post.comments.filter((comment) => comment._id !== input.commentId)
        const removed = post.comments.length - comments.length
        return { ...post, comments, commentsCount: Math.max(0, post.commentsCount - removed) }
      })
      return answer
    },
  )
}
