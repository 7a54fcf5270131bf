/**
 * Whose a personal answer (`/users/me`, `/notifications`) is, and who may have it: the rule the
 * service worker applies to every personal read it serves or keeps, and to the answers a first
 * visit hands over (worker/strategies.ts, worker/hand-over.ts). Pure; the page uses it too
 * (register.ts), so it stays small.
 */

/**
 * The person an access token names, read from the token itself: the server's tokens are JWTs
 * whose payload's `id` is the user's `_id` (as the mock's, packages/mocks/src/lib/tokens.ts).
 * Nothing is verified — the server does that; the worker only needs to know whose answer it is
 * holding. `Bearer …` or the bare token; anything unreadable names nobody (`undefined`).
 */
export function personOfToken(token: string | null | undefined): string | undefined {
  const parts = token?.replace(/^Bearer\s+/i, '').split('.')
  if (parts?.length !== 3 || !parts[1]) return undefined
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/')
    const claims: unknown = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')))
    const id = (claims as { id?: unknown } | null)?.id
    return typeof id === 'string' && id !== '' ? id : undefined
  } catch {
    return undefined
  }
}

/**
 * Whether a personal answer read for `person` may be served from, or kept in, the personal
 * cache that `owner` owns (the page writes the owner when someone signs in, see
 * personal-cache.ts): only when both are known and the same. No token, another person, or no
 * owner: nothing saved is served, nothing is kept.
 */
export function belongsToOwner(person: string | undefined, owner: string | undefined): boolean {
  return person !== undefined && owner !== undefined && person === owner
}
