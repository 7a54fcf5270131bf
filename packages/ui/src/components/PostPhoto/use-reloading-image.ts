'use client'

import { useCallback, useEffect, useState } from 'react'

/** Waits before trying a failed photo again on its own (after that: focus, network, Retry). */
const RETRY_DELAYS_MS = [2_000, 8_000, 30_000]

export interface ReloadingImage {
  /** What to load now: the photo's URL, marked on a retry so that no cached failure answers. */
  src: string | undefined
  /** Changes with each try: the image element is made anew. */
  attempt: number
  failed: boolean
  onError: () => void
  retry: () => void
}

/** The URL for a try: the first is the photo's own; later ones add `retry=n`. */
function withAttempt(src: string, attempt: number): string {
  if (attempt === 0) return src
  const url = new URL(src, 'http://relative.invalid')
  url.searchParams.set('retry', String(attempt))
  return src.startsWith('http') || src.startsWith('//')
    ? url.toString()
    : `${url.pathname}${url.search}${url.hash}`
}

/**
 * Loads a photo again after it failed: when the page becomes visible or the window gets focus
 * (when the app refetches its data), when the browser is back online, after a few growing
 * delays, and when `retry()` is called.
 */
export function useReloadingImage(src: string | undefined): ReloadingImage {
  const [state, setState] = useState({ for: src, attempt: 0, failed: false })
  // A new photo starts over.
  const current = state.for === src ? state : { for: src, attempt: 0, failed: false }
  if (current !== state) setState(current)

  const retry = useCallback(
    () =>
      setState((previous) =>
        previous.failed ? { ...previous, attempt: previous.attempt + 1, failed: false } : previous,
      ),
    [],
  )
  const onError = useCallback(() => setState((previous) => ({ ...previous, failed: true })), [])

  const { failed, attempt } = current
  useEffect(() => {
    if (!failed) return
    const delay = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length - 1)]
    const timer = attempt < RETRY_DELAYS_MS.length ? setTimeout(retry, delay) : undefined
    const onVisible = () => {
      if (document.visibilityState === 'visible') retry()
    }
    window.addEventListener('online', retry)
    window.addEventListener('focus', retry)
    document.addEventListener('visibilitychange', onVisible)
    return () => {
      clearTimeout(timer)
      window.removeEventListener('online', retry)
      window.removeEventListener('focus', retry)
      document.removeEventListener('visibilitychange', onVisible)
    }
  }, [failed, attempt, retry])

  return {
    src: src === undefined ? undefined : withAttempt(src, attempt),
    attempt,
    failed,
    onError,
    retry,
  }
}
