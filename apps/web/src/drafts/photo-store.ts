/**
 * Where draft photos live: IndexedDB, since browser storage holds only text (and a few MB of
 * it). Each photo is kept as prepared for sending — a few hundred KB, nothing of the original's
 * metadata. Storage that cannot be opened (private modes, blocked, full) keeps nothing and
 * never throws: a form then simply starts without its photo.
 */
export interface PhotoStore {
  get(key: string): Promise<Blob | undefined>
  put(key: string, photo: Blob): Promise<void>
  delete(key: string): Promise<void>
  /** Deletes every photo whose key starts with `prefix` (one user's). */
  deleteAll(prefix: string): Promise<void>
}

const STORE = 'photos'

/**
 * A photo as kept: its bytes and type, not the Blob itself — WebKit refuses to keep Blobs in
 * IndexedDB in some sessions (private browsing, the WebDriver's), bytes it keeps everywhere.
 */
interface KeptPhoto {
  type: string
  bytes: ArrayBuffer
}

function isKeptPhoto(value: unknown): value is KeptPhoto {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as KeptPhoto).type === 'string' &&
    (value as KeptPhoto).bytes instanceof ArrayBuffer
  )
}

/** The photo store in the IndexedDB database `name`, opened on first use. */
export function indexedDbPhotoStore(name: string): PhotoStore {
  let opening: Promise<IDBDatabase> | undefined
  const open = () => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1)
      request.onupgradeneeded = () => request.result.createObjectStore(STORE)
      request.onsuccess = () => {
        const db = request.result
        // Another tab deleting or upgrading the database: let it, and open again next time.
        db.onversionchange = () => {
          db.close()
          opening = undefined
        }
        resolve(db)
      }
      request.onerror = () => reject(request.error)
      request.onblocked = () => reject(new Error(`IndexedDB ${name} is blocked`))
    })
    // A failed opening is tried again next time (the user may have freed space meanwhile).
    opening.catch(() => {
      opening = undefined
    })
    return opening
  }
  const run = async <T>(
    mode: IDBTransactionMode,
    work: (store: IDBObjectStore) => IDBRequest<T>,
  ): Promise<T> => {
    const db = await open()
    return new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode)
      const request = work(transaction.objectStore(STORE))
      transaction.oncomplete = () => resolve(request.result)
      transaction.onerror = () => reject(transaction.error)
      transaction.onabort = () => reject(transaction.error)
    })
  }

  return {
    async get(key) {
      try {
        const value: unknown = await run('readonly', (store) => store.get(key))
        if (isKeptPhoto(value)) return new Blob([value.bytes], { type: value.type })
        // Kept as a Blob by an earlier version.
        return value instanceof Blob ? value : undefined
      } catch {
        return undefined
      }
    },
    async put(key, photo) {
      const kept: KeptPhoto = { type: photo.type, bytes: await photo.arrayBuffer() }
      await run('readwrite', (store) => store.put(kept, key))
    },
    async delete(key) {
      await run('readwrite', (store) => store.delete(key)).catch(() => undefined)
    },
    async deleteAll(prefix) {
      // Keys are `{prefix}{name}`: every key from the prefix up to the prefix followed by the
      // highest code unit.
      const range = IDBKeyRange.bound(prefix, `${prefix}\uffff`)
      await run('readwrite', (store) => store.delete(range)).catch(() => undefined)
    },
  }
}

/** Keeps nothing: where there is no IndexedDB at all. */
export const noPhotoStore: PhotoStore = {
  get: async () => undefined,
  put: async () => {
    throw new Error('No storage for photos')
  },
  delete: async () => undefined,
  deleteAll: async () => undefined,
}
