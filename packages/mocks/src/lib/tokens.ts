import { SERVER_MESSAGES } from '@photobooth/api-client'
import type { MockContext } from '../context'
import type { UserRecord } from '../db/records'
import { newId, newToken } from './ids'
import { message } from './responses'

/** Expired access tokens are kept this long so they keep answering `TOKEN_EXPIRED`
 * (as a signed JWT would) instead of `INVALID_TOKEN`. */
const EXPIRED_TOKEN_MEMORY_MS = 24 * 60 * 60_000

export interface IssuedSession {
  accessToken: string
  refreshToken: string
}

/** Issues an access token and a refresh token for `userId`. */
export function issueSession(ctx: MockContext, userId: string): IssuedSession {
  const now = ctx.clock.now()
  forgetOldTokens(ctx, now)
  const expiresAt = now + ctx.config.accessTokenTtlMs
  const accessToken = accessTokenFor(userId, now, expiresAt)
  const refreshToken = newToken('rt')
  ctx.db.accessTokens.set(accessToken, { token: accessToken, userId, expiresAt })
  ctx.db.refreshTokens.set(refreshToken, {
    token: refreshToken,
    userId,
    expiresAt: now + ctx.config.refreshTokenTtlMs,
  })
  return { accessToken, refreshToken }
}

/**
 * An access token shaped like the server's JWT — `header.payload.signature`, base64url — whose
 * payload says whose it is and when it was issued and expires (`iat`, `exp`, in seconds, as
 * JWTs count). Clients read `exp` to renew it in time. The signature is random: the token is
 * only ever checked against the store, so a forged payload does not pass.
 */
function accessTokenFor(userId: string, issuedAt: number, expiresAt: number): string {
  const part = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')
  const payload = {
    id: userId,
    iat: Math.floor(issuedAt / 1000),
    exp: Math.floor(expiresAt / 1000),
  }
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(payload)}.${newId(43)}`
}

function forgetOldTokens(ctx: MockContext, now: number): void {
  for (const [token, record] of ctx.db.accessTokens) {
    if (record.expiresAt + EXPIRED_TOKEN_MEMORY_MS < now) ctx.db.accessTokens.delete(token)
  }
  for (const [token, record] of ctx.db.refreshTokens) {
    if (record.expiresAt + EXPIRED_TOKEN_MEMORY_MS < now) ctx.db.refreshTokens.delete(token)
  }
}

/**
 * The signed-in user of a request, or the contract's 401 answer: `NO_TOKEN`,
 * `INVALID_TOKEN`, `TOKEN_EXPIRED` or `USER_NOT_FOUND`.
 */
export function authenticate(ctx: MockContext, request: Request): UserRecord | Response {
  const header = request.headers.get('authorization') ?? ''
  if (!header.startsWith('Bearer ')) {
    return message(401, SERVER_MESSAGES.authRequired, { code: 'NO_TOKEN' })
  }
  const record = ctx.db.accessTokens.get(header.slice('Bearer '.length).trim())
  if (!record) return message(401, SERVER_MESSAGES.invalidToken, { code: 'INVALID_TOKEN' })
  if (record.expiresAt <= ctx.clock.now()) {
    return message(401, SERVER_MESSAGES.accessTokenExpired, { code: 'TOKEN_EXPIRED' })
  }
  const user = ctx.db.users.get(record.userId)
  if (!user) return message(401, SERVER_MESSAGES.userNotFound, { code: 'USER_NOT_FOUND' })
  return user
}
