import type { Cache, ScopedMutator } from 'swr'

/** A cache shaped like SWR's (`get(key).data`, `keys()`), with a mutate that writes it. */
export function memoryCache() {
  const map = new Map<string, { data: unknown }>()
  const cache = {
    get: (key: string) => map.get(key),
    set: (key: string, value: { data: unknown }) => map.set(key, value),
    delete: (key: string) => map.delete(key),
    keys: () => map.keys(),
  } as unknown as Cache
  const mutate = (async (key: string, data: unknown) => {
    map.set(key, { data })
    return data
  }) as unknown as ScopedMutator
  return {
    cache,
    mutate,
    put: (key: string, data: unknown) => map.set(key, { data }),
    read: <T>(key: string) => map.get(key)?.data as T,
  }
}
