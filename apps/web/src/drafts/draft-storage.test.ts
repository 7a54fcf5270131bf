import { describe, expect, it } from 'vitest'
import { MemoryStorage } from '../storage'
import { clearDrafts, createDraftStore, DRAFT_LIFETIME_MS, draftsKey } from './draft-storage'
import type { PhotoStore } from './photo-store'

/** Photos in memory, as IndexedDB would keep them. */
function memoryPhotos(): PhotoStore & { keys(): string[] } {
  const photos = new Map<string, Blob>()
  return {
    get: async (key) => photos.get(key),
    put: async (key, photo) => {
      photos.set(key, photo)
    },
    delete: async (key) => {
      photos.delete(key)
    },
    deleteAll: async (prefix) => {
      for (const key of [...photos.keys()]) if (key.startsWith(prefix)) photos.delete(key)
    },
    keys: () => [...photos.keys()].sort(),
  }
}

const productName = 'PhotoBooth'
const photo = new Blob(['webp bytes'], { type: 'image/webp' })

function setup(options: { now?: () => number } = {}) {
  const storage = new MemoryStorage()
  const photos = memoryPhotos()
  const store = (userId: string) =>
    createDraftStore(storage, userId, { productName, photos, ...options })
  return { storage, photos, store }
}

describe('drafts in browser storage', () => {
  it('keeps each form’s text and photo per user, until removed', async () => {
    const { storage, photos, store } = setup()
    const jamie = store('U1')
    jamie.write('create-post', { caption: 'Sunset' })
    await jamie.writePhoto('create-post', photo)
    jamie.write('comment:P1', { text: 'Nice' })

    // Another user of the same browser sees none of it.
    expect(store('U2').read('create-post')).toBeUndefined()
    await expect(store('U2').readPhoto('create-post')).resolves.toBeUndefined()

    // A new page (a reload, a sign-in again) finds it all.
    const again = store('U1')
    expect(again.read('create-post')).toEqual({ caption: 'Sunset' })
    await expect(again.readPhoto('create-post')).resolves.toBe(photo)
    expect(again.read('comment:P1')).toEqual({ text: 'Nice' })
    expect(storage.getItem(draftsKey(productName, 'U1'))).toContain('Sunset')

    again.remove('create-post')
    expect(again.read('create-post')).toBeUndefined()
    await expect(again.readPhoto('create-post')).resolves.toBeUndefined()
    await Promise.resolve()
    expect(photos.keys()).toEqual([])
    expect(again.read('comment:P1')).toEqual({ text: 'Nice' })
  })

  it('forgets the text and the photo separately; nothing left, nothing stored', async () => {
    const { storage, store } = setup()
    const drafts = store('U1')
    drafts.write('create-post', { caption: 'Sunset' })
    await drafts.writePhoto('create-post', photo)
    drafts.write('create-post', null)
    await expect(drafts.readPhoto('create-post')).resolves.toBe(photo)
    await drafts.writePhoto('create-post', null)
    expect(storage.getItem(draftsKey(productName, 'U1'))).toBeNull()
    // Forgetting what was never kept writes nothing.
    drafts.write('edit-profile', null)
    expect(storage.length).toBe(0)
  })

  it('clears every draft of one user on logout, and only theirs', async () => {
    const { photos, store, storage } = setup()
    const jamie = store('U1')
    const riley = store('U2')
    jamie.write('create-post', { caption: 'Mine' })
    await jamie.writePhoto('create-post', photo)
    riley.write('create-post', { caption: 'Theirs' })
    await riley.writePhoto('create-post', photo)
    await clearDrafts(storage, 'U1', { productName, photos })
    expect(store('U1').read('create-post')).toBeUndefined()
    expect(photos.keys()).toEqual(['U2/create-post'])
    expect(store('U2').read('create-post')).toEqual({ caption: 'Theirs' })
  })

  it('never reads back a photo whose draft was removed while it was being written', async () => {
    const photos = memoryPhotos()
    let finish = () => {}
    const slowPhotos: PhotoStore = {
      ...photos,
      put: (key, value) =>
        new Promise((resolve) => {
          finish = () => void photos.put(key, value).then(resolve)
        }),
    }
    const writing = createDraftStore(new MemoryStorage(), 'U1', {
      productName,
      photos: slowPhotos,
    })
    const written = writing.writePhoto('create-post', photo)
    writing.remove('create-post')
    finish()
    await written
    await expect(writing.readPhoto('create-post')).resolves.toBeUndefined()
  })

  it('stops looking for a photo that storage lost', async () => {
    const { storage, photos, store } = setup()
    const drafts = store('U1')
    await drafts.writePhoto('create-post', photo)
    await photos.deleteAll('U1/')
    await expect(drafts.readPhoto('create-post')).resolves.toBeUndefined()
    expect(storage.getItem(draftsKey(productName, 'U1'))).toBeNull()
  })

  it('forgets drafts left alone longer than their lifetime, with their photos', async () => {
    let now = 1_000_000
    const { photos, store } = setup({ now: () => now })
    const drafts = store('U1')
    drafts.write('comment:P1', { text: 'Old' })
    await drafts.writePhoto('create-post', photo)
    now += DRAFT_LIFETIME_MS - 1
    drafts.write('comment:P2', { text: 'Recent' })
    expect(drafts.read('comment:P1')).toEqual({ text: 'Old' })
    now += 2
    expect(drafts.read('comment:P1')).toBeUndefined()
    expect(drafts.read('comment:P2')).toEqual({ text: 'Recent' })
    await Promise.resolve()
    expect(photos.keys()).toEqual([])
  })

  it.each([
    ['not JSON', '{"version": 1, "drafts": '],
    ['another version', JSON.stringify({ version: 2, drafts: { x: { savedAt: 1 } } })],
    ['a foreign shape', JSON.stringify(['caption'])],
    ['null', 'null'],
  ])('reads %s as no drafts, without crashing', (_case, value) => {
    const { storage, store } = setup()
    storage.setItem(draftsKey(productName, 'U1'), value)
    const drafts = store('U1')
    expect(drafts.read('create-post')).toBeUndefined()
    // And can keep drafts again.
    drafts.write('create-post', { caption: 'Fresh' })
    expect(store('U1').read('create-post')).toEqual({ caption: 'Fresh' })
  })

  it('drops a damaged entry and keeps the others', () => {
    const { storage, store } = setup({ now: () => 10 })
    storage.setItem(
      draftsKey(productName, 'U1'),
      JSON.stringify({
        version: 1,
        drafts: {
          'create-post': { values: { caption: 42 }, savedAt: 5 },
          'edit-profile': { values: { bio: 'x' } },
          'comment:P1': { values: { text: 'Kept' }, savedAt: 5 },
          'comment:P2': { photo: 'yes', savedAt: 5 },
        },
      }),
    )
    const drafts = store('U1')
    expect(drafts.read('create-post')).toBeUndefined()
    expect(drafts.read('edit-profile')).toBeUndefined()
    expect(drafts.read('comment:P2')).toBeUndefined()
    expect(drafts.read('comment:P1')).toEqual({ text: 'Kept' })
  })

  it('never throws when storage refuses to write (the draft is then not kept)', () => {
    const storage = new MemoryStorage()
    storage.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError')
    }
    const drafts = createDraftStore(storage, 'U1', { productName, photos: memoryPhotos() })
    expect(() => drafts.write('create-post', { caption: 'Lost' })).not.toThrow()
    expect(drafts.read('create-post')).toBeUndefined()
  })
})
