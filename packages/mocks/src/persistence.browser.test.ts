import {
  createApiClient,
  createMemoryTokenStore,
  createPost,
  getGuestPosts,
  getPost,
  isValidPost,
  login,
} from '@photobooth/api-client'
import { describe, expect, it } from 'vitest'
import { startMockWorker } from './browser'
import { DEMO_ACCOUNT, seedWorld } from './db/seed-world'
import { indexedDbStore } from './persistence'
import { pngFile } from './test/png-file'

const uniqueName = () => `photobooth-test-${crypto.randomUUID()}`

describe('indexedDbStore', () => {
  it('saves and restores a world with its uploads, and forgets removed uploads', async () => {
    const store = indexedDbStore(uniqueName())
    expect(await store.load()).toBeUndefined()
    const world = await seedWorld()
    const upload = {
      path: 'uploads/AAAAAAAAAAAAAAAA.png',
      contentType: 'image/png',
      bytes: new Uint8Array([1, 2, 3]),
    }
    await store.save({ ...world, uploads: [upload] })
    const restored = await store.load()
    expect(restored?.posts).toEqual(world.posts)
    expect(restored?.uploads).toEqual([upload])

    await store.save({ ...world, uploads: [] })
    expect((await store.load())?.uploads).toEqual([])
  })

  it('ignores a stored world it cannot read', async () => {
    const name = uniqueName()
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name, 1)
      request.onupgradeneeded = () => {
        request.result.createObjectStore('world')
        request.result.createObjectStore('uploads', { keyPath: 'path' })
      }
      request.onsuccess = () => resolve(request.result)
      request.onerror = () => reject(request.error)
    })
    await new Promise<void>((resolve) => {
      const tx = db.transaction('world', 'readwrite')
      tx.objectStore('world').put({ version: 99, users: 'garbage' }, 'snapshot')
      tx.oncomplete = () => resolve()
    })
    db.close()
    expect(await indexedDbStore(name).load()).toBeUndefined()
  })
})

describe('startMockWorker', () => {
  it('serves the contract in the browser, keeps changes across restarts, and resets', async () => {
    const persist = uniqueName()
    const first = await startMockWorker({ persist })
    const guest = createApiClient({ baseUrl: '' })
    expect((await getGuestPosts(guest)).filter(isValidPost)).toHaveLength(10)
    const seeded = await fetch('/uploads/photo-01.jpg')
    expect([seeded.status, seeded.headers.get('content-type')]).toEqual([200, 'image/jpeg'])

    const session = await login(guest, DEMO_ACCOUNT)
    const client = createApiClient({ baseUrl: '', tokens: createMemoryTokenStore(session) })
    const created = await createPost(client, { caption: 'Kept across reloads', image: pngFile() })
    first.stop()

    // A new page load: a new backend from the same database.
    const second = await startMockWorker({ persist })
    await expect(getPost(guest, created.id)).resolves.toMatchObject({
      caption: 'Kept across reloads',
    })
    const image = await fetch(`/${created.post?.image}`)
    expect(image.status).toBe(200)

    await second.reset()
    expect((await fetch(`/api/posts/${created.id}`)).status).toBe(404)
    second.stop()
  })
})
