import { paths } from '@photobooth/ui'

const HOME = paths.home()

/**
 * Where to go after sign-in: the `from` location the protected route recorded, but only when
 * it is a path on this origin. Anything else — an absolute URL, a protocol-relative `//host`,
 * a `/\host` that browsers read as `//host`, encoded variants, control characters — goes to
 * the feed.
 */
export function safeRedirectPath(from: unknown, origin = 'https://photobooth.invalid'): string {
  const path = toPath(from)
  if (!path) return HOME
  let decoded = path
  // Look through every layer of percent-encoding an attacker may have stacked.
  for (let round = 0; round < 5; round++) {
    let next: string
    try {
      next = decodeURIComponent(decoded)
    } catch {
      return HOME
    }
    if (next === decoded) break
    decoded = next
  }
  for (const candidate of [path, decoded]) {
    const unsafe =
      !candidate.startsWith('/') ||
      candidate.startsWith('//') ||
      candidate.includes('\\') ||
      [...candidate].some((char) => {
        const code = char.charCodeAt(0)
        return code < 0x20 || code === 0x7f
      })
    if (unsafe) return HOME
  }
  try {
    const url = new URL(path, origin)
    if (url.origin !== new URL(origin).origin) return HOME
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return HOME
  }
}

/** `from` is a router location (`{ pathname, search, hash }`) or a string. */
function toPath(from: unknown): string | undefined {
  if (typeof from === 'string') return from
  if (typeof from === 'object' && from !== null && 'pathname' in from) {
    const location = from as { pathname?: unknown; search?: unknown; hash?: unknown }
    if (typeof location.pathname !== 'string') return undefined
    const search = typeof location.search === 'string' ? location.search : ''
    const hash = typeof location.hash === 'string' ? location.hash : ''
    return `${location.pathname}${search}${hash}`
  }
  return undefined
}
