/**
 * A website typed by a user, made safe to show: only http(s) addresses become links, so a
 * stored `javascript:` or `data:` value can never run from a profile.
 */
export type Website = { kind: 'link'; href: string; text: string } | { kind: 'text'; text: string }

/** `scheme:` at the start; `example.com:8080` is a host and port, not a scheme. */
const SCHEME = /^([a-z][a-z0-9+.-]*):(?!\d+(?:[/?#]|$))/i

/**
 * How to show a stored website, or null when there is nothing to show. The contract's server
 * stores what was typed, so an address without its scheme ("example.com") is common: it is
 * read as https. Anything else with a scheme but http(s), or that is no address, stays text.
 */
export function readWebsite(value: string | undefined): Website | null {
  const raw = value?.trim()
  if (!raw) return null
  const text = { kind: 'text', text: raw } as const
  const scheme = SCHEME.exec(raw)?.[1]?.toLowerCase()
  if (scheme !== undefined && scheme !== 'http' && scheme !== 'https') return text
  const bare = scheme === undefined
  if (bare && /\s/.test(raw)) return text
  let url: URL
  try {
    url = new URL(bare ? `https://${raw.replace(/^\/\//, '')}` : raw)
  } catch {
    return text
  }
  // Without a scheme only something that looks like a domain is an address ("my site" or
  // "hello" is not).
  if (!url.hostname || (bare && !url.hostname.includes('.'))) return text
  // Shown without the scheme and a bare trailing slash, as profiles usually show links.
  const shown = raw
    .replace(/^https?:\/\//i, '')
    .replace(/^\/\//, '')
    .replace(/\/$/, '')
  return { kind: 'link', href: url.href, text: shown || url.hostname }
}
