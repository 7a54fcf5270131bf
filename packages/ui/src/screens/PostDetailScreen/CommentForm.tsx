'use client'

import { type FormEvent, type Ref, useEffect, useId, useState } from 'react'
import { Button } from '../../components/Button/Button'
import { Stack } from '../../components/Layout/Layout'
import { useFormDraft } from '../../drafts/use-form-draft'
import { post } from '../../i18n/compiled/en/post'
import { useT } from '../../i18n/use-t'
import { visuallyHidden } from '../../styles/utils.css'
import * as styles from './PostDetailScreen.css'

export interface CommentFormProps {
  /** Posts the (trimmed) comment. Resolve once it is added: the field is cleared; reject to
   * keep the text (the screen says why). */
  onSubmit: (text: string) => Promise<void>
  /** The text input, so that the post's comment button can focus it. */
  inputRef?: Ref<HTMLInputElement>
  /** A comment was added (the list already shows it). */
  onCommentAdded?: () => void
  /** Keeps the unsent text under this key of the nearest `DraftStore` (e.g. `comment:{postId}`)
   * and starts from it: what was typed survives a reload or an expired session. */
  draftKey?: string
}

/** "Add a comment…" and "Post", disabled while the text is blank. */
export function CommentForm({ onSubmit, inputRef, onCommentAdded, draftKey }: CommentFormProps) {
  const t = useT(post)
  const inputId = useId()
  const [isMutating, setMutating] = useState(false)
  const draft = useFormDraft(draftKey, { text: '' })
  const [text, setText] = useState(draft.initial.text)
  const blank = text.trim() === ''

  // Kept as typed; once sent, the field is cleared and the draft with it.
  const { keep } = draft
  useEffect(() => keep({ text: blank ? '' : text }), [keep, text, blank])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (blank || isMutating) return
    const sent = text
    setMutating(true)
    try {
      await onSubmit(sent.trim())
      // Clear only what was sent: anything typed while it was on its way stays.
      setText((current) => (current === sent ? '' : current))
      onCommentAdded?.()
    } catch {
      // The text stays for another try.
    } finally {
      setMutating(false)
    }
  }

  return (
    <Stack
      as="form"
      direction="row"
      align="center"
      gap="sm"
      className={styles.commentForm}
      onSubmit={submit}
      noValidate
    >
      <label htmlFor={inputId} className={visuallyHidden}>
        {t('post.addComment')}
      </label>
      <input
        ref={inputRef}
        id={inputId}
        className={styles.commentInput}
        placeholder={t('post.addComment')}
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
        {t('post.sendComment')}
      </Button>
    </Stack>
  )
}
