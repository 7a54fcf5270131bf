import { describe, expect, it } from 'vitest'
import { createMemoryPostIdSet, createStoragePostIdSet } from './post-id-set'

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

describe('createMemoryPostIdSet', () => {
  it('remembers what it is told', () => {
    const dead = createMemoryPostIdSet(['a'])
    expect(dead.has('a')).toBe(true)
    expect(dead.has('b')).toBe(false)
    dead.add('b', 'c')
    expect([dead.has('b'), dead.has('c')]).toEqual([true, true])
  })

  it('starts empty and each set is its own', () => {
    const one = createMemoryPostIdSet()
    const two = createMemoryPostIdSet()
    one.add('a')
    expect(two.has('a')).toBe(false)
  })
})

describe('observing a set', () => {
  it('tells its listeners once per change, and gives a new snapshot only then', () => {
    const set = createMemoryPostIdSet(['a'])
    const before = set.snapshot()
    let heard = 0
    const stop = set.subscribe(() => {
      heard += 1
    })
    set.add('a')
    expect(heard).toBe(0)
    expect(set.snapshot()).toBe(before)

    set.add('b', 'c', 'b')
    expect(heard).toBe(1)
    expect([...set.snapshot()]).toEqual(['a', 'b', 'c'])
    // The old snapshot is left as it was.
    expect([...before]).toEqual(['a'])

    stop()
    set.add('d')
    expect(heard).toBe(1)
    expect(set.has('d')).toBe(true)
  })
})

describe('createStoragePostIdSet', () => {
  it('keeps the ids under the key, so that a new set reads them back', () => {
    const storage = memoryStorage()
    createStoragePostIdSet({ storage, key: KEY }).add('a')
    expect(JSON.parse(storage.values.get(KEY) ?? '')).toEqual(['a'])
    expect(createStoragePostIdSet({ storage, key: KEY }).has('a')).toBe(true)
  })

  it('does not write again for an id it already has', () => {
    const storage = memoryStorage({ [KEY]: '["a"]' })
    const writes: string[] = []
    const dead = createStoragePostIdSet({
      storage: { ...storage, setItem: (_key, value) => writes.push(value) },
      key: KEY,
    })
    dead.add('a')
    expect(writes).toEqual([])
  })

  it('reads unreadable or foreign content as empty', () => {
    for (const stored of ['{oops', '{"a":1}', '"a"', 'null']) {
      const dead = createStoragePostIdSet({ storage: memoryStorage({ [KEY]: stored }), key: KEY })
      expect(dead.has('a')).toBe(false)
    }
    const mixed = createStoragePostIdSet({
      storage: memoryStorage({ [KEY]: '["a", 2, null, "b"]' }),
      key: KEY,
    })
    expect([mixed.has('a'), mixed.has('b'), mixed.has('2')]).toEqual([true, true, false])
  })

  it('keeps working in memory when storage refuses', () => {
    const dead = createStoragePostIdSet({
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
    let heard = 0
    dead.subscribe(() => {
      heard += 1
    })
    dead.add('a')
    expect(dead.has('a')).toBe(true)
    expect(heard).toBe(1)
  })

  it('forgets the oldest ids beyond its limit', () => {
    const storage = memoryStorage()
    const dead = createStoragePostIdSet({ storage, key: KEY, limit: 2 })
    dead.add('a')
    dead.add('b')
    dead.add('c')
    expect([dead.has('a'), dead.has('b'), dead.has('c')]).toEqual([false, true, true])
    expect(JSON.parse(storage.values.get(KEY) ?? '')).toEqual(['b', 'c'])
    dead.add('d', 'e', 'f')
    expect(JSON.parse(storage.values.get(KEY) ?? '')).toEqual(['e', 'f'])
  })
})
