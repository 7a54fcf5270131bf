const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/** A 16-character alphanumeric id, the server's id format (e.g. `BUx0kpYAPgHXLRnn`). */
export function newId(length = 16): string {
  const bytes = crypto.getRandomValues(new Uint8Array(length))
  let id = ''
  // 62 does not divide 256: the bias this leaves is irrelevant for mock ids.
  for (const byte of bytes) id += ALPHABET[byte % ALPHABET.length]
  return id
}

/** An opaque token: unguessable and unique. */
export function newToken(prefix: string): string {
  return `${prefix}.${newId(32)}`
}

/** A v4 UUID, the format of the server's reset tokens. */
export function newUuid(): string {
  return crypto.randomUUID()
}
