import { describe, expect, it } from 'vitest'
import { BYTES_HEADER, trim, worthKeeping } from './bounded-cache'

/** Cache Storage as the service worker has it, in memory: entries listed in the order put. */
function memoryCaches() {
  const stores = new Map<string, Map<string, Response>>()
  const open = async (name: string) => {
    const entries = stores.get(name) ?? new Map<string, Response>()
    stores.set(name, entries)
    const url = (key: RequestInfo | URL) => (key instanceof Request ? key.url : String(key))
    return {
      keys: async () => [...entries.keys()].map((key) => new Request(key)),
      match: async (key: RequestInfo | URL) => entries.get(url(key))?.clone(),
      delete: async (key: RequestInfo | URL) => entries.delete(url(key)),
      put: async (key: RequestInfo | URL, response: Response) => {
        entries.delete(url(key))
        entries.set(url(key), response)
      },
    } as unknown as Cache
  }
  return { storage: { open } as unknown as CacheStorage, open }
}

const photo = (bytes: number) => new Response('x', { headers: { [BYTES_HEADER]: String(bytes) } })
const urls = async (cache: Cache) => (await cache.keys()).map((key) => new URL(key.url).pathname)

describe('trim', () => {
  it('keeps at most so many entries, the oldest out first', async () => {
    const { storage, open } = memoryCaches()
    const cache = await open('photos')
    for (const name of ['a', 'b', 'c', 'd', 'e']) await cache.put(`https://x/${name}`, photo(1))
    await trim('photos', { maxEntries: 3 }, { storage })
    expect(await urls(cache)).toEqual(['/c', '/d', '/e'])
  })

  it('keeps within so many bytes, the oldest out first', async () => {
    const { storage, open } = memoryCaches()
    const cache = await open('sized')
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k', 'l']
    for (const [index, name] of names.entries()) {
      await cache.put(`https://x/${name}`, photo(index % 2 ? 7 : 6))
    }
    // 78 bytes in 12 entries: the oldest two go.
    await trim('sized', { maxEntries: 100, maxBytes: 70 }, { storage })
    expect(await urls(cache)).toEqual(names.slice(2).map((name) => `/${name}`))
  })

  it('one entry larger than a tenth of the bound goes alone: it never empties the cache', async () => {
    const { storage, open } = memoryCaches()
    const cache = await open('huge')
    for (const [name, bytes] of [
      ['a', 10],
      ['b', 20],
      ['huge', 700],
      ['c', 10],
    ] as const) {
      await cache.put(`https://x/${name}`, photo(bytes))
    }
    await trim('huge', { maxEntries: 100, maxBytes: 600 }, { storage })
    expect(await urls(cache)).toEqual(['/a', '/b', '/c'])
  })

  it('an entry of more than a tenth of the bound is not worth keeping', () => {
    const bound = { maxEntries: 400, maxBytes: 60 }
    expect(worthKeeping(6, bound)).toBe(true)
    expect(worthKeeping(7, bound)).toBe(false)
    expect(worthKeeping(1_000_000, { maxEntries: 10 })).toBe(true)
  })

  it('an entry put again is the newest', async () => {
    const { storage, open } = memoryCaches()
    const cache = await open('again')
    for (const name of ['a', 'b', 'c']) await cache.put(`https://x/${name}`, photo(1))
    await cache.put('https://x/a', photo(1))
    await trim('again', { maxEntries: 2 }, { storage })
    expect(await urls(cache)).toEqual(['/c', '/a'])
  })

  it('never counts nor removes what it is told to keep', async () => {
    const { storage, open } = memoryCaches()
    const cache = await open('kept')
    await cache.put('https://x/owner', photo(0))
    for (const name of ['a', 'b']) await cache.put(`https://x/${name}`, photo(1))
    await trim('kept', { maxEntries: 1 }, { storage, keep: (url) => url.endsWith('/owner') })
    expect(await urls(cache)).toEqual(['/owner', '/b'])
  })

  it('trims asked for while one waits are one trim', async () => {
    const { storage, open } = memoryCaches()
    const cache = await open('busy')
    for (const name of ['a', 'b', 'c']) await cache.put(`https://x/${name}`, photo(1))
    const first = trim('busy', { maxEntries: 1 }, { storage })
    const second = trim('busy', { maxEntries: 1 }, { storage })
    await Promise.all([first, second])
    expect(await urls(cache)).toEqual(['/c'])
  })
})
