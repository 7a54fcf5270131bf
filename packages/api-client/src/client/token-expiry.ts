/**
 * When an access token runs out, read from the token itself. The server's access tokens are
 * JWTs: `header.payload.signature`, the payload base64url JSON with `exp` (and `iat`) in
 * seconds. The client reads them only to renew a token before it expires (refresh.ts); it
 * verifies nothing, and a token that does not say (opaque, malformed) is renewed the old way,
 * after the server's 401.
 */
export interface TokenTimes {
  /** Milliseconds since the epoch, by the server's clock. */
  expiresAt: number
  issuedAt: number | undefined
}

export function tokenTimes(token: string): TokenTimes | undefined {
  const payload = token.split('.')[1]
  if (!payload || token.split('.').length !== 3) return undefined
  let claims: unknown
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    claims = JSON.parse(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')))
  } catch {
    return undefined
  }
  if (typeof claims !== 'object' || claims === null) return undefined
  const { exp, iat } = claims as { exp?: unknown; iat?: unknown }
  if (typeof exp !== 'number' || !Number.isFinite(exp)) return undefined
  return {
    expiresAt: exp * 1000,
    issuedAt: typeof iat === 'number' && Number.isFinite(iat) ? iat * 1000 : undefined,
  }
}

/** How long before its expiry a token is renewed: a quarter of its lifetime, between 5 s and
 * a minute (30 s of the server's 2-minute tokens) — room for a slow network and a request
 * that was sent just in time but arrives late. */
export function renewalMargin(times: TokenTimes): number {
  const lifetime = times.issuedAt === undefined ? 0 : times.expiresAt - times.issuedAt
  return Math.min(60_000, Math.max(5_000, lifetime / 4))
}

/**
 * The server's clock as this device sees it: the difference learnt from a token the server
 * has just issued (its `iat` against the moment it arrived), so that a device whose clock is
 * off neither renews on every request nor too late. Zero until a token has been received.
 */
export function createServerClock(now: () => number = Date.now) {
  let offset = 0
  return {
    now: () => now() + offset,
    /** A token the server issued just now: its `iat` is the server's present. */
    learnFrom(token: string, receivedAt: number) {
      const issuedAt = tokenTimes(token)?.issuedAt
      // `iat` counts whole seconds: a difference under a second and a half is rounding.
      if (issuedAt !== undefined && Math.abs(issuedAt - receivedAt) > 1_500)
        offset = issuedAt - receivedAt
      else if (issuedAt !== undefined) offset = 0
    },
  }
}

export type ServerClock = ReturnType<typeof createServerClock>

/** Whether `token` is close enough to its expiry, by `clock`, to be renewed before use. */
export function isDueForRenewal(token: string, clock: ServerClock): boolean {
  const times = tokenTimes(token)
  if (!times) return false
  return times.expiresAt - clock.now() <= renewalMargin(times)
}
