'use client'

import { useLayoutEffect, useRef } from 'react'

/**
 * Radix returns focus to its own Trigger on close; our dialogs are opened from ordinary
 * buttons (and from code), so they remember what had focus when they opened and go back to it.
 */
export function useReturnFocus(open: boolean) {
  const previous = useRef<HTMLElement | null>(null)
  useLayoutEffect(() => {
    if (open)
      previous.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null
  }, [open])
  return (event: Event) => {
    const target = previous.current
    if (target?.isConnected) {
      event.preventDefault()
      target.focus()
    }
  }
}
