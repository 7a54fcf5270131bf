import { type Comment, useDeleteComment, useEditComment } from '@photobooth/api-client'
import {
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { paths } from '../../paths'
import { useToast } from '../../provider/toast-context'
import { useUi } from '../../provider/ui-context'
import { useViewer } from '../../provider/viewer-context'
import { visuallyHidden } from '../../styles/utils.css'
import { Avatar } from '../Avatar/Avatar'
import { Button, IconButton } from '../Button/Button'
import { textarea as textareaStyle } from '../Field/Field.css'
import { EditIcon, TrashIcon } from '../Icon/icons'
import { RelativeTime } from '../RelativeTime/RelativeTime'
import * as styles from './CommentList.css'

export interface CommentListProps {
  /** The post the comments belong to: edits and deletions update its cached copies. */
  postId: string
  /** The post's comments, oldest first (as the server sends them). */
  comments: readonly Comment[]
  className?: string
}

/**
 * A post's comments, oldest first. The author of a comment (and only they) can edit it in place
 * or delete it.
 */
export function CommentList({ postId, comments, className }: CommentListProps) {
  // Focus lands here when a comment is deleted, rather than falling back to the page.
  const root = useRef<HTMLDivElement>(null)
  return (
    <div ref={root} tabIndex={-1} className={[styles.root, className].filter(Boolean).join(' ')}>
      {comments.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>No comments yet.</p>
          <p className={styles.emptyDetail}>Start the conversation.</p>
        </div>
      ) : (
        <ul className={styles.list} aria-label="Comments">
          {comments.map((comment) => (
            <CommentItem
              key={comment._id}
              postId={postId}
              comment={comment}
              focusAfterDelete={root}
            />
          ))}
        </ul>
      )}
    </div>
  )
}

function CommentItem({
  postId,
  comment,
  focusAfterDelete,
}: {
  postId: string
  comment: Comment
  focusAfterDelete: RefObject<HTMLElement | null>
}) {
  const viewer = useViewer()
  const toast = useToast()
  const { Link } = useUi()
  const edit = useEditComment()
  const remove = useDeleteComment()
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(comment.text)
  const editButton = useRef<HTMLButtonElement>(null)
  const textarea = useRef<HTMLTextAreaElement>(null)
  const refocusEdit = useRef(false)
  const textareaId = useId()

  // A deleted author comes back as `{ name: "Unknown" }` next to a stale `userId`: their
  // comments can still be owned, but there is no profile to link to.
  const profileId = comment.user._id
  const authorId = profileId ?? comment.userId
  const name = comment.user.name
  const mine = viewer !== null && authorId !== undefined && authorId === viewer._id
  const edited = comment.updatedAt !== undefined && comment.updatedAt !== comment.createdAt

  useEffect(() => {
    if (editing) {
      const field = textarea.current
      field?.focus()
      field?.setSelectionRange(field.value.length, field.value.length)
    } else if (refocusEdit.current) {
      refocusEdit.current = false
      editButton.current?.focus()
    }
  }, [editing])

  const startEditing = () => {
    setDraft(comment.text)
    setEditing(true)
  }

  const stopEditing = () => {
    refocusEdit.current = true
    setEditing(false)
  }

  const save = async (event?: FormEvent) => {
    event?.preventDefault()
    const text = draft.trim()
    if (!text || edit.isMutating) return
    if (text === comment.text) return stopEditing()
    try {
      await edit.trigger({ postId, commentId: comment._id, text })
      toast.show('Comment updated', { tone: 'success' })
      stopEditing()
    } catch {
      // Stay in edit mode with the draft as typed, so nothing is lost.
      toast.show('Failed to update comment', { tone: 'error' })
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && !edit.isMutating) {
      event.preventDefault()
      event.stopPropagation()
      stopEditing()
    } else if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      void save(event)
    }
  }

  const deleteComment = async () => {
    try {
      await remove.trigger({ postId, commentId: comment._id })
      toast.show('Comment deleted', { tone: 'success' })
      focusAfterDelete.current?.focus()
    } catch {
      toast.show('Failed to delete comment', { tone: 'error' })
    }
  }

  const author = profileId ? (
    <Link href={paths.profile(profileId)} className={styles.author}>
      {name}
    </Link>
  ) : (
    <span className={styles.author}>{name}</span>
  )

  return (
    <li className={styles.item} aria-busy={remove.isMutating || undefined}>
      <Avatar user={comment.user} size="small" />
      <div className={styles.content}>
        {editing ? (
          <form className={styles.editForm} onSubmit={save} noValidate>
            <span className={styles.editAuthor}>{author}</span>
            <label htmlFor={textareaId} className={visuallyHidden}>
              Edit your comment
            </label>
            <textarea
              ref={textarea}
              id={textareaId}
              className={[textareaStyle, styles.editField].join(' ')}
              rows={2}
              value={draft}
              onChange={(event) => setDraft(event.target.value)}
              onKeyDown={onKeyDown}
            />
            <div className={styles.editActions}>
              <Button
                variant="secondary"
                size="small"
                onClick={stopEditing}
                disabled={edit.isMutating}
              >
                Cancel
              </Button>
              <Button
                type="submit"
                size="small"
                disabled={draft.trim() === ''}
                busy={edit.isMutating}
              >
                Save
              </Button>
            </div>
          </form>
        ) : (
          <>
            <p className={styles.text}>
              {author} <span className={styles.body}>{comment.text}</span>
            </p>
            <div className={styles.meta}>
              <RelativeTime iso={comment.createdAt} />
              {edited ? <span>Edited</span> : null}
              {mine ? (
                <span className={styles.actions}>
                  <IconButton
                    ref={editButton}
                    label="Edit comment"
                    className={styles.action}
                    onClick={startEditing}
                    disabled={remove.isMutating}
                  >
                    <EditIcon size={16} />
                  </IconButton>
                  <IconButton
                    label="Delete comment"
                    tone="danger"
                    className={styles.action}
                    onClick={deleteComment}
                    disabled={remove.isMutating}
                  >
                    <TrashIcon size={16} />
                  </IconButton>
                </span>
              ) : null}
            </div>
          </>
        )}
      </div>
    </li>
  )
}
