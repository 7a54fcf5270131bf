import { AuthResponseSchema } from '../contract/auth'
import { unlessAborted } from './abort'
import type { ApiClient, RefreshedSession, TokenStore } from './api-client'
import { ApiError, isApiError } from './api-error'
import { CLIENT_MESSAGES } from './client-messages'
import { isDueForRenewal, type ServerClock } from './token-expiry'

/**
 * `POST /auth/refresh-token` `{ refreshToken }` → a new access token and a rotated refresh
 * token. The client's silent refresh (below) makes this call on a 401 and before the token
 * expires; an app rarely needs it directly. A guest call (`auth: false`): it never refreshes in
 * turn. It lives with the refresh, not with the sign-in calls: the client needs it, and the
 * calls of `auth/` need the client.
 */
export function refreshToken(client: ApiClient, token: string) {
  return client.request({
    method: 'POST',
    path: '/auth/refresh-token',
    json: { refreshToken: token },
    auth: false,
    schema: AuthResponseSchema,
  })
}

export interface SessionRefreshOptions {
  /** Runs the refresh exclusively (across tabs); see `ApiClientOptions.refreshLock`. */
  lock: <T>(task: () => Promise<T>) => Promise<T>
  onSessionExpired?: (() => void) | undefined
  /** The server's clock, learnt from each token a refresh brings (token-expiry.ts). */
  serverClock: ServerClock
}

export type SessionRefresh = ReturnType<typeof createSessionRefresh>

/**
 * The silent refresh of one client (docs/decisions/002-silent-refresh.md). Its
 * `tokenAfterUnauthorized` answers, for a request that met a 401 with `usedToken`, the token to
 * retry it with: the current one when another request (or tab) already renewed it, otherwise
 * the token of one refresh shared by every request that meets a 401 at the same time (single
 * flight). Its `tokenToSend` renews the token shortly before it expires, so that in the normal
 * course no request meets a 401 at all (the 401 path stays for tokens that do not say when
 * they expire, a clock that is wrong, a session ended elsewhere).
 */
export function createSessionRefresh(client: ApiClient, options: SessionRefreshOptions) {
  let inFlight: Promise<string> | null = null
  const { serverClock } = options

  function expire(): ApiError {
    options.onSessionExpired?.()
    return sessionExpiredError()
  }

  /** `POST /auth/refresh-token` as a guest call: it never goes through the retrying path. */
  async function refresh(token: string, tokens: TokenStore): Promise<string> {
    const session = await refreshToken(client, token).catch((error: unknown) => {
      // 400 (no token), 401 (invalid, expired or already rotated), 404 (user gone): the
      // session is over. Anything else — 5xx, a malformed answer, the network — is a failure
      // to report without signing the user out.
      if (isApiError(error) && [400, 401, 404].includes(error.status)) throw expire()
      throw error
    })
    serverClock.learnFrom(session.accessToken, Date.now())
    const rotated: RefreshedSession = {
      accessToken: session.accessToken,
      refreshToken: session.refreshToken ?? token,
      user: session.user,
    }
    tokens.setSession(rotated)
    return rotated.accessToken
  }

  function refreshShared(usedToken: string | null, tokens: TokenStore): Promise<string> {
    inFlight ??= options
      .lock(async () => {
        // Waiting for the lock may have taken a while: another tab may have rotated the pair.
        const current = tokens.getAccessToken()
        if (current && current !== usedToken) return current
        const token = tokens.getRefreshToken()
        if (!token) throw expire()
        return refresh(token, tokens)
      })
      .finally(() => {
        inFlight = null
      })
    return inFlight
  }

  return {
    async tokenAfterUnauthorized(
      tokens: TokenStore,
      usedToken: string | null,
      signal: AbortSignal | undefined,
    ): Promise<string> {
      const current = tokens.getAccessToken()
      // Another request (or tab) already renewed the token this one was sent with.
      if (current && current !== usedToken) return current
      // The session ended while this request was out: nothing to renew, and the app knows.
      if (!current && usedToken) throw sessionExpiredError()
      // The refresh is shared: cancelling this request stops its wait, not the refresh.
      return unlessAborted(signal, () => refreshShared(usedToken, tokens))
    },

    /**
     * The token to send a request with: the current one, renewed first (one refresh shared
     * by every request, across tabs through the lock) when it expires within its margin.
     * A refresh the server refuses ends the session (the error is thrown); one that fails
     * otherwise (the network, a 5xx) leaves the current token in use — it may still be valid,
     * and if not, the 401 path tries again.
     */
    async tokenToSend(tokens: TokenStore, signal: AbortSignal | undefined): Promise<string | null> {
      const current = tokens.getAccessToken()
      if (!current || !tokens.getRefreshToken() || !isDueForRenewal(current, serverClock))
        return current
      try {
        return await unlessAborted(signal, () => refreshShared(current, tokens))
      } catch (error) {
        if (signal?.aborted || (isApiError(error) && error.code === 'SESSION_EXPIRED')) throw error
        return tokens.getAccessToken()
      }
    },
  }
}

function sessionExpiredError(): ApiError {
  return new ApiError(401, CLIENT_MESSAGES.sessionExpired, {
    code: 'SESSION_EXPIRED',
  })
}
