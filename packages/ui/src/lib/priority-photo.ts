'use client'

import { useEffect, useRef, useSyncExternalStore } from 'react'

/**
 * The page's most important photo (a feed's first, a post's own) first: while it loads, the
 * other images of the page — photos further down, avatars — wait, so that on a slow link it
 * does not share the bandwidth with them. `loading="lazy"` is not enough: Chromium fetches lazy
 * images within a screen or two of the viewport at once.
 *
 * A photo with priority says it is expected while it renders (`expectPriorityPhoto`), and
 * settled once loaded or failed (`settlePriorityPhoto`); the others hold their address
 * (`useHeldSrc`) meanwhile. Nothing holds for long: after `HOLD_LIMIT_MS` everything goes; a
 * page without a priority photo holds nothing; an image that once had its address keeps it; and
 * on the server, or while hydrating its HTML, nothing is held (the browser is already loading
 * what the HTML names).
 */

/** The longest the other images wait for the priority photo. */
export const HOLD_LIMIT_MS = 3000

const expected = new Set<string>()
const settled = new Set<string>()
const listeners = new Set<() => void>()
let limit: ReturnType<typeof setTimeout> | undefined
/** Resolved once a priority photo has settled on the page (see `afterPriorityPhoto`). */
let firstIn: () => void
const first = new Promise<void>((resolve) => {
  firstIn = resolve
})

/** Lets the images go: `key`'s wait is over (or, without one, everyone's). */
function release(key?: string) {
  for (const src of key === undefined ? [...expected] : [key]) {
    if (!expected.delete(src)) continue
    settled.add(src)
  }
  if (key === undefined) firstIn()
  if (expected.size > 0) return
  clearTimeout(limit)
  limit = undefined
  // Not while rendering: the holders are told once the current work is done.
  queueMicrotask(() => {
    for (const listener of listeners) listener()
  })
}

/** Starts waiting for `key` (nothing on the server, nothing twice). */
function hold(key: string) {
  if (typeof window === 'undefined' || settled.has(key) || expected.has(key)) return
  expected.add(key)
  limit ??= setTimeout(release, HOLD_LIMIT_MS)
}

/**
 * A priority photo is about to load (called while rendering it: the images rendered after it
 * in the same pass hold at once). Idempotent; a photo already settled is not waited for again.
 */
export function expectPriorityPhoto(src: string | undefined): void {
  if (src) hold(src)
}

let holds = 0

/**
 * Holds the images without priority until `loaded` settles (or the hold's limit passes): for
 * an app that knows, before anything renders, that a priority photo is on its way (its page's
 * head preloads it), so that images drawn before that photo's own (the navigation's avatar)
 * wait too.
 */
export function holdImagesUntil(loaded: Promise<unknown>): void {
  const token = `hold:${++holds}`
  hold(token)
  const settle = () => release(token)
  loaded.then(settle, settle)
}

/** The priority photo loaded, failed, or left the page: the others may load. */
export function settlePriorityPhoto(src: string | undefined): void {
  if (!src || !expected.has(src)) return
  firstIn()
  release(src)
}

/** Whether images without priority wait now. */
export function isHoldingImages(): boolean {
  return expected.size > 0
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Whether images without priority wait now, for a component that waits with them. */
export function useHoldingImages(): boolean {
  return useSyncExternalStore(subscribe, isHoldingImages, () => false)
}

/**
 * Resolves once the first priority photo of the page has loaded or failed (or the hold's limit
 * passed) — or after `fallbackMs` when none comes: what an app waits for before loading code
 * that the first view does not need.
 */
export function afterPriorityPhoto(fallbackMs: number): Promise<void> {
  return Promise.race([first, new Promise<void>((resolve) => setTimeout(resolve, fallbackMs))])
}

/**
 * `src`, or undefined while the page's priority photo loads (unless `hold` is false: the
 * priority photo's own). An image that was given its
 * address keeps it (no flicker when a later photo takes priority, nothing torn while rendering).
 */
export function useHeldSrc<Src extends string | undefined>(src: Src, hold = true): Src | undefined {
  const holding = useHoldingImages()
  const given = useRef(false)
  if ((!holding || !hold) && src) given.current = true
  return holding && !given.current ? undefined : src
}

/**
 * The priority photo `src` loaded: settled once the frame that shows it has been painted (a
 * frame's callbacks run before its paint, a task queued from one after it). Released in the
 * same frame, the images that waited would be drawn with it — their rendering and layout
 * delaying its paint, the page's largest, and, in view, their requests raised to high priority
 * beside it. At once on a page that is not shown, which paints no frames.
 */
export function settleShownPhoto(src: string | undefined): void {
  if (typeof requestAnimationFrame !== 'function' || document.visibilityState === 'hidden')
    settlePriorityPhoto(src)
  else requestAnimationFrame(() => setTimeout(() => settlePriorityPhoto(src), 0))
}

/**
 * For the priority photo itself: expected while rendering, settled when it leaves the page or
 * with the returned handler — called with `true` when its image loaded (settled once painted:
 * `settleShownPhoto`), `false` when it failed (at once).
 */
export function usePriorityPhoto(
  src: string | undefined,
  priority: boolean,
): (loaded: boolean) => void {
  if (priority) expectPriorityPhoto(src)
  useEffect(() => {
    if (!priority) return
    return () => settlePriorityPhoto(src)
  }, [src, priority])
  return (loaded) => {
    if (!priority) return
    if (loaded) settleShownPhoto(src)
    else settlePriorityPhoto(src)
  }
}
