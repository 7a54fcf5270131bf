'use client'

import { useCallback, useEffect, useRef, useState } from 'react'
import { useDraftStore } from './DraftProvider'
import type { DraftValues } from './draft-store'

export interface FormDraft<Values extends DraftValues> {
  /** What the form starts from: the kept draft over the form's own starting values. */
  initial: Values
  /** The form started from a kept draft (text or photo) that was neither sent nor discarded. */
  restored: boolean
  /** Keeps what is typed now; values back to where the form started are forgotten. */
  keep: (values: Values) => void
  /** Keeps the photo as it would be sent; `null` forgets it. Ignored once the form is gone. */
  keepPhoto: (photo: Blob | null) => void
  /** The photo kept with this draft, if any. */
  readPhoto: () => Promise<Blob | undefined>
  /** A kept photo was put back in the form. */
  photoRestored: () => void
  /**
   * The draft is over: discarded, or sent. `sent` are the values the server now has: later
   * typing is compared with them (a form that stays, like the profile's).
   */
  forget: (sent?: Values) => void
}

/**
 * A form's draft in the nearest `DraftStore`, under `key` (no store or no key: nothing is
 * kept). Only the fields of `start` are read back, and only as strings: what storage holds
 * is never trusted to have the form's shape. Fields the form does not pass to `keep` (a
 * password) are never written.
 */
export function useFormDraft<Values extends DraftValues>(
  key: string | undefined,
  start: Values,
): FormDraft<Values> {
  const store = useDraftStore()
  const bound = key === undefined ? null : store
  const [initial] = useState(() => restore(bound?.read(key ?? ''), start))
  const [restored, setRestored] = useState(initial !== start)
  // What counts as unchanged: where the form started, then what was last sent.
  const base = useRef(start)
  const alive = useRef(true)
  useEffect(() => {
    alive.current = true
    return () => {
      alive.current = false
    }
  }, [])

  const keep = useCallback(
    (values: Values) => {
      if (!bound || key === undefined) return
      bound.write(key, same(values, base.current) ? null : values)
    },
    [bound, key],
  )
  const keepPhoto = useCallback(
    (photo: Blob | null) => {
      // A photo prepared after the form went (the user signed out) is not kept.
      if (!bound || key === undefined || !alive.current) return
      void bound.writePhoto(key, photo).catch(() => undefined)
    },
    [bound, key],
  )
  const readPhoto = useCallback(
    async () =>
      bound && key !== undefined ? bound.readPhoto(key).catch(() => undefined) : undefined,
    [bound, key],
  )
  const forget = useCallback(
    (sent?: Values) => {
      if (sent) base.current = sent
      setRestored(false)
      if (bound && key !== undefined) bound.remove(key)
    },
    [bound, key],
  )
  const photoRestored = useCallback(() => setRestored(true), [])
  return { initial, restored, keep, keepPhoto, readPhoto, photoRestored, forget }
}

/** The form's starting values with the kept ones over them; `start` itself when nothing
 * usable was kept. */
function restore<Values extends DraftValues>(kept: unknown, start: Values): Values {
  if (typeof kept !== 'object' || kept === null) return start
  const values: Record<string, string> = { ...start }
  for (const name of Object.keys(start)) {
    const value = (kept as Record<string, unknown>)[name]
    if (typeof value === 'string') values[name] = value
  }
  return same(values, start) ? start : (values as Values)
}

function same(a: DraftValues, b: DraftValues): boolean {
  return Object.keys(b).every((name) => a[name] === b[name])
}
