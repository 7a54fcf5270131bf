import type * as v from 'valibot'
import type { User } from '../contract/user'
import type { RetryPolicy } from './retry'
import type { UploadProgress } from './xhr-request'

/*
 * What a client is given and what it does, apart from how it does it (create-api-client.ts):
 * the parts of the client (its silent refresh, the calls it makes itself) need these without
 * depending on the whole.
 */

export type { UploadProgress } from './xhr-request'

/**
 * The header a service worker puts on a saved copy it serves in place of the network's answer:
 * the time the copy was saved (epoch ms). Reads that ask for the server's state refuse such an
 * answer (`RequestOptions.fresh`).
 */
export const SAVED_COPY_HEADER = 'x-photobooth-saved-at'

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
  /**
   * The quiet retry of reads (retry.ts). A `GET` that gets no answer (`NETWORK_ERROR`) or a
   * gateway's 502, 503 or 504 is sent again: at most twice, every retry starting within 5 s of
   * the first attempt, after a random wait (50–300 ms, then 50–900 ms) or what `Retry-After`
   * asks for (longer than the 5 s allow: no retry). Not when the browser says it is offline,
   * and at most 4 requests of this client wait to retry at once (the others fail at once).
   * Never a write, a 4xx, a 500, a cancelled request or a malformed body. The parts given
   * replace the defaults; `false` turns retrying off.
   */
  retry?: Partial<RetryPolicy> | false
}

export interface RequestOptions<T> {
  method?: HttpMethod
  /** Path under `/api`, with its query string, e.g. `/posts?page=2&limit=10`. */
  path: string
  /** A JSON body. */
  json?: unknown
  /** A multipart body. */
  form?: FormData
  /**
   * Send the bearer header and refresh on 401 (default). `false` for the auth calls and the
   * public reads (`GET /posts`, `/posts/{id}`, `/posts/user/{id}`), which the server answers
   * alike with or without a token: without the header such a read is a simple cross-origin
   * request, which needs no CORS preflight round trip.
   */
  auth?: boolean
  /** The runtime schema the success body must satisfy. */
  schema: v.GenericSchema<unknown, T>
  /** Cancels the request, including while it waits for a refresh: it then fails ABORTED. */
  signal?: AbortSignal
  /**
   * The server's own state, never a saved copy: for the reads that decide a write (whether it
   * landed, what was there before it). Sent with `cache: 'no-store'`, which the browser's cache
   * and PhotoBooth's service worker let through; an answer a worker stamped as saved
   * ({@link SAVED_COPY_HEADER}) is refused as no answer (`NETWORK_ERROR`).
   */
  fresh?: boolean
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
