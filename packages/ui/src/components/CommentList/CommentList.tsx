'use client'

import type { Comment } from '@photobooth/api-client'
import {
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react'
import { post } from '../../i18n/compiled/en/post'
import { useT } from '../../i18n/use-t'
import { EditIcon, TrashIcon } from '../../icons/icons'
import { cx } from '../../lib/class-names'
import { authorOf, authorProfileHref, isOwnedBy } from '../../posts/post-facts'
import { useUi } from '../../provider/ui-context'
import { useViewer } from '../../provider/viewer-context'
import { text } from '../../styles/text.css'
import { visuallyHidden } from '../../styles/utils.css'
import { Avatar } from '../Avatar/Avatar'
import { Button, IconButton } from '../Button/Button'
import { textarea as textareaStyle } from '../Field/Field.css'
import { Stack } from '../Layout/Layout'
import { RelativeTime } from '../RelativeTime/RelativeTime'
import { Text } from '../Text/Text'
import * as styles from './CommentList.css'

export interface CommentListProps {
  /** The post's comments, oldest first (as the server sends them). */
  comments: readonly Comment[]
  /**
   * The author saved an edit. Resolve once it is saved (edit mode closes); reject to stay in
   * edit mode with the text as typed (the screen says why).
   */
  onEditComment: (comment: Comment, text: string) => Promise<void>
  /** The author deleted a comment. Resolve once it is gone; reject if it stays. */
  onDeleteComment: (comment: Comment) => Promise<void>
  className?: string
}

/**
 * A post's comments, oldest first. The author of a comment (and only they) can edit it in place
 * or delete it; the screen carries the changes out.
 */
export function CommentList({
  comments,
  onEditComment,
  onDeleteComment,
  className,
}: CommentListProps) {
  const t = useT(post)
  // Focus lands here when a comment is deleted, rather than falling back to the page.
  const root = useRef<HTMLDivElement>(null)
  return (
    <div ref={root} tabIndex={-1} className={[styles.root, className].filter(Boolean).join(' ')}>
      {comments.length === 0 ? (
        <Stack align="center" gap="xxs" className={styles.empty}>
          <Text as="p" size="md" weight="medium" tone="default">
            {t('post.noComments')}
          </Text>
          <Text as="p" size="sm" tone="muted">
            {t('post.noCommentsDetail')}
          </Text>
        </Stack>
      ) : (
        <Stack as="ul" gap="md" className={styles.list} aria-label={t('post.comments')}>
          {comments.map((comment) => (
            <CommentItem
              key={comment._id}
              comment={comment}
              onEdit={onEditComment}
              onDelete={onDeleteComment}
              focusAfterDelete={root}
            />
          ))}
        </Stack>
      )}
    </div>
  )
}

function CommentItem({
  comment,
  onEdit,
  onDelete,
  focusAfterDelete,
}: {
  comment: Comment
  onEdit: CommentListProps['onEditComment']
  onDelete: CommentListProps['onDeleteComment']
  focusAfterDelete: RefObject<HTMLElement | null>
}) {
  const t = useT(post)
  const viewer = useViewer()
  const { Link, paths } = useUi()
  const [saving, setSaving] = useState(false)
  const [deleting, setDeleting] = useState(false)
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState(comment.text)
  const editButton = useRef<HTMLButtonElement>(null)
  const textarea = useRef<HTMLTextAreaElement>(null)
  const refocusEdit = useRef(false)
  const textareaId = useId()

  const { profileId, name, ...owner } = authorOf(comment, t)
  const mine = isOwnedBy({ profileId, name, ...owner }, viewer?._id)
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
    if (!text || saving) return
    if (text === comment.text) return stopEditing()
    setSaving(true)
    try {
      await onEdit(comment, text)
      stopEditing()
    } catch {
      // Stay in edit mode with the draft as typed, so nothing is lost.
    } finally {
      setSaving(false)
    }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape' && !saving) {
      event.preventDefault()
      event.stopPropagation()
      stopEditing()
    } else if (event.key === 'Enter' && (event.metaKey || event.ctrlKey)) {
      void save(event)
    }
  }

  const deleteComment = async () => {
    setDeleting(true)
    try {
      await onDelete(comment)
      focusAfterDelete.current?.focus()
    } catch {
      // It stays; the screen said why.
    } finally {
      setDeleting(false)
    }
  }

  const profileHref = authorProfileHref({ profileId }, viewer?._id, paths)
  const author = profileHref ? (
    <Link
      href={profileHref}
      className={cx(styles.author, text({ weight: 'bold', tone: 'default' }))}
    >
      {name}
    </Link>
  ) : (
    <Text weight="bold" tone="default" className={styles.author}>
      {name}
    </Text>
  )

  return (
    <Stack
      as="li"
      direction="row"
      align="start"
      gap="sm"
      className={styles.item}
      aria-busy={deleting || undefined}
    >
      <Avatar user={comment.user} size="small" />
      <div className={styles.content}>
        {editing ? (
          <Stack as="form" gap="xs" onSubmit={save} noValidate>
            <Text size="sm">{author}</Text>
            <label htmlFor={textareaId} className={visuallyHidden}>
              {t('post.editYourComment')}
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
            <Stack direction="row" justify="end" gap="xs">
              <Button variant="secondary" size="small" onClick={stopEditing} disabled={saving}>
                {t('post.cancel')}
              </Button>
              <Button type="submit" size="small" disabled={draft.trim() === ''} busy={saving}>
                {t('post.save')}
              </Button>
            </Stack>
          </Stack>
        ) : (
          <>
            <Text as="p" size="sm" leading="normal" className={styles.text}>
              {/* Trimmed: line breaks inside are kept (pre-wrap), but the server accepts a
                  comment of blanks alone, which would otherwise stand as empty lines. In the
                  direction of the writer's language, whatever the page's. */}
              {author}{' '}
              <Text dir="auto" tone="default">
                {comment.text.trim()}
              </Text>
            </Text>
            <Stack
              direction="row"
              align="center"
              gap="sm"
              className={cx(styles.meta, text({ size: 'xs', tone: 'muted' }))}
            >
              <RelativeTime iso={comment.createdAt} />
              {edited ? <span>{t('post.edited')}</span> : null}
              {mine ? (
                <Stack as="span" inline direction="row" gap="xxs" className={styles.actions}>
                  <IconButton
                    ref={editButton}
                    label={t('post.editComment')}
                    className={styles.action}
                    onClick={startEditing}
                    disabled={deleting}
                  >
                    <EditIcon size={16} />
                  </IconButton>
                  <IconButton
                    label={t('post.deleteComment')}
                    tone="danger"
                    className={styles.action}
                    onClick={deleteComment}
                    disabled={deleting}
                  >
                    <TrashIcon size={16} />
                  </IconButton>
                </Stack>
              ) : null}
            </Stack>
          </>
        )}
      </div>
    </Stack>
  )
}
