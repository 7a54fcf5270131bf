'use client'

import {
  type Comment,
  isSessionExpired,
  useAddComment,
  useDeleteComment,
  useEditComment,
} from '@photobooth/api-client'
import { useCallback } from 'react'
import { post } from '../i18n/compiled/en/post'
import { useT } from '../i18n/use-t'
import { useWriteFailure } from '../i18n/use-write-failure'
import { useToast } from '../provider/toast-context'
import { useViewer } from '../provider/viewer-context'

export interface CommentActions {
  /** Adds a comment; rejects (after its toast) if it was not posted, so the text stays. */
  add: (text: string) => Promise<void>
  /** Saves an edit; rejects (after its toast) if it was not saved, so edit mode stays. */
  edit: (comment: Comment, text: string) => Promise<void>
  /** Deletes a comment; rejects (after its toast) if it stays. */
  remove: (comment: Comment) => Promise<void>
}

/**
 * The comments of one post: the requests (each made once, however the network behaves), every
 * cached copy of the post kept in step, and the spec's toasts (none for a session that ran
 * out: the app says that itself; offline and unconfirmed writes say so). The views
 * (`CommentList`, the comment form) only hold what is being typed.
 */
export function useCommentActions(postId: string): CommentActions {
  const toast = useToast()
  const t = useT(post)
  const failure = useWriteFailure()
  const viewer = useViewer()
  const { trigger: addComment } = useAddComment()
  const { trigger: editComment } = useEditComment()
  const { trigger: deleteComment } = useDeleteComment()

  const add = useCallback(
    async (text: string) => {
      let added: Awaited<ReturnType<typeof addComment>>
      try {
        added = await addComment({ postId, text, authorId: viewer?._id ?? '' })
      } catch (error) {
        if (!isSessionExpired(error)) {
          toast.show(failure(error, t('post.commentAddFailed')), { tone: 'error' })
        }
        throw error
      }
      // A copy the server stored too that could not be removed, or could not be looked for:
      // said, not hidden.
      if (added?.possibleCopies?.length || added?.copiesUnchecked) {
        toast.show(t('post.commentMayShowTwice'))
      }
    },
    [addComment, postId, viewer, toast, t, failure],
  )
  const edit = useCallback(
    async (comment: Comment, text: string) => {
      try {
        await editComment({ postId, commentId: comment._id, text })
      } catch (error) {
        if (!isSessionExpired(error)) {
          toast.show(failure(error, t('post.commentUpdateFailed')), { tone: 'error' })
        }
        throw error
      }
      toast.show(t('post.commentUpdated'), { tone: 'success' })
    },
    [editComment, postId, toast, t, failure],
  )
  const remove = useCallback(
    async (comment: Comment) => {
      try {
        await deleteComment({ postId, commentId: comment._id })
      } catch (error) {
        if (!isSessionExpired(error)) {
          toast.show(failure(error, t('post.commentDeleteFailed'), 'deletion'), {
            tone: 'error',
          })
        }
        throw error
      }
      toast.show(t('post.commentDeleted'), { tone: 'success' })
    },
    [deleteComment, postId, toast, t, failure],
  )
  return { add, edit, remove }
}
