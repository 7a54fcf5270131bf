/** `salt:hex(sha256(salt + password))`. The mock never stores a password as typed. */
export async function hashPassword(password: string, salt: string): Promise<string> {
  const digest = await crypto.subtle.digest(
    'SHA-256',
    new TextEncoder().encode(`${salt}${password}`),
  )
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${salt}:${hex}`
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const salt = stored.split(':')[0] ?? ''
  return (await hashPassword(password, salt)) === stored
}
