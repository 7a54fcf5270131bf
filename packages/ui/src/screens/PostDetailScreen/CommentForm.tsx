import { useAddComment } from '@photobooth/api-client'
import { type FormEvent, type Ref, useId, useState } from 'react'
import { Button } from '../../components/Button/Button'
import { useToast } from '../../provider/toast-context'
import { visuallyHidden } from '../../styles/utils.css'
import * as styles from './PostDetailScreen.css'

export interface CommentFormProps {
  /** The post the comment is for. */
  postId: string
  /** The text input, so that the post's comment button can focus it. */
  inputRef?: Ref<HTMLInputElement>
  /** A comment was added (the list already shows it). */
  onCommentAdded?: () => void
}

/** "Add a comment…" and "Post", disabled while the text is blank. */
export function CommentForm({ postId, inputRef, onCommentAdded }: CommentFormProps) {
  const toast = useToast()
  const inputId = useId()
  const { trigger, isMutating } = useAddComment()
  const [text, setText] = useState('')
  const blank = text.trim() === ''

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (blank || isMutating) return
    const sent = text
    try {
      await trigger({ postId, text: sent.trim() })
      // Clear only what was sent: anything typed while it was on its way stays.
      setText((current) => (current === sent ? '' : current))
      onCommentAdded?.()
    } catch {
      toast.show('Failed to post comment', { tone: 'error' })
    }
  }

  return (
    <form className={styles.commentForm} onSubmit={submit} noValidate>
      <label htmlFor={inputId} className={visuallyHidden}>
        Add a comment…
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.commentInput}
        placeholder="Add a comment…"
        autoComplete="off"
        enterKeyHint="send"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <Button
        type="submit"
        variant="ghost"
        size="small"
        className={styles.postButton}
        disabled={blank}
        busy={isMutating}
      >
        Post
      </Button>
    </form>
  )
}
