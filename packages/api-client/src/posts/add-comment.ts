'use client'

import { useSWRConfig } from 'swr'
import { isOffline } from '../client/api-error'
import type { ApiClient } from '../client/create-api-client'
import { offlineError, settlePress, writeOnce } from '../client/write-once'
import { type Comment, CommentResponseSchema } from '../contract/comment'
import type { Post } from '../contract/post'
import { useApiMutation } from '../react/use-api-mutation'
import { deleteCommentOnce } from './delete-comment'
import { getPost } from './get-post'
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

export interface AddCommentOnceInput {
  postId: string
  text: string
  /** The signed-in user: their comments are the ones this press may have made. */
  authorId: string
}

/** An added comment, and the post as the server now holds it (undefined when it could not be
 * read after a success). */
export interface AddedComment {
  comment: Comment
  post: Post | undefined
  /**
   * Comments of the user's with the same words that may be copies of this one (the connection
   * was cut while it was sent) but could not be removed. The screen says it may show twice.
   */
  possibleCopies?: string[]
  /**
   * The comment was made, but the post could not be read again after its answer: whether the
   * browser stored a copy too is not known, so none was removed. The screen says it may show
   * twice.
   */
  copiesUnchecked?: true
}

/**
 * Adds one comment, however the network behaves (decision 018). The post is read from the
 * server first (never a saved copy); after the comment is sent, answered or not, it is read
 * again: the user's comments with the same words that were not there before, stored before the
 * server's answer, are this press's — a lost answer is found among them, and the copies the
 * browser made by re-sending the request are removed (see `settlePress`: the first one stays).
 * The same words written on another device before the press are left alone.
 */
export async function addCommentOnce(
  client: ApiClient,
  input: AddCommentOnceInput,
): Promise<AddedComment> {
  if (isOffline()) throw offlineError()
  const { postId, text, authorId } = input
  const words = text.trim()
  const before = await getPost(client, postId, { fresh: true })
  const known = new Set(before.comments.map((comment) => comment._id))

  // Reads the post and settles this press's comments: one kept, its copies removed.
  async function settle(answeredId?: string, later = false): Promise<AddedComment | undefined> {
    const post = await getPost(client, postId, { fresh: true })
    const found = post.comments.filter(
      (comment) =>
        !known.has(comment._id) && authorOf(comment) === authorId && comment.text.trim() === words,
    )
    const settled = await settlePress(found, {
      answeredId,
      remove: later ? undefined : (commentId) => deleteCommentOnce(client, { postId, commentId }),
    })
    if (!settled) return undefined
    const removed = new Set(settled.removed)
    const comments = post.comments.filter((comment) => !removed.has(comment._id))
    const fresh = { ...post, comments, commentsCount: comments.length }
    const possibleCopies = settled.keptBoth.map((comment) => comment._id)
    return {
      comment: settled.kept,
      post: fresh,
      ...(possibleCopies.length > 0 ? { possibleCopies } : {}),
    }
  }

  return writeOnce(client, {
    key: `comment ${postId} ${authorId} ${words}`,
    async send() {
      const answer = await addComment(client, { postId, text })
      // Answered: still, the server may hold a copy the browser sent by itself. When that
      // cannot be checked, nothing is removed, and that is said.
      try {
        return (await settle(answer.comment._id)) ?? { comment: answer.comment, post: undefined }
      } catch {
        return { comment: answer.comment, post: undefined, copiesUnchecked: true }
      }
    },
    check: (later) => settle(undefined, later),
  })
}

function authorOf(comment: Comment): string | undefined {
  return comment.userId ?? comment.user._id
}

/** Adds a comment (once, see {@link addCommentOnce}) and puts it in every cached copy of the
 * post. */
export function useAddComment() {
  const { cache, mutate } = useSWRConfig()
  return useApiMutation('POST /posts/{id}/comment', async (client, input: AddCommentOnceInput) => {
    const added = await addCommentOnce(client, input)
    await updateCachedPost(cache, mutate, input.postId, (post) => {
      if (added.post) return { ...added.post, user: post.user }
      if (post.comments.some((comment) => comment._id === added.comment._id)) return post
      return {
        ...post,
        comments: [...post.comments, added.comment],
        commentsCount: post.commentsCount + 1,
      }
    })
    return added
  })
}
