'use client'

import { isOfflineError, isUnconfirmed } from '@photobooth/api-client'
import { useCallback } from 'react'
import { forms } from './compiled/en/forms'
import { useT } from './use-t'

/** What the failed write was: one that makes or changes something, or a deletion. */
export type WriteKind = 'write' | 'deletion'

/**
 * How a failed write is said: with no network ("You're offline…"), with no way to tell
 * whether it was made ("No answer came…", the next press checks first), or else as
 * `fallback`, the screen's own failure message. A deletion says what became of the thing
 * ("Nothing was deleted", "we don't know whether it was deleted"): it has nothing typed to keep.
 */
export function useWriteFailure(): (error: unknown, fallback: string, kind?: WriteKind) => string {
  const t = useT(forms)
  return useCallback(
    (error: unknown, fallback: string, kind: WriteKind = 'write') => {
      const deletion = kind === 'deletion'
      if (isOfflineError(error)) return t(deletion ? 'forms.deleteOffline' : 'forms.offline')
      if (isUnconfirmed(error)) {
        return t(deletion ? 'forms.deleteUnconfirmed' : 'forms.unconfirmed')
      }
      return fallback
    },
    [t],
  )
}
