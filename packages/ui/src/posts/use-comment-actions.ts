import {
  type Comment,
  isSessionExpired,
  useAddComment,
  useDeleteComment,
  useEditComment,
} from '@photobooth/api-client'
import { useCallback } from 'react'
import { post } from '../i18n/compiled/en/post'
import type { PartId } from '../i18n/messages/en'
import { useT } from '../i18n/use-t'
import { useToast } from '../provider/toast-context'

/** The comment toasts of spec §8: their ids in the catalogue (part "post"). */
export const COMMENT_MESSAGES = {
  addFailed: 'post.commentAddFailed',
  updated: 'post.commentUpdated',
  updateFailed: 'post.commentUpdateFailed',
  deleted: 'post.commentDeleted',
  deleteFailed: 'post.commentDeleteFailed',
} as const satisfies Record<string, PartId<'post'>>

export interface CommentActions {
  /** Adds a comment; rejects (after its toast) if it was not posted, so the text stays. */
  add: (text: string) => Promise<void>
  /** Saves an edit; rejects (after its toast) if it was not saved, so edit mode stays. */
  edit: (comment: Comment, text: string) => Promise<void>
  /** Deletes a comment; rejects (after its toast) if it stays. */
  remove: (comment: Comment) => Promise<void>
}

/**
 * The comments of one post: the requests, every cached copy of the post kept in step, and the
 * spec's toasts (none for a session that ran out: the app says that itself). The views (`CommentList`, the comment form) only hold what is being typed.
 */
export function useCommentActions(postId: string): CommentActions {
  const toast = useToast()
  const t = useT(post)
  const { trigger: addComment } = useAddComment()
  const { trigger: editComment } = useEditComment()
  const { trigger: deleteComment } = useDeleteComment()

  const add = useCallback(
    async (text: string) => {
      try {
        await addComment({ postId, text })
      } catch (error) {
        if (!isSessionExpired(error)) toast.show(t(COMMENT_MESSAGES.addFailed), { tone: 'error' })
        throw error
      }
    },
    [addComment, postId, toast, t],
  )
  const edit = useCallback(
    async (comment: Comment, text: string) => {
      try {
        await editComment({ postId, commentId: comment._id, text })
      } catch (error) {
        if (!isSessionExpired(error))
          toast.show(t(COMMENT_MESSAGES.updateFailed), { tone: 'error' })
        throw error
      }
      toast.show(t(COMMENT_MESSAGES.updated), { tone: 'success' })
    },
    [editComment, postId, toast, t],
  )
  const remove = useCallback(
    async (comment: Comment) => {
      try {
        await deleteComment({ postId, commentId: comment._id })
      } catch (error) {
        if (!isSessionExpired(error))
          toast.show(t(COMMENT_MESSAGES.deleteFailed), { tone: 'error' })
        throw error
      }
      toast.show(t(COMMENT_MESSAGES.deleted), { tone: 'success' })
    },
    [deleteComment, postId, toast, t],
  )
  return { add, edit, remove }
}
