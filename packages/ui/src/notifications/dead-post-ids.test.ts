import { describe, expect, it } from 'vitest'
import { createMemoryDeadPostIds, createStorageDeadPostIds } from './dead-post-ids'

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial))
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value)
    },
  }
}

const KEY = 'PhotoBooth-dead-posts'

describe('createMemoryDeadPostIds', () => {
  it('remembers what it is told', () => {
    const dead = createMemoryDeadPostIds(['a'])
    expect(dead.has('a')).toBe(true)
    expect(dead.has('b')).toBe(false)
    dead.add('b')
    expect(dead.has('b')).toBe(true)
  })

  it('starts empty and each store is its own', () => {
    const one = createMemoryDeadPostIds()
    const two = createMemoryDeadPostIds()
    one.add('a')
    expect(two.has('a')).toBe(false)
  })
})

describe('createStorageDeadPostIds', () => {
  it('keeps the ids under the key, so that a new store reads them back', () => {
    const storage = memoryStorage()
    createStorageDeadPostIds({ storage, key: KEY }).add('a')
    expect(JSON.parse(storage.values.get(KEY) ?? '')).toEqual(['a'])
    expect(createStorageDeadPostIds({ storage, key: KEY }).has('a')).toBe(true)
  })

  it('does not write again for an id it already has', () => {
    const storage = memoryStorage({ [KEY]: '["a"]' })
    const writes: string[] = []
    const dead = createStorageDeadPostIds({
      storage: { ...storage, setItem: (_key, value) => writes.push(value) },
      key: KEY,
    })
    dead.add('a')
    expect(writes).toEqual([])
  })

  it('reads unreadable or foreign content as empty', () => {
    for (const stored of ['{oops', '{"a":1}', '"a"', 'null']) {
      const dead = createStorageDeadPostIds({ storage: memoryStorage({ [KEY]: stored }), key: KEY })
      expect(dead.has('a')).toBe(false)
    }
    const mixed = createStorageDeadPostIds({
      storage: memoryStorage({ [KEY]: '["a", 2, null, "b"]' }),
      key: KEY,
    })
    expect([mixed.has('a'), mixed.has('b'), mixed.has('2')]).toEqual([true, true, false])
  })

  it('keeps working in memory when storage refuses', () => {
    const dead = createStorageDeadPostIds({
      storage: {
        getItem: () => {
          throw new Error('SecurityError')
        },
        setItem: () => {
          throw new Error('QuotaExceededError')
        },
      },
      key: KEY,
    })
    dead.add('a')
    expect(dead.has('a')).toBe(true)
  })

  it('forgets the oldest ids beyond its limit', () => {
    const storage = memoryStorage()
    const dead = createStorageDeadPostIds({ storage, key: KEY, limit: 2 })
    dead.add('a')
    dead.add('b')
    dead.add('c')
    expect([dead.has('a'), dead.has('b'), dead.has('c')]).toEqual([false, true, true])
    expect(JSON.parse(storage.values.get(KEY) ?? '')).toEqual(['b', 'c'])
  })
})
