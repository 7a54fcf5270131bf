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
/** Whether a priority photo has settled since the page loaded, and who waits for that. */
let anySettled = false
const waitingForFirst = new Set<() => void>()

function firstHasSettled() {
  anySettled = true
  for (const resolve of waitingForFirst) resolve()
  waitingForFirst.clear()
}

function notify() {
  for (const listener of listeners) listener()
}

function releaseAll() {
  clearTimeout(limit)
  limit = undefined
  for (const src of expected) settled.add(src)
  expected.clear()
  firstHasSettled()
  notify()
}

/**
 * A priority photo is about to load (called while rendering it: the images rendered after it
 * in the same pass hold at once). Idempotent; a photo already settled is not waited for again.
 */
export function expectPriorityPhoto(src: string | undefined): void {
  if (typeof window === 'undefined' || !src || settled.has(src) || expected.has(src)) return
  expected.add(src)
  limit ??= setTimeout(releaseAll, HOLD_LIMIT_MS)
}

let holds = 0

/**
 * Holds the images without priority until `loaded` settles (or the hold's limit passes): for
 * an app that knows, before anything renders, that a priority photo is on its way (its page's
 * head preloads it), so that images drawn before that photo's own (the navigation's avatar)
 * wait too.
 */
export function holdImagesUntil(loaded: Promise<unknown>): void {
  if (typeof window === 'undefined') return
  holds += 1
  const token = `hold:${holds}`
  expected.add(token)
  limit ??= setTimeout(releaseAll, HOLD_LIMIT_MS)
  const settle = () => release(token)
  loaded.then(settle, settle)
}

/** The priority photo loaded, failed, or left the page: the others may load. */
export function settlePriorityPhoto(src: string | undefined): void {
  if (!src || !expected.has(src)) return
  firstHasSettled()
  release(src)
}

function release(key: string) {
  if (!expected.delete(key)) return
  settled.add(key)
  if (expected.size > 0) return
  clearTimeout(limit)
  limit = undefined
  // Not while rendering: the holders are told once the current work is done.
  queueMicrotask(notify)
}

/** Whether images without priority wait now. */
export function isHoldingImages(): boolean {
  return expected.size > 0
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Resolves once the first priority photo of the page has loaded or failed (or the hold's limit
 * passed) — or after `fallbackMs` when none comes: what an app waits for before loading code
 * that the first view does not need.
 */
export function afterPriorityPhoto(fallbackMs: number): Promise<void> {
  if (anySettled) return Promise.resolve()
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      waitingForFirst.delete(done)
      resolve()
    }
    const timer = setTimeout(done, fallbackMs)
    waitingForFirst.add(done)
  })
}

/**
 * `src`, or undefined while the page's priority photo loads (unless `hold` is false: the
 * priority photo's own). An image that was given its
 * address keeps it (no flicker when a later photo takes priority, nothing torn while rendering).
 */
export function useHeldSrc<Src extends string | undefined>(src: Src, hold = true): Src | undefined {
  const holding = useSyncExternalStore(subscribe, isHoldingImages, () => false)
  const given = useRef(false)
  if ((!holding || !hold) && src) given.current = true
  return holding && !given.current ? undefined : src
}

/**
 * For the priority photo itself: expected while rendering, settled when its image loads or
 * fails (the returned handler) or when it leaves the page.
 */
export function usePriorityPhoto(src: string | undefined, priority: boolean): () => void {
  if (priority) expectPriorityPhoto(src)
  useEffect(() => {
    if (!priority) return
    return () => settlePriorityPhoto(src)
  }, [src, priority])
  return () => {
    if (priority) settlePriorityPhoto(src)
  }
}
