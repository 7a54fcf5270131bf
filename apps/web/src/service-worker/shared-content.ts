import type { SharedContent } from '@photobooth/ui'
import {
  CACHES,
  SHARED_AT_HEADER,
  SHARED_NAME_HEADER,
  SHARED_PHOTO_KEY,
  SHARED_TEXT_KEY,
} from './protocol'

/** How long what another app shared is offered; older, it is deleted unoffered. */
export const SHARED_LIFETIME_MS = 10 * 60_000

/** Whether a share that arrived at `sharedAt` is still offered at `now` (both epoch ms). */
export function isFresh(sharedAt: number, now: number): boolean {
  // A clock put back a little is no reason to drop it; a share "from the future" is.
  return sharedAt > 0 && now - sharedAt <= SHARED_LIFETIME_MS && sharedAt - now <= 60_000
}

interface Held {
  content: SharedContent
  sharedAt: number
}

/** What this page read of the share, and which reading it belongs to (see `forget`). */
let holding: Promise<Held | undefined> | undefined
let reading = 0
/** Who was signed in when this page read it (none: a guest, who signs in next). */
let heldFor: string | undefined

/**
 * What another app shared into PhotoBooth (the service worker kept it: see worker/
 * share-target.ts) — the photo as a file and the text, else its title, for the caption — if it
 * came less than ten minutes ago; older, it is deleted. Read once and held by this page until
 * the person decides (`forgetSharedContent`): a guest signs in first, and signing in deletes
 * the share from the cache (personal-cache.ts) but not from the page that was opened on it.
 * It is offered to `viewer`, the person signed in, only if it was read for them (or by a
 * guest, who has signed in since): whoever signs in on this page after someone else's session
 * ended in another tab is not offered theirs. Nothing there (or no Cache Storage): `undefined`.
 */
export async function readSharedContent(
  viewer: string | undefined,
  now: () => number = Date.now,
): Promise<SharedContent | undefined> {
  const mine = reading
  if (!holding) {
    heldFor = viewer
    holding = readCache(now).catch(() => undefined)
  }
  const held = await holding
  if (mine !== reading || !held) return undefined
  if (!isFresh(held.sharedAt, now()) || (heldFor !== undefined && heldFor !== viewer)) {
    await forgetSharedContent()
    return undefined
  }
  heldFor = viewer
  return held.content
}

/**
 * The share is over: used (it is in the editor, and the draft, now), discarded, or its person
 * signed out. Deleted from this page and from the cache.
 */
export async function forgetSharedContent(): Promise<void> {
  reading += 1
  holding = undefined
  await deleteSharedCache()
}

/** Deletes what waits in the cache (at sign-in: it was shared before, by whoever it was). */
export async function deleteSharedCache(): Promise<void> {
  if ('caches' in globalThis) await caches.delete(CACHES.shared)
}

async function readCache(now: () => number): Promise<Held | undefined> {
  if (!('caches' in globalThis)) return undefined
  // Matched, not opened: reading makes no cache.
  const [photo, text] = await Promise.all(
    [SHARED_PHOTO_KEY, SHARED_TEXT_KEY].map((key) =>
      caches.match(key, { cacheName: CACHES.shared }),
    ),
  )
  if (!photo && !text) return undefined
  const sharedAt = Number((text ?? photo)?.headers.get(SHARED_AT_HEADER))
  if (!isFresh(sharedAt, now())) {
    await deleteSharedCache()
    return undefined
  }
  const content: SharedContent = {}
  if (photo) {
    const name = decodeURIComponent(photo.headers.get(SHARED_NAME_HEADER) ?? '') || 'photo'
    const blob = await photo.blob()
    content.photo = new File([blob], name, { type: blob.type })
  }
  const said = (await text?.json().catch(() => undefined)) as
    | { title?: unknown; text?: unknown }
    | undefined
  const caption = [said?.text, said?.title].find(
    (value) => typeof value === 'string' && value.trim(),
  )
  if (typeof caption === 'string') content.text = caption.trim()
  return content.photo || content.text ? { content, sharedAt } : undefined
}
