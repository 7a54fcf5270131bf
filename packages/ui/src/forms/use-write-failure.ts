'use client'

import { isOfflineError, isUnconfirmed } from '@photobooth/api-client'
import { useCallback } from 'react'
import { forms } from '../i18n/compiled/en/forms'
import { useT } from '../i18n/use-t'

/**
 * How a failed write is said: with no network ("You're offline…"), with no way to tell
 * whether it was made ("No answer came…", the next press checks first), or else as
 * `fallback`, the screen's own failure message.
 */
export function useWriteFailure(): (error: unknown, fallback: string) => string {
  const t = useT(forms)
  return useCallback(
    (error: unknown, fallback: string) => {
      if (isOfflineError(error)) return t('forms.offline')
      if (isUnconfirmed(error)) return t('forms.unconfirmed')
      return fallback
    },
    [t],
  )
}
