import * as v from 'valibot'
import type { User } from '../contract/user'
import { abortError } from './abort'
import { ApiError, describeStatus } from './api-error'
import { toImageUrl } from './image-url'
import { createSessionRefresh } from './refresh'
import type { UploadProgress } from './xhr-request'

export type { UploadProgress } from './xhr-request'

export type HttpMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE'

/** The pair of tokens (and user) a successful refresh hands back to the app. */
export interface RefreshedSession {
  accessToken: string
  refreshToken: string
  user: User
}

/**
 * Where the client reads tokens from and writes rotated ones to. The app owns storage; the
 * client keeps nothing of its own.
 */
export interface TokenStore {
  getAccessToken(): string | null
  getRefreshToken(): string | null
  /** Called with the rotated pair after every successful refresh, before the retry. */
  setSession(session: RefreshedSession): void
}

export interface ApiClientOptions {
  /**
   * Origin of the API host, e.g. `https://api.example.com`, or `''` for the page's own origin.
   * Calls go to `{baseUrl}/api/…`; images to `{baseUrl}/{path}`.
   */
  baseUrl: string
  /** Token source; without one, every call goes out without a bearer header. */
  tokens?: TokenStore
  /**
   * Called once when the session cannot be renewed: the refresh was refused (400/401/404)
   * or there is no refresh token. The app signs the user out. Not called when the refresh
   * failed for a network error or a 5xx: the user stays signed in.
   */
  onSessionExpired?: () => void
  /** Runs the refresh exclusively, e.g. across tabs with Web Locks, so that two tabs never
   * spend the same rotated refresh token. Defaults to running it directly. */
  refreshLock?: <T>(task: () => Promise<T>) => Promise<T>
  /** Defaults to the global `fetch`. */
  fetch?: typeof fetch
  /**
   * Sends the requests that report upload progress. Defaults to the global `XMLHttpRequest`;
   * where there is none (Node), those requests go through `fetch` and report no progress.
   */
  XMLHttpRequest?: typeof XMLHttpRequest
}

export interface RequestOptions<T> {
  method?: HttpMethod
  /** Path under `/api`, with its query string, e.g. `/posts?page=2&limit=10`. */
  path: string
  /** A JSON body. */
  json?: unknown
  /** A multipart body. */
  form?: FormData
  /** Send the bearer header and refresh on 401 (default). `false` for the guest feed and
   * the auth calls. */
  auth?: boolean
  /** The runtime schema the success body must satisfy. */
  schema: v.GenericSchema<unknown, T>
  /** Cancels the request, including while it waits for a refresh: it then fails ABORTED. */
  signal?: AbortSignal
  /**
   * Called as the body is sent. The request then goes through `XMLHttpRequest`, since
   * `fetch` reports no upload progress. A retry after a refresh sends the body again, so the
   * progress starts over from 0.
   */
  onUploadProgress?: (progress: UploadProgress) => void
}

/** What an upload call takes besides its content: progress reports and cancelling. */
export type UploadOptions = Pick<RequestOptions<unknown>, 'onUploadProgress' | 'signal'>

export interface ApiClient {
  /** The API origin this client talks to. */
  readonly baseUrl: string
  request<T>(options: RequestOptions<T>): Promise<T>
  /** `{API origin}/{path}` with backslashes turned into slashes; undefined for no path. */
  imageUrl(path: string | null | undefined): string | undefined
}

const ErrorBodySchema = v.object({ message: v.string(), code: v.optional(v.string()) })
const NOT_JSON = Symbol('not-json')

/**
 * Creates the client for the PhotoBooth `/api`. Every response is checked against its schema:
 * a malformed body, a non-JSON body (the server answers unknown routes with an HTML page) or a
 * network failure becomes an {@link ApiError}. No request timeout is set, as in the product.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '')
  const apiBase = `${baseUrl}/api`
  const tokens = options.tokens
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init))

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
    const init = { method: request.method ?? 'GET', headers, body, signal: request.signal }
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

  async function afterUnauthorized(
    request: RequestOptions<unknown>,
    usedToken: string | null,
    tokenStore: TokenStore,
  ): Promise<Response> {
    const token = await tokenAfterUnauthorized(tokenStore, usedToken, request.signal).catch(
      (cause: unknown) => {
        throw transportError(cause)
      },
    )
    return send(request, token)
  }

  const client: ApiClient = {
    baseUrl,
    async request<T>(request: RequestOptions<T>): Promise<T> {
      const authenticated = request.auth !== false && tokens !== undefined
      const usedToken = authenticated ? tokens.getAccessToken() : null
      let response = await send(request, usedToken)
      // Signed out (no token of either kind): the server's 401 is the answer, and there is
      // no session to end.
      const hadSession = usedToken !== null || tokens?.getRefreshToken()
      if (response.status === 401 && authenticated && hadSession) {
        await response.body?.cancel()
        response = await afterUnauthorized(request, usedToken, tokens)
      }
      return parse(response, request.schema)
    },
    imageUrl(path) {
      return toImageUrl(baseUrl, path)
    },
  }
  const tokenAfterUnauthorized = createSessionRefresh(client, {
    lock: options.refreshLock ?? ((task) => task()),
    onSessionExpired: options.onSessionExpired,
  })
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
    throw new ApiError(response.status, 'The server sent an unexpected response.', {
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
    return new ApiError(0, 'The request was cancelled.', { code: 'ABORTED', cause })
  }
  return new ApiError(0, 'Could not reach the server.', { code: 'NETWORK_ERROR', cause })
}
