import type { DatabaseSnapshot, UploadRecord } from './db/records'

/**
 * Keeps the mock database in IndexedDB so the demo keeps its data across reloads. The world
 * (small) is written whole after each change; uploaded images live in their own store and
 * are written only when added or removed.
 */
export interface WorldStore {
  load(): Promise<DatabaseSnapshot | undefined>
  save(snapshot: DatabaseSnapshot): Promise<void>
  clear(): Promise<void>
}

const WORLD = 'world'
const UPLOADS = 'uploads'
const SNAPSHOT_KEY = 'snapshot'

export function indexedDbStore(name = 'photobooth-mock'): WorldStore {
  let opening: Promise<IDBDatabase> | undefined
  const knownUploads = new Set<string>()
  const open = () => {
    opening ??= new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1)
      request.onupgradeneeded = () => {
        request.result.createObjectStore(WORLD)
        request.result.createObjectStore(UPLOADS, { keyPath: 'path' })
      }
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    return opening
  }

  return {
    async load() {
      const db = await open()
      const tx = db.transaction([WORLD, UPLOADS], 'readonly')
      const [world, uploads] = await Promise.all([
        requestValue(tx.objectStore(WORLD).get(SNAPSHOT_KEY)),
        requestValue(tx.objectStore(UPLOADS).getAll()),
      ])
      if (!isSnapshot(world) || !Array.isArray(uploads)) return undefined
      const files = (uploads as unknown[]).filter(isUpload)
      for (const file of files) knownUploads.add(file.path)
      return { ...world, uploads: files }
    },
    async save(snapshot) {
      const db = await open()
      const tx = db.transaction([WORLD, UPLOADS], 'readwrite')
      tx.objectStore(WORLD).put({ ...snapshot, uploads: [] }, SNAPSHOT_KEY)
      const uploads = tx.objectStore(UPLOADS)
      const current = new Set(snapshot.uploads.map((upload) => upload.path))
      for (const upload of snapshot.uploads) {
        if (!knownUploads.has(upload.path)) uploads.put(upload)
      }
      for (const path of knownUploads) if (!current.has(path)) uploads.delete(path)
      await done(tx)
      knownUploads.clear()
      for (const path of current) knownUploads.add(path)
    },
    async clear() {
      const db = await open()
      const tx = db.transaction([WORLD, UPLOADS], 'readwrite')
      tx.objectStore(WORLD).clear()
      tx.objectStore(UPLOADS).clear()
      await done(tx)
      knownUploads.clear()
    },
  }
}

/** A stored world that does not look like one (another version, a corrupted entry) is
 * ignored, and the demo starts from a fresh seed instead of failing. */
function isSnapshot(value: unknown): value is DatabaseSnapshot {
  if (typeof value !== 'object' || value === null) return false
  const world = value as Record<string, unknown>
  return (
    world.version === 1 &&
    [
      'users',
      'posts',
      'comments',
      'notifications',
      'accessTokens',
      'refreshTokens',
      'resetTokens',
    ].every((key) => Array.isArray(world[key]))
  )
}

function isUpload(value: unknown): value is UploadRecord {
  if (typeof value !== 'object' || value === null) return false
  const upload = value as Record<string, unknown>
  return (
    typeof upload.path === 'string' &&
    typeof upload.contentType === 'string' &&
    upload.bytes instanceof Uint8Array
  )
}

function requestValue(request: IDBRequest): Promise<unknown> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result)
    request.onerror = () => reject(request.error)
  })
}

function done(tx: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    tx.oncomplete = () => resolve()
    tx.onerror = () => reject(tx.error)
    tx.onabort = () => reject(tx.error)
  })
}
