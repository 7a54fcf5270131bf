import { afterEach, describe, expect, it } from 'vitest'
import { indexedDbPhotoStore } from './photo-store'

const names: string[] = []
const store = () => {
  const name = `drafts-test-${names.length}-${Date.now()}`
  names.push(name)
  return indexedDbPhotoStore(name)
}

afterEach(() => {
  for (const name of names.splice(0)) indexedDB.deleteDatabase(name)
})

describe('draft photos in IndexedDB', () => {
  it('keeps a photo across connections, byte for byte, until deleted', async () => {
    const name = `drafts-test-reopen-${Date.now()}`
    names.push(name)
    const photo = new File([new Uint8Array([1, 2, 3, 250])], 'photo.webp', { type: 'image/webp' })
    await indexedDbPhotoStore(name).put('U1/create-post', photo)
    const again = indexedDbPhotoStore(name)
    const kept = await again.get('U1/create-post')
    expect(kept?.type).toBe('image/webp')
    expect([...new Uint8Array(await (kept as Blob).arrayBuffer())]).toEqual([1, 2, 3, 250])
    await again.delete('U1/create-post')
    await expect(again.get('U1/create-post')).resolves.toBeUndefined()
  })

  it('keeps the bytes, not a Blob (WebKit keeps no Blobs in some sessions); reads old Blobs', async () => {
    const name = `drafts-test-bytes-${Date.now()}`
    names.push(name)
    await indexedDbPhotoStore(name).put(
      'U1/a',
      new Blob([new Uint8Array([7, 8])], { type: 'image/jpeg' }),
    )
    const raw = await new Promise<unknown>((resolve, reject) => {
      const opening = indexedDB.open(name, 1)
      opening.onsuccess = () => {
        const db = opening.result
        const request = db.transaction('photos', 'readwrite').objectStore('photos').get('U1/a')
        // An earlier version's entry, a Blob, beside it.
        db.transaction('photos', 'readwrite')
          .objectStore('photos')
          .put(new Blob([new Uint8Array([9])], { type: 'image/webp' }), 'U1/old')
        request.onsuccess = () => {
          resolve(request.result)
          db.close()
        }
        request.onerror = () => reject(request.error)
      }
    })
    expect(raw).not.toBeInstanceOf(Blob)
    expect(raw).toMatchObject({ type: 'image/jpeg' })
    const old = await indexedDbPhotoStore(name).get('U1/old')
    expect(old?.type).toBe('image/webp')
    expect([...new Uint8Array(await (old as Blob).arrayBuffer())]).toEqual([9])
  })

  it("deletes one user's photos, and only theirs", async () => {
    const photos = store()
    const photo = new Blob(['x'], { type: 'image/webp' })
    await photos.put('U1/create-post', photo)
    await photos.put('U1/edit-post:P1', photo)
    await photos.put('U10/create-post', photo)
    await photos.put('U2/create-post', photo)
    await photos.deleteAll('U1/')
    await expect(photos.get('U1/create-post')).resolves.toBeUndefined()
    await expect(photos.get('U1/edit-post:P1')).resolves.toBeUndefined()
    await expect(photos.get('U10/create-post')).resolves.toBeDefined()
    await expect(photos.get('U2/create-post')).resolves.toBeDefined()
  })

  it('reads nothing, and never throws, for what is not there', async () => {
    const photos = store()
    await expect(photos.get('U1/nothing')).resolves.toBeUndefined()
    await expect(photos.delete('U1/nothing')).resolves.toBeUndefined()
  })
})
