/**
 * A website typed by a user, made safe to show: only http(s) addresses become links, so a
 * stored `javascript:` or `data:` value can never run from a profile.
 */
export type Website = { kind: 'link'; href: string; text: string } | { kind: 'text'; text: string }

/** How to show a stored website, or null when there is nothing to show. */
export function readWebsite(value: string | undefined): Website | null {
  const raw = value?.trim()
  if (!raw) return null
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return { kind: 'text', text: raw }
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    return { kind: 'text', text: raw }
  }
  // Shown without the scheme and a bare trailing slash, as profiles usually show links.
  const text = raw.replace(/^https?:\/\//i, '').replace(/\/$/, '')
  return { kind: 'link', href: url.href, text: text || url.hostname }
}
