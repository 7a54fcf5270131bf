/** Where the service worker notes the bytes of a photo it keeps (the body's, read as it came). */
export const BYTES_HEADER = 'x-photobooth-bytes'

export interface Bound {
  maxEntries: number
  maxBytes?: number
}

/**
 * Whether an entry of `bytes` is worth keeping within `bound`: at most a tenth of its bytes. A
 * larger one would push out many others (one photo over the whole bound, all of them).
 */
export function worthKeeping(bytes: number, { maxBytes }: Bound): boolean {
  return maxBytes === undefined || bytes <= maxBytes / 10
}

/** Bytes of a kept answer: what the worker noted when it kept it, else its declared length. */
function sizeOf(response: Response): number {
  return Number(response.headers.get(BYTES_HEADER) ?? response.headers.get('content-length') ?? 0)
}

async function trimNow(cache: Cache, bound: Bound, keep: (url: string) => boolean) {
  const { maxEntries, maxBytes } = bound
  let keys = [...(await cache.keys())].filter((key) => !keep(key.url))
  let bytes = 0
  const sizes: number[] = []
  if (maxBytes !== undefined) {
    const kept: Request[] = []
    for (const key of keys) {
      const response = await cache.match(key)
      const size = response ? sizeOf(response) : 0
      // Too large to be worth its room (kept by an older version, or put by hand): it goes
      // alone, and the others stay.
      if (!worthKeeping(size, bound)) {
        await cache.delete(key)
        continue
      }
      kept.push(key)
      sizes.push(size)
      bytes += size
    }
    keys = kept
  }
  let excess = keys.length - maxEntries
  // A cache lists its entries in the order they were put (put again, an entry moves last).
  for (const [index, key] of keys.entries()) {
    if (excess <= 0 && (maxBytes === undefined || bytes <= maxBytes)) break
    await cache.delete(key)
    excess -= 1
    bytes -= sizes[index] ?? 0
  }
}

const running = new Map<string, Promise<void>>()
const waiting = new Set<string>()

/**
 * Keeps the cache `cacheName` within its bound: at most `maxEntries` entries and `maxBytes`
 * bytes, the oldest out first, and none over a tenth of those bytes (`worthKeeping`); entries
 * `keep` names are neither counted nor removed. Trims run
 * one at a time per cache, and the entries kept while one waits are trimmed by it.
 */
export function trim(
  cacheName: string,
  bound: Bound,
  {
    storage = caches,
    keep = () => false,
  }: { storage?: CacheStorage; keep?: (url: string) => boolean } = {},
): Promise<void> {
  const queued = running.get(cacheName)
  if (queued && waiting.has(cacheName)) return queued
  waiting.add(cacheName)
  const run = async () => {
    waiting.delete(cacheName)
    await trimNow(await storage.open(cacheName), bound, keep)
  }
  const next = (queued ?? Promise.resolve()).then(run, run).catch(() => undefined)
  running.set(cacheName, next)
  return next
}
