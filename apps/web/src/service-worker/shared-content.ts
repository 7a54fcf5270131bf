import type { SharedContent } from '@photobooth/ui'
import { CACHES, SHARED_PHOTO_KEY, SHARED_TEXT_KEY } from './protocol'

let taking: Promise<SharedContent | undefined> | undefined

/**
 * What another app shared into PhotoBooth (the service worker kept it: see sw.ts), taken once:
 * the photo as a file and the text — the shared text, else its title — for the caption. It
 * waits there through a sign-in; taken, it is gone from the cache. Nothing there (or no Cache
 * Storage): `undefined`.
 */
export function takeSharedContent(): Promise<SharedContent | undefined> {
  taking ??= (async () => {
    if (!('caches' in globalThis)) return undefined
    const cache = await caches.open(CACHES.shared)
    const [photo, text] = await Promise.all([
      cache.match(SHARED_PHOTO_KEY),
      cache.match(SHARED_TEXT_KEY),
    ])
    await Promise.all([cache.delete(SHARED_PHOTO_KEY), cache.delete(SHARED_TEXT_KEY)])
    const shared: SharedContent = {}
    if (photo) {
      const name = decodeURIComponent(photo.headers.get('x-photobooth-file-name') ?? '') || 'photo'
      const blob = await photo.blob()
      shared.photo = new File([blob], name, { type: blob.type })
    }
    const said = (await text?.json().catch(() => undefined)) as
      | { title?: unknown; text?: unknown }
      | undefined
    const caption = [said?.text, said?.title].find(
      (value) => typeof value === 'string' && value.trim(),
    )
    if (typeof caption === 'string') shared.text = caption.trim()
    return shared.photo || shared.text ? shared : undefined
  })().catch(() => undefined)
  return taking
}
