'use client'

import { useEffect, useEffectEvent } from 'react'

export interface ViewportEntryOptions {
  /** Grows the viewport for the test, e.g. `'0px 0px 50% 0px'` to fire half a screen early. */
  rootMargin?: string
  /**
   * Observing starts over when this changes: the observer reports the target's state again,
   * so an element that stayed in view (say, while a page loaded) fires again.
   */
  generation?: unknown
}

/**
 * Calls `onEnter` when `element` comes into the viewport (and once at the start if it already
 * is). Scroll containers between the element and the viewport clip it, as they should.
 */
export function useViewportEntry(
  element: Element | null,
  onEnter: () => void,
  { rootMargin = '0px', generation }: ViewportEntryOptions = {},
): void {
  const enter = useEffectEvent(onEnter)
  // biome-ignore lint/correctness/useExhaustiveDependencies: `generation` restarts the observer on purpose.
  useEffect(() => {
    if (!element || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) enter()
      },
      { rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [element, rootMargin, generation])
}
