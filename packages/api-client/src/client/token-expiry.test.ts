import { describe, expect, it } from 'vitest'
import { createServerClock, isDueForRenewal, renewalMargin, tokenTimes } from './token-expiry'

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
const jwt = (claims: object) => `${base64url({ alg: 'HS256' })}.${base64url(claims)}.signature`

describe('tokenTimes', () => {
  it('reads exp and iat (seconds) from a JWT payload, base64url without padding', () => {
    expect(tokenTimes(jwt({ id: 'u?>', iat: 1_700_000_000, exp: 1_700_000_120 }))).toEqual({
      issuedAt: 1_700_000_000_000,
      expiresAt: 1_700_000_120_000,
    })
    expect(tokenTimes(jwt({ exp: 1_700_000_120 }))).toEqual({
      issuedAt: undefined,
      expiresAt: 1_700_000_120_000,
    })
  })

  it('says nothing for an opaque or malformed token, or one without a numeric exp', () => {
    for (const token of [
      'at.opaque',
      'a.b.c',
      `${jwt({ exp: 1 })}.extra`,
      jwt({ exp: '1700000120' }),
      jwt({ iat: 1 }),
      'x.bnVsbA.y', // the payload is JSON null
      '',
    ])
      expect(tokenTimes(token), token).toBeUndefined()
  })
})

describe('renewal', () => {
  it('renews a quarter of the lifetime before expiry, at least 5 s and at most a minute before', () => {
    const at = (lifetime: number) => renewalMargin({ issuedAt: 0, expiresAt: lifetime })
    expect(at(120_000)).toBe(30_000)
    expect(at(4_000)).toBe(5_000)
    expect(at(3_600_000)).toBe(60_000)
    expect(renewalMargin({ issuedAt: undefined, expiresAt: 120_000 })).toBe(5_000)
  })

  it('is due within the margin by the server clock, never for an opaque token', () => {
    let now = 1_700_000_000_000
    const clock = createServerClock(() => now)
    const token = jwt({ iat: now / 1000, exp: now / 1000 + 120 })
    expect(isDueForRenewal(token, clock)).toBe(false)
    now += 89_000
    expect(isDueForRenewal(token, clock)).toBe(false)
    now += 1_000
    expect(isDueForRenewal(token, clock)).toBe(true)
    expect(isDueForRenewal('at.opaque', clock)).toBe(false)
  })

  it("learns the server's clock from a token it has just issued: a device an hour ahead renews on time", () => {
    const server = 1_700_000_000_000
    let device = server + 3_600_000
    const clock = createServerClock(() => device)
    const token = jwt({ iat: server / 1000, exp: server / 1000 + 120 })
    // By the device's own clock the fresh token has long expired.
    expect(isDueForRenewal(token, clock)).toBe(true)
    clock.learnFrom(token, device)
    expect(isDueForRenewal(token, clock)).toBe(false)
    device += 90_000
    expect(isDueForRenewal(token, clock)).toBe(true)
  })
})
