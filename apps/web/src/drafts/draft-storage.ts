import type { DraftStore, DraftValues } from '@photobooth/ui'
import { readJson, writeJson } from '../storage'
import { indexedDbPhotoStore, noPhotoStore, type PhotoStore } from './photo-store'

/** A draft left alone this long is forgotten (a comment started a month ago and never sent). */
export const DRAFT_LIFETIME_MS = 30 * 24 * 60 * 60_000

const VERSION = 1

/** One form's draft as stored: its text, whether a photo is kept beside it, and when. */
interface Entry {
  values?: Record<string, string> | undefined
  photo?: true | undefined
  savedAt: number
}

/** An entry as read back, or undefined when it does not have that shape. (By hand rather
 * than with a schema: every schema function the app uses ships with its first view.) */
function readEntry(value: unknown): Entry | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { values, photo, savedAt } = value as Record<string, unknown>
  if (typeof savedAt !== 'number' || (photo !== undefined && photo !== true)) return undefined
  if (values === undefined) return photo ? { photo, savedAt } : undefined
  if (typeof values !== 'object' || values === null) return undefined
  if (!Object.values(values).every((text) => typeof text === 'string')) return undefined
  return { values: { ...(values as Record<string, string>) }, photo, savedAt }
}

/** The browser-storage key of a user's drafts (prefixed with the product name, as the feed's). */
export function draftsKey(productName: string, userId: string): string {
  return `${productName}_drafts_${userId}`
}

/** A user's photos are kept under keys starting with this. */
const photoPrefix = (userId: string) => `${userId}/`

const sharedPhotos = new Map<string, PhotoStore>()

/** The page's one photo store (one IndexedDB connection for every form). */
function browserPhotos(productName: string): PhotoStore {
  let photos = sharedPhotos.get(productName)
  if (!photos) {
    photos =
      typeof indexedDB === 'undefined' ? noPhotoStore : indexedDbPhotoStore(`${productName}_drafts`)
    sharedPhotos.set(productName, photos)
  }
  return photos
}

export interface DraftStorageOptions {
  /** Prefixes the storage keys and names the IndexedDB database. */
  productName: string
  /** Where photos go; the browser's IndexedDB by default. */
  photos?: PhotoStore
  now?: () => number
  lifetimeMs?: number
}

/**
 * One user's drafts: the text of every form in browser storage under one key (read at once,
 * so a form starts with it), photos in IndexedDB. Stored data is untrusted: each entry is checked
 * for its shape, and one that does not fit is dropped without touching the others. Drafts
 * older than {@link DRAFT_LIFETIME_MS} are forgotten with their photos.
 */
export function createDraftStore(
  storage: Storage,
  userId: string,
  {
    productName,
    photos = browserPhotos(productName),
    now = Date.now,
    lifetimeMs = DRAFT_LIFETIME_MS,
  }: DraftStorageOptions,
): DraftStore {
  const key = draftsKey(productName, userId)
  const photoKey = (name: string) => `${photoPrefix(userId)}${name}`

  const load = (): Map<string, Entry> => {
    const entries = new Map<string, Entry>()
    const stored = readJson(storage, key)
    if (typeof stored !== 'object' || stored === null) return entries
    const { version, drafts } = stored as { version?: unknown; drafts?: unknown }
    if (version !== VERSION || typeof drafts !== 'object' || drafts === null) return entries
    for (const [name, value] of Object.entries(drafts)) {
      const entry = readEntry(value)
      if (!entry) continue
      if (now() - entry.savedAt > lifetimeMs) {
        if (entry.photo) void photos.delete(photoKey(name))
        continue
      }
      entries.set(name, entry)
    }
    return entries
  }

  const save = (entries: Map<string, Entry>) => {
    if (entries.size > 0) {
      writeJson(storage, key, { version: VERSION, drafts: Object.fromEntries(entries) })
      return
    }
    try {
      storage.removeItem(key)
    } catch {
      // Storage unavailable: nothing was kept.
    }
  }

  /** Applies `next` to one entry; an entry left without text or photo goes. */
  const change = (name: string, next: (entry: Entry | undefined) => Partial<Entry>) => {
    const entries = load()
    const before = entries.get(name)
    const after = { ...before, ...next(before), savedAt: now() }
    if (after.values === undefined && after.photo === undefined) {
      if (!before) return
      entries.delete(name)
    } else {
      entries.set(name, after)
    }
    save(entries)
  }

  return {
    read: (name): DraftValues | undefined => load().get(name)?.values,
    write(name, values) {
      change(name, () => ({ values: values ? { ...values } : undefined }))
    },
    async readPhoto(name) {
      if (!load().get(name)?.photo) return undefined
      const photo = await photos.get(photoKey(name))
      // Its photo was lost (storage cleared, a write that never finished): stop looking for it.
      if (!photo) change(name, () => ({ photo: undefined }))
      return photo
    },
    async writePhoto(name, photo) {
      // Noted first, so that a photo written after its draft was removed is never read back.
      change(name, () => ({ photo: photo ? true : undefined }))
      if (photo) await photos.put(photoKey(name), photo)
      else await photos.delete(photoKey(name))
    },
    remove(name) {
      const entries = load()
      const had = entries.get(name)
      if (had) {
        entries.delete(name)
        save(entries)
      }
      void photos.delete(photoKey(name))
    },
  }
}

/** After a logout: every draft of the user goes, text and photos. */
export async function clearDrafts(
  storage: Storage,
  userId: string,
  {
    productName,
    photos = browserPhotos(productName),
  }: Pick<DraftStorageOptions, 'productName' | 'photos'>,
): Promise<void> {
  try {
    storage.removeItem(draftsKey(productName, userId))
  } catch {
    // Storage unavailable: nothing was kept.
  }
  await photos.deleteAll(photoPrefix(userId))
}
