'use client'

import { useCallback, useEffect, useRef, useState } from 'react'

/** How long the share button shows its confirmation (spec §9: copy-link icon reset). */
export const COPY_RESET_MS = 2000

/**
 * Copies a link to the clipboard. `copied` is true for {@link COPY_RESET_MS} after a success;
 * `copy` resolves to false when the clipboard is missing or refuses (insecure context, denied
 * permission), so the caller can offer the link another way.
 */
export function useCopyLink(): { copied: boolean; copy: (url: string) => Promise<boolean> } {
  const [copied, setCopied] = useState(false)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)

  useEffect(() => () => clearTimeout(timer.current), [])

  const copy = useCallback(async (url: string) => {
    try {
      // Absent outside secure contexts, where calling it would throw a TypeError anyway.
      if (!navigator.clipboard?.writeText) return false
      await navigator.clipboard.writeText(url)
    } catch {
      return false
    }
    clearTimeout(timer.current)
    setCopied(true)
    timer.current = setTimeout(() => setCopied(false), COPY_RESET_MS)
    return true
  }, [])

  return { copied, copy }
}
