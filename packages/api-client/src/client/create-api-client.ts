import * as v from 'valibot'
import { abortError } from './abort'
import { ApiError, describeStatus } from './api-error'
import { toImageUrl } from './image-url'
import type { SessionRefresh } from './refresh'
import type { Retrier } from './retry'
import { isRetryable } from './retryable'
import { createServerClock, isDueForRenewal } from './token-expiry'

export type { UploadProgress } from './xhr-request'

import {
  type ApiClient,
  type ApiClientOptions,
  type RequestOptions,
  SAVED_COPY_HEADER,
  type TokenStore,
} from './api-client'
import { CLIENT_MESSAGES } from './client-messages'

export type {
  ApiClient,
  ApiClientOptions,
  HttpMethod,
  RefreshedSession,
  RequestOptions,
  TokenStore,
  UploadOptions,
} from './api-client'
export { SAVED_COPY_HEADER } from './api-client'

const ErrorBodySchema = v.object({ message: v.string(), code: v.optional(v.string()) })
const NOT_JSON = Symbol('not-json')

/**
 * Creates the client for the PhotoBooth `/api`. Every response is checked against its schema:
 * a malformed body, a non-JSON body (the server answers unknown routes with an HTML page) or a
 * network failure becomes an {@link ApiError}. No request timeout is set, as in the product.
 * A read that gets no answer or a gateway's is sent again, quietly and briefly (retryable.ts,
 * retry.ts, `ApiClientOptions.retry`).
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const apiBase = `${baseUrl}/api`
  const tokens = options.tokens
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  // The retry policy is fetched with the first read that fails: a page whose reads all
  // succeed never downloads it (it is not part of the first view).
  let retrier: Promise<Retrier | undefined> | undefined
  const loadRetrier = (signal: AbortSignal | undefined) => {
    retrier ??= import('./retry').then(
      ({ createRetrier }) => createRetrier(options.retry),
      () => {
        // Not to be had now (the network, or a deploy replaced the file): this failure
        // stands, and the next failing read tries to fetch it again.
        retrier = undefined
        return undefined
      },
    )
    // A cancelled request does not wait for it.
    if (!signal) return retrier
    return Promise.race([
      retrier,
      new Promise<undefined>((resolve) => {
        if (signal.aborted) resolve(undefined)
        signal.addEventListener('abort', () => resolve(undefined), { once: true })
      }),
    ])
  }

  // The session's refresh (refresh.ts) is fetched when a token is first due or meets a 401: a
  // guest, and a session's first minutes, never download it (it is not part of the first view).
  const serverClock = createServerClock()
  let sessionRefresh: Promise<SessionRefresh> | undefined
  const loadRefresh = () => {
    sessionRefresh ??= import('./refresh').then(
      ({ createSessionRefresh }) =>
        createSessionRefresh(client, {
          lock: options.refreshLock ?? ((task) => task()),
          onSessionExpired: options.onSessionExpired,
          serverClock,
        }),
      (error: unknown) => {
        // Not to be had now (the network, a deploy replaced the file): the next need tries
        // again.
        sessionRefresh = undefined
        throw error
      },
    )
    return sessionRefresh
  }

  /** The token to send with: the stored one, renewed first when it is about to expire. */
  async function tokenToSend(
    tokenStore: TokenStore,
    signal: AbortSignal | undefined,
  ): Promise<string | null> {
    const current = tokenStore.getAccessToken()
    if (!current || !tokenStore.getRefreshToken() || !isDueForRenewal(current, serverClock))
      return current
    // The refresh's code not to be had: the current token may still do.
    const refresh = await loadRefresh().catch(() => undefined)
    return refresh ? refresh.tokenToSend(tokenStore, signal) : current
  }

  async function send(
    request: RequestOptions<unknown>,
    accessToken: string | null,
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: 'application/json' }
    let body: XMLHttpRequestBodyInit | undefined
    if (request.form) {
      body = request.form
    } else if (request.json !== undefined) {
      headers['Content-Type'] = 'application/json'
      body = JSON.stringify(request.json)
    }
    if (request.auth !== false && accessToken) headers.Authorization = `Bearer ${accessToken}`
    const url = `${apiBase}${request.path}`
    const init = {
      method: request.method ?? 'GET',
      headers,
      body,
      signal: request.signal,
      // Past every cache: the browser's, and a service worker's saved copies.
      ...(request.fresh ? { cache: 'no-store' as const } : {}),
    }
    const Xhr = options.XMLHttpRequest ?? platformXhr()
    try {
      if (request.onUploadProgress && body !== undefined && Xhr) {
        // Fetched with the first upload: pages that never upload never download it.
        const { xhrRequest } = await import('./xhr-request')
        return await xhrRequest(Xhr, url, { ...init, body }, request.onUploadProgress)
      }
      return await fetchImpl(url, init)
    } catch (cause) {
      // `fetch` rejects with the signal's reason, which need not be an AbortError.
      throw transportError(request.signal?.aborted ? abortError() : cause)
    }
  }

  /**
   * One attempt of a request, the 401 → refresh → resend path included: the answer, or the
   * error of sending (returned, for the retry to judge). A token about to expire is renewed
   * before sending (refresh.ts), so that path is the exception. One refresh at most per
   * attempt: a 401 to a token renewed just now is the answer. A failed refresh throws: it is a
   * `POST` of its own, which the retry must not repeat. Each attempt reads the token anew:
   * another request may have renewed it during the wait.
   */
  async function attempt(request: RequestOptions<unknown>): Promise<Response | ApiError> {
    const authenticated = request.auth !== false && tokens !== undefined
    const storedToken = authenticated ? tokens.getAccessToken() : null
    const usedToken = authenticated
      ? await tokenToSend(tokens, request.signal).catch((cause: unknown) => {
          throw transportError(request.signal?.aborted ? abortError() : cause)
        })
      : null
    const response = await sendOrError(request, usedToken)
    if (response instanceof ApiError) return response
    // Signed out (no token of either kind): the server's 401 is the answer, and there is
    // no session to end.
    const hadSession = usedToken !== null || tokens?.getRefreshToken()
    const renewedNow = usedToken !== storedToken
    if (response.status === 401 && authenticated && hadSession && !renewedNow) {
      await response.body?.cancel()
      return afterUnauthorized(request, usedToken, tokens)
    }
    return response
  }

  async function afterUnauthorized(
    request: RequestOptions<unknown>,
    usedToken: string | null,
    tokenStore: TokenStore,
  ): Promise<Response | ApiError> {
    const token = await loadRefresh()
      .then((refresh) => refresh.tokenAfterUnauthorized(tokenStore, usedToken, request.signal))
      .catch((cause: unknown) => {
        throw transportError(cause)
      })
    return sendOrError(request, token)
  }

  /**
   * {@link send}, with its failure as a value. A saved copy served where the server's state was
   * asked for is no answer of the server's.
   */
  async function sendOrError(
    request: RequestOptions<unknown>,
    accessToken: string | null,
  ): Promise<Response | ApiError> {
    let response: Response
    try {
      response = await send(request, accessToken)
    } catch (error) {
      return transportError(error)
    }
    if (request.fresh && response.headers.get(SAVED_COPY_HEADER) !== null) {
      await response.body?.cancel().catch(() => undefined)
      return transportError(new Error('A saved copy answered a read of the server’s state.'))
    }
    return response
  }

  const client: ApiClient = {
    baseUrl,
    async request<T>(request: RequestOptions<T>): Promise<T> {
      const method = request.method ?? 'GET'
      // The first attempt's duration counts in the retry's time budget. It is measured on the
      // monotonic clock, not the time of day: a server render must not read the time before
      // its data (Next.js refuses to prerender a page that reads `Date.now()` first), and a
      // client without a session reads it nowhere else before the answer.
      const startedAt = performance.now()
      let outcome = await attempt(request)
      const failure = outcome instanceof ApiError ? outcome : outcome.status
      if (options.retry !== false && isRetryable(method, failure)) {
        const retry = (await loadRetrier(request.signal))?.start(
          method,
          request.signal,
          performance.now() - startedAt,
        )
        if (request.signal?.aborted) throw transportError(abortError())
        const again = (last: Response | ApiError) =>
          (retry?.again(last) ?? Promise.resolve(false)).catch((cause: unknown) => {
            throw transportError(request.signal?.aborted ? abortError() : cause)
          })
        while (await again(outcome)) outcome = await attempt(request)
      }
      if (outcome instanceof ApiError) throw outcome
      return parse(outcome, request.schema)
    },
    imageUrl(path) {
      return toImageUrl(baseUrl, path)
    },
  }
  return client
}

async function parse<T>(response: Response, schema: v.GenericSchema<unknown, T>): Promise<T> {
  const body = await readBody(response)
  if (!response.ok) {
    const error = v.safeParse(ErrorBodySchema, body)
    if (error.success) {
      throw new ApiError(response.status, error.output.message, {
        code: error.output.code,
        serverMessage: error.output.message,
      })
    }
    throw new ApiError(response.status, describeStatus(response.status))
  }
  const result = v.safeParse(schema, body === NOT_JSON ? undefined : body)
  if (!result.success) {
    throw new ApiError(response.status, CLIENT_MESSAGES.unexpected, {
      code: 'INVALID_RESPONSE',
    })
  }
  return result.output
}

async function readBody(response: Response): Promise<unknown> {
  let text: string
  try {
    text = await response.text()
  } catch (cause) {
    throw transportError(cause)
  }
  if (text === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch {
    return NOT_JSON
  }
}

/** The platform's `XMLHttpRequest`; Node has none. */
function platformXhr(): typeof XMLHttpRequest | undefined {
  return (globalThis as { XMLHttpRequest?: typeof XMLHttpRequest }).XMLHttpRequest
}

function transportError(cause: unknown): ApiError {
  if (cause instanceof ApiError) return cause
  if (cause instanceof DOMException && cause.name === 'AbortError') {
    return new ApiError(0, CLIENT_MESSAGES.cancelled, { code: 'ABORTED', cause })
  }
  return new ApiError(0, CLIENT_MESSAGES.network, { code: 'NETWORK_ERROR', cause })
}
