/** A form's text as typed, field by field. */
export type DraftValues = Readonly<Record<string, string>>

/**
 * Where forms keep what the user typed or chose but has not sent, so that nothing is lost to a
 * session that expired, a reload or a page left too soon. The app gives one per signed-in user
 * (their drafts are theirs alone) through `DraftProvider`; without one, forms keep nothing.
 * Keys name the form: `create-post`, `edit-post:{id}`, `comment:{postId}`, `edit-profile`.
 * Text and photo are kept apart (text at once, a photo when it is ready). An implementation
 * never throws: storage that is full, blocked or corrupted reads as no draft.
 */
export interface DraftStore {
  /** The text kept under `key`, or undefined. */
  read(key: string): DraftValues | undefined
  /** Keeps the text under `key`, replacing what was there; `null` forgets it. */
  write(key: string, values: DraftValues | null): void
  /** The photo kept under `key`, or undefined. */
  readPhoto(key: string): Promise<Blob | undefined>
  /** Keeps a photo under `key`; `null` forgets it. */
  writePhoto(key: string, photo: Blob | null): Promise<void>
  /** Forgets everything under `key`: the draft was sent, or discarded. */
  remove(key: string): void
}

/** What a memory store starts with, by key. */
export type DraftSeed = Record<string, { values?: DraftValues; photo?: Blob }>

/** Drafts in memory: for stories and tests, or an app that wants none kept across reloads. */
export function createMemoryDraftStore(seed: DraftSeed = {}): DraftStore {
  const texts = new Map<string, DraftValues>()
  const photos = new Map<string, Blob>()
  for (const [key, { values, photo }] of Object.entries(seed)) {
    if (values) texts.set(key, values)
    if (photo) photos.set(key, photo)
  }
  return {
    read: (key) => texts.get(key),
    write(key, values) {
      if (values) texts.set(key, { ...values })
      else texts.delete(key)
    },
    readPhoto: async (key) => photos.get(key),
    async writePhoto(key, photo) {
      if (photo) photos.set(key, photo)
      else photos.delete(key)
    },
    remove(key) {
      texts.delete(key)
      photos.delete(key)
    },
  }
}
