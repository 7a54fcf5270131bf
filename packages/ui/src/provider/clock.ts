'use client'

import { useHydrated } from '../lib/hydrated'
import { useUi } from './ui-context'

/**
 * The current time (ms) for what the UI shows of it: `UiProvider`'s `now` when it is a clock;
 * the time the server rendered at (its `now` in ms), or `undefined` when unknown, until the page
 * has hydrated; the browser's clock after.
 */
export function useNow(): number | undefined {
  const { now } = useUi()
  const hydrated = useHydrated()
  if (typeof now === 'function') return now()
  return hydrated ? Date.now() : now
}

/** The time zone dates are shown in: the reader's (`undefined`) once the page has hydrated,
 * `UiProvider`'s `timeZone` (UTC by default) before. */
export function useTimeZone(): string | undefined {
  const { timeZone } = useUi()
  return useHydrated() ? undefined : timeZone
}
