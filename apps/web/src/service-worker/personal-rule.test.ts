import { describe, expect, it } from 'vitest'
import { belongsToOwner, personOfToken } from './personal-rule'

/** A token shaped as the server's (and the mock's): `header.payload.signature`, base64url. */
function token(payload: object): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.c2lnbmF0dXJl`
}

describe('personOfToken', () => {
  it('reads the person from the token’s payload, with or without “Bearer”', () => {
    const jwt = token({ id: 'u_ana', iat: 1, exp: 2 })
    expect(personOfToken(jwt)).toBe('u_ana')
    expect(personOfToken(`Bearer ${jwt}`)).toBe('u_ana')
  })

  it('reads base64url payloads (- and _), padded or not', () => {
    // An id whose JSON encodes to bytes that base64 writes with + and /.
    const id = 'ü>?~ü>?~'
    expect(personOfToken(token({ id }))).toBe(id)
  })

  it('names nobody for no token, an opaque one, a broken payload or no `id`', () => {
    expect(personOfToken(undefined)).toBeUndefined()
    expect(personOfToken(null)).toBeUndefined()
    expect(personOfToken('')).toBeUndefined()
    expect(personOfToken('Bearer opaque-token')).toBeUndefined()
    expect(personOfToken('a.%%%.c')).toBeUndefined()
    expect(personOfToken(`a.${btoa('not json')}.c`)).toBeUndefined()
    expect(personOfToken(token({ sub: 'u_ana' }))).toBeUndefined()
    expect(personOfToken(token({ id: 42 }))).toBeUndefined()
    expect(personOfToken(`a.${btoa('null')}.c`)).toBeUndefined()
  })
})

describe('belongsToOwner', () => {
  it('only the owner’s own reads: no token, another person or no owner gets nothing', () => {
    expect(belongsToOwner('u_ana', 'u_ana')).toBe(true)
    expect(belongsToOwner('u_ben', 'u_ana')).toBe(false)
    expect(belongsToOwner(undefined, 'u_ana')).toBe(false)
    expect(belongsToOwner('u_ana', undefined)).toBe(false)
    expect(belongsToOwner(undefined, undefined)).toBe(false)
  })
})
