/**
 * Turns a stored image path into a URL on the API host. Paths are relative
 * (`uploads/abc.jpg`); older deployments stored Windows paths (`uploads\abc.jpg`).
 * Absolute http(s), blob and data URLs are returned unchanged; anything else that looks like a
 * URL scheme is refused.
 */
export function toImageUrl(apiOrigin: string, path: string | null | undefined): string | undefined {
  if (!path) return undefined
  const normalised = path.trim().replace(/\\/g, '/')
  if (/^(https?:|blob:|data:image\/)/i.test(normalised)) return normalised
  if (/^[a-z][a-z0-9+.-]*:/i.test(normalised) || normalised.startsWith('//')) return undefined
  return `${apiOrigin.replace(/\/+$/, '')}/${normalised.replace(/^\/+/, '')}`
}
