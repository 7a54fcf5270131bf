'use client'

import { useSyncExternalStore } from 'react'

const never = () => () => {}

/**
 * False while the server renders and while the browser hydrates what it rendered, true from
 * then on (and from the start when nothing was rendered on the server): what depends on the
 * reader's clock, time zone or region waits for it, so that the server's HTML and the
 * browser's first render agree wherever the reader is.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  )
}
