'use client'

import { useSWRConfig } from 'swr'
import type { ApiClient } from '../client/create-api-client'
import { writeOnce } from '../client/write-once'
import { type CommentResponse, CommentResponseSchema } from '../contract/comment'
import { useApiMutation } from '../react/use-api-mutation'
import { getPost } from './get-post'
import { updateCachedPost } from './post-cache'

export interface EditCommentInput {
  /** The post the comment belongs to, to update cached copies. */
  postId: string
  commentId: string
  text: string
}

/** `PATCH /posts/comment/{commentId}` `{ text }`; comment author only (403). */
export function editComment(
  client: ApiClient,
  { commentId, text }: Omit<EditCommentInput, 'postId'>,
) {
  return client.request({
    method: 'PATCH',
    path: `/posts/comment/${encodeURIComponent(commentId)}`,
    json: { text },
    schema: CommentResponseSchema,
  })
}

/**
 * Edits a comment, however the network behaves: a lost answer is checked on its post (the
 * comment reads the new text: saved). Sending the same edit twice changes nothing more.
 */
export function editCommentOnce(
  client: ApiClient,
  input: EditCommentInput,
): Promise<CommentResponse> {
  return writeOnce(client, {
    key: `edit comment ${input.commentId} ${input.text}`,
    send: () => editComment(client, input),
    async check() {
      const post = await getPost(client, input.postId, { fresh: true })
      const comment = post.comments.find((candidate) => candidate._id === input.commentId)
      if (!comment || comment.text !== input.text) return undefined
      return { comment, message: 'Comment updated successfully' }
    },
  })
}

/** Edits a comment and replaces it in every cached copy of its post. */
export function useEditComment() {
  const { cache, mutate } = useSWRConfig()
  return useApiMutation('PATCH /posts/comment/{id}', async (client, input: EditCommentInput) => {
    const answer = await editCommentOnce(client, input)
    await updateCachedPost(cache, mutate, input.postId, (post) => ({
      ...post,
      comments: post.comments.map((comment) =>
        comment._id === input.commentId ? { ...comment, ...answer.comment } : comment,
      ),
    }))
    return answer
  })
}
