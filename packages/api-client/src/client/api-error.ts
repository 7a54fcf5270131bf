import { CLIENT_MESSAGES } from './client-messages'

/** Codes the client itself gives to failures that never reached a server answer. */
export type ClientErrorCode =
  | 'NETWORK_ERROR'
  | 'ABORTED'
  | 'INVALID_RESPONSE'
  | 'SESSION_EXPIRED'
  /** A write not sent: the browser is offline. */
  | 'OFFLINE'
  /** A write whose answer was lost, and the server could not be asked whether it landed. */
  | 'UNCONFIRMED'
  /** The server ended in another state than the one asked for (a like toggled twice). */
  | 'OUT_OF_STEP'

/**
 * The one error the client throws. `status` is the HTTP status, or 0 when no answer arrived
 * (network down, request aborted). `code` is the server's `code` (`TOKEN_EXPIRED` …) or one
 * of the client's own codes.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  readonly status: number
  readonly code: string | undefined
  /** The body's `message`, when the server sent one. */
  readonly serverMessage: string | undefined

  constructor(
    status: number,
    message: string,
    options: {
      code?: string | undefined
      serverMessage?: string | undefined
      cause?: unknown
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.status = status
    this.code = options.code
    this.serverMessage = options.serverMessage
  }

  get isNetworkError(): boolean {
    return this.code === 'NETWORK_ERROR'
  }

  get isNotFound(): boolean {
    return this.status === 404
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError
}

/**
 * Whether a call failed because the session is over (its refresh was refused). The app has
 * been told through `onSessionExpired` and says so itself: the call's own failure message
 * would only add noise.
 */
export function isSessionExpired(error: unknown): boolean {
  return isApiError(error) && error.code === 'SESSION_EXPIRED'
}

/**
 * The browser says it has no network. `navigator.onLine` is only reliable when false; Node has
 * no `onLine` at all. Offline, a write is not sent and a read is not retried: either would fail
 * the same way.
 */
export function isOffline(): boolean {
  return (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false
}

/** Whether a call failed as a write not sent, the browser being offline (`OFFLINE`). */
export function isOfflineError(error: unknown): boolean {
  return isApiError(error) && error.code === 'OFFLINE'
}

/** A write that may or may not have happened: neither its answer nor the server's state
 * could be read. The next attempt of the same write asks the server before sending. */
export function isUnconfirmed(error: unknown): boolean {
  return isApiError(error) && error.code === 'UNCONFIRMED'
}

/** A gateway's or a proxy's answer for a server it could not use this time: 502, 503, 504. */
export function isGatewayStatus(status: number): boolean {
  return status === 502 || status === 503 || status === 504
}

/**
 * Whether a call ended without the server's answer: no answer at all (a network failure, a
 * connection cut), or a gateway's ({@link isGatewayStatus}). A write that ends so may have
 * happened.
 */
export function isUnanswered(error: unknown): boolean {
  return isApiError(error) && (error.code === 'NETWORK_ERROR' || isGatewayStatus(error.status))
}

/**
 * The text to show a user for a failed call: the server's message for a 4xx answer that
 * carried one, otherwise `fallback`. A 5xx, a network failure, a non-JSON or malformed body
 * is a generic failure whatever its text.
 */
export function userMessage(error: unknown, fallback: string): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.serverMessage) {
    return error.serverMessage
  }
  return fallback
}

const FAILED_WITH_STATUS = 'Request failed with status '

/**
 * The client's words for a failed answer without a message of the server's. A 5xx reads as the
 * server's own words for one (`SERVER_MESSAGES.serverError`, which a test keeps equal: the
 * list is not imported here, as it would bring every text of the server into the first view).
 */
export function describeStatus(status: number): string {
  if (status === 404) return CLIENT_MESSAGES.notFound
  if (status >= 500) return 'Server error'
  return `${FAILED_WITH_STATUS}${status}`
}

/** The status `describeStatus` wrote into `text` ("Request failed with status 418": 418), if it
 * wrote it. */
export function statusDescribed(text: string): number | undefined {
  if (!text.startsWith(FAILED_WITH_STATUS)) return undefined
  const status = text.slice(FAILED_WITH_STATUS.length)
  return /^\d{3}$/.test(status) ? Number(status) : undefined
}
