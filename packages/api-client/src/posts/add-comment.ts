'use client'

import { useSWRConfig } from 'swr'
import type { ApiClient } from '../client/create-api-client'
import { keepOne, writeOnce } from '../client/write-once'
import { type Comment, CommentResponseSchema } from '../contract/comment'
import type { Post } from '../contract/post'
import { useApiMutation } from '../react/use-api-mutation'
import { deleteComment } from './delete-comment'
import { getPost } from './get-post'
import { postKey } from './keys'
import { updateCachedPost } from './post-cache'

/** How far apart (server time) a comment and a copy the browser sent of it can be stored. */
const COPY_WINDOW_MS = 60_000

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
  /** The ids of the post's comments before the press (the copy on screen). */
  knownCommentIds: ReadonlySet<string>
}

/**
 * Adds one comment, however the network behaves: a lost answer is looked for on the post,
 * and copies of it (the browser re-sends a request whose connection was cut) are removed.
 * Resolves to the comment and the post as the server now holds it (undefined when it could
 * not be read after a success).
 */
export async function addCommentOnce(
  client: ApiClient,
  input: AddCommentOnceInput,
): Promise<{ comment: Comment; post: Post | undefined }> {
  const { postId, text, authorId, knownCommentIds } = input
  const mine = (post: Post) =>
    post.comments.filter(
      (comment) =>
        authorOf(comment) === authorId &&
        comment.text.trim() === text.trim() &&
        !knownCommentIds.has(comment._id),
    )
  // Reads the post, keeps one of this press's comments (`keepId` if given), removes the rest.
  async function settle(keepId: string | undefined) {
    const post = await getPost(client, postId)
    let made = mine(post)
    // Answered, the server's own time of the comment bounds its copies (a copy on screen may
    // be old enough to miss an identical comment written meanwhile on another device).
    const answered = made.find((comment) => comment._id === keepId)
    if (answered) {
      const at = Date.parse(answered.createdAt)
      made = made.filter(
        (comment) => Math.abs(Date.parse(comment.createdAt) - at) <= COPY_WINDOW_MS,
      )
    }
    const one = await keepOne(made, keepId, (id) => deleteComment(client, id))
    if (!one) return undefined
    const removed = new Set(one.removed)
    const comments = post.comments.filter((comment) => !removed.has(comment._id))
    const fresh = { ...post, comments, commentsCount: comments.length }
    return { comment: one.kept, post: fresh }
  }

  return writeOnce(client, {
    key: `comment ${postId} ${authorId} ${text.trim()}`,
    async send() {
      const answer = await addComment(client, { postId, text })
      // Answered: still, the server may hold a copy the browser sent by itself.
      const settled = await settle(answer.comment._id).catch(() => undefined)
      return settled ?? { comment: answer.comment, post: undefined }
    },
    check: () => settle(undefined),
  })
}

function authorOf(comment: Comment): string | undefined {
  return comment.userId ?? comment.user._id
}

/** Adds a comment (once, see {@link addCommentOnce}) and puts it in every cached copy of the
 * post. */
export function useAddComment() {
  const { cache, mutate } = useSWRConfig()
  return useApiMutation(
    'POST /posts/{id}/comment',
    async (client, input: Omit<AddCommentOnceInput, 'knownCommentIds'>) => {
      // What the press may have added is told by what was there before it: the copy on
      // screen, or (none cached) the server's.
      const before =
        (cache.get(postKey(input.postId))?.data as Post | undefined) ??
        (await getPost(client, input.postId))
      const knownCommentIds = new Set(before.comments.map((comment) => comment._id))
      const added = await addCommentOnce(client, { ...input, knownCommentIds })
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
    },
  )
}
