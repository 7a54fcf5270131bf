'use client'

import type { MouseEvent } from 'react'
import { Alert } from '../../components/Alert/Alert'
import { Button } from '../../components/Button/Button'
import { Cluster } from '../../components/Layout/Layout'
import { compose } from '../../i18n/compiled/en/compose'
import { useT } from '../../i18n/use-t'
import { cx } from '../../lib/class-names'
import * as styles from './DraftNotice.css'

/** The fields a keyboard user lands on once the draft is discarded: the form's first text. */
const TEXT_FIELD = [
  'textarea',
  'input:not([type])',
  ...['text', 'url', 'email', 'search', 'tel'].map((type) => `input[type=${type}]`),
].join(', ')

export interface DraftNoticeProps {
  /** Puts the form back as it was before the draft (and forgets the draft). */
  onDiscard: () => void
  /** While the form is being sent. */
  disabled?: boolean
  className?: string
}

/**
 * Inside a form that started from a kept draft (after an expired session, a reload, a page
 * left unsent): says so, with "Discard changes" to start afresh. Focus then goes to the
 * form's first text field, as the notice and its button go.
 */
export function DraftNotice({ onDiscard, disabled = false, className }: DraftNoticeProps) {
  const t = useT(compose)
  const discard = (event: MouseEvent<HTMLButtonElement>) => {
    const fields = event.currentTarget.closest('form')?.querySelectorAll<HTMLElement>(TEXT_FIELD)
    // Shown ones only: a form control may render a hidden input of its own (Radix's slider).
    const field = [...(fields ?? [])].find((element) => element.getClientRects().length > 0)
    onDiscard()
    field?.focus()
  }
  return (
    <Alert tone="info" className={cx(styles.notice, className)}>
      <Cluster justify="between" gap="sm">
        <span>{t('compose.draft.restored')}</span>
        <Button
          variant="link"
          size="small"
          className={styles.discard}
          disabled={disabled}
          onClick={discard}
        >
          {t('compose.draft.discard')}
        </Button>
      </Cluster>
    </Alert>
  )
}
