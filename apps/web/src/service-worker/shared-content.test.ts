import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import {
  CACHES,
  SHARED_AT_HEADER,
  SHARED_NAME_HEADER,
  SHARED_PHOTO_KEY,
  SHARED_TEXT_KEY,
} from './protocol'

/** Cache Storage in memory, as much of it as the page uses. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>()
  return {
    stores,
    async open(name: string) {
      const entries = stores.get(name) ?? new Map<string, Response>()
      stores.set(name, entries)
      return {
        match: async (key: string) => entries.get(key)?.clone(),
        put: async (key: string, response: Response) => void entries.set(key, response),
      }
    },
    delete: async (name: string) => stores.delete(name),
    match: async (key: string, { cacheName }: { cacheName: string }) =>
      stores.get(cacheName)?.get(key)?.clone(),
  }
}

const MINUTE = 60_000
const NOW = Date.UTC(2026, 10, 29, 9, 0)

/** What the worker keeps of a share that came at `sharedAt`. */
async function shared(storage: ReturnType<typeof memoryCaches>, sharedAt: number) {
  const cache = await storage.open(CACHES.shared)
  await cache.put(
    SHARED_PHOTO_KEY,
    new Response(new Uint8Array([1, 2, 3]), {
      headers: {
        'content-type': 'image/jpeg',
        [SHARED_NAME_HEADER]: encodeURIComponent('Été 1.jpg'),
        [SHARED_AT_HEADER]: String(sharedAt),
      },
    }),
  )
  await cache.put(
    SHARED_TEXT_KEY,
    Response.json(
      { title: 'A title', text: '  Sunset  ', url: '' },
      { headers: { [SHARED_AT_HEADER]: String(sharedAt) } },
    ),
  )
}

/** A fresh copy of the module per test: what it holds is the page's. */
async function load() {
  vi.resetModules()
  return import('./shared-content')
}

describe('readSharedContent', () => {
  let storage: ReturnType<typeof memoryCaches>
  beforeEach(() => {
    storage = memoryCaches()
    vi.stubGlobal('caches', storage)
  })
  afterEach(() => vi.unstubAllGlobals())

  it('offers a share of minutes ago — its photo, named, and its text — held by the page through a sign-in', async () => {
    const { readSharedContent } = await load()
    await shared(storage, NOW - 2 * MINUTE)
    // Read by a guest's page…
    const content = await readSharedContent(undefined, () => NOW)
    expect(content?.text).toBe('Sunset')
    expect([content?.photo?.name, content?.photo?.type, content?.photo?.size]).toEqual([
      'Été 1.jpg',
      'image/jpeg',
      3,
    ])
    // …who signs in: that deletes it from the cache; the page opened on it still has it.
    await storage.delete(CACHES.shared)
    expect((await readSharedContent('u_ana', () => NOW + MINUTE))?.text).toBe('Sunset')
  })

  it('deletes a share older than ten minutes, unoffered', async () => {
    const { readSharedContent } = await load()
    await shared(storage, NOW - 11 * MINUTE)
    expect(await readSharedContent('u_ana', () => NOW)).toBeUndefined()
    expect(storage.stores.has(CACHES.shared)).toBe(false)
  })

  it('stops offering a held share once it is ten minutes old', async () => {
    const { readSharedContent } = await load()
    await shared(storage, NOW)
    expect(await readSharedContent('u_ana', () => NOW)).toBeDefined()
    expect(await readSharedContent('u_ana', () => NOW + 11 * MINUTE)).toBeUndefined()
    expect(storage.stores.has(CACHES.shared)).toBe(false)
  })

  it('a share forgotten (used, discarded, or its person signed out) is gone from page and cache', async () => {
    const { readSharedContent, forgetSharedContent } = await load()
    await shared(storage, NOW)
    const reading = readSharedContent('u_ana', () => NOW)
    await forgetSharedContent()
    // Even the reading under way when it was forgotten gets nothing.
    expect(await reading).toBeUndefined()
    expect(await readSharedContent('u_ana', () => NOW)).toBeUndefined()
    expect(storage.stores.has(CACHES.shared)).toBe(false)
  })

  it('read while someone was signed in, it is offered to them alone; read by a guest, to whoever signs in', async () => {
    const { readSharedContent } = await load()
    await shared(storage, NOW)
    expect(await readSharedContent('u_ana', () => NOW)).toBeDefined()
    // Ana's session ended in another tab, and Ben signed in on this page.
    expect(await readSharedContent('u_ben', () => NOW)).toBeUndefined()
    expect(storage.stores.has(CACHES.shared)).toBe(false)

    const again = await load()
    await shared(storage, NOW)
    expect(await again.readSharedContent(undefined, () => NOW)).toBeDefined()
    // The guest who shared signed in: theirs now, and no one else's.
    expect(await again.readSharedContent('u_ana', () => NOW)).toBeDefined()
    expect(await again.readSharedContent('u_ben', () => NOW)).toBeUndefined()
  })

  it('nothing shared, or no Cache Storage: nothing offered', async () => {
    const { readSharedContent } = await load()
    expect(await readSharedContent('u_ana', () => NOW)).toBeUndefined()
    vi.unstubAllGlobals()
    const again = await load()
    expect(await again.readSharedContent('u_ana', () => NOW)).toBeUndefined()
  })
})
