'use client'

import { isSessionExpired, type Post, useDeletePost, usePost } from '@photobooth/api-client'
import { useCallback } from 'react'
import { loadStatus } from '../../components/LoadState/load-status'
import { post as postMessages } from '../../i18n/compiled/en/post'
import { useT } from '../../i18n/use-t'
import { useWriteFailure } from '../../i18n/use-write-failure'
import { authorOf } from '../../posts/post-facts'
import { useCommentActions } from '../../posts/use-comment-actions'
import { useLikeToggle } from '../../posts/use-like-toggle'
import { usePostLoadFailure } from '../../posts/use-post-load-failure'
import { useToast } from '../../provider/toast-context'
import { MoreFromAuthor } from './MoreFromAuthor'
import { PostDetailView } from './PostDetailView'

export interface PostDetailScreenProps {
  /** The post to show (the route's `{id}`). */
  postId: string
  /**
   * The post could not be loaded (missing or a failure); the toast "Failed to load post" has
   * been shown. Called once per post id: the app goes to /.
   */
  onLoadFailed: () => void
  /** The owner deleted the post; the toast "Post deleted" has been shown. The app leaves. */
  onPostDeleted: (postId: string) => void
  /** Arrived from a successful edit: a notice confirms that the change landed. */
  postUpdated?: boolean
}

/**
 * The post page, connected: `GET /posts/{id}`, likes, comments and deletion with the spec's
 * toasts, and the author's other posts, drawn by {@link PostDetailView}.
 */
export function PostDetailScreen({
  postId,
  onLoadFailed,
  onPostDeleted,
  postUpdated = false,
}: PostDetailScreenProps) {
  const toast = useToast()
  const t = useT(postMessages)
  const { data: post, error, isValidating, mutate } = usePost(postId)
  const like = useLikeToggle()
  const comments = useCommentActions(postId)
  const { trigger: deletePost } = useDeletePost()
  const sayFailure = useWriteFailure()
  const loadFailed = !post && error !== undefined

  usePostLoadFailure(postId, loadFailed, onLoadFailed)

  const onDelete = useCallback(
    async (target: Post) => {
      try {
        await deletePost(target._id)
      } catch (failure) {
        if (!isSessionExpired(failure)) {
          toast.show(sayFailure(failure, t('post.deleteFailed'), 'deletion'), { tone: 'error' })
        }
        throw failure
      }
      toast.show(t('post.deleted'), { tone: 'success' })
      onPostDeleted(target._id)
    },
    [deletePost, toast, t, sayFailure, onPostDeleted],
  )

  const author = post ? authorOf(post, t) : undefined
  return (
    <PostDetailView
      status={loadStatus(post, error)}
      post={post}
      retrying={isValidating}
      onRetry={() => void mutate()}
      postUpdated={postUpdated}
      onLike={like.toggle}
      onDelete={onDelete}
      onAddComment={comments.add}
      onEditComment={comments.edit}
      onDeleteComment={comments.remove}
      more={
        // A deleted author has no id: no profile, no more posts.
        post && author?.profileId ? (
          <MoreFromAuthor userId={author.profileId} authorName={author.name} postId={post._id} />
        ) : null
      }
    />
  )
}
