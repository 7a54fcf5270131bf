import { type ApiError, isGatewayStatus } from './api-error'

/**
 * Whether a call that met `failure` (the client's error, or the answer's status) may be sent
 * again. Only a `GET` — the one method whose repetition cannot change the server — and only
 * when no answer came (`NETWORK_ERROR`) or a gateway answered for the server
 * ({@link isGatewayStatus}). Never a 4xx (the answer), a 500 (the server failed on this request
 * and will again), a cancelled request (`ABORTED`) or a malformed body (`INVALID_RESPONSE`).
 *
 * Apart from the retry policy (retry.ts), which is fetched with the first read that fails: the
 * client asks this first, for every call.
 */
export function isRetryable(method: string, failure: ApiError | number): boolean {
  if (method.toUpperCase() !== 'GET') return false
  if (typeof failure === 'number') return isGatewayStatus(failure)
  if (failure.code === 'NETWORK_ERROR') return failure.status === 0
  if (failure.code === 'ABORTED' || failure.code === 'INVALID_RESPONSE') return false
  return isGatewayStatus(failure.status)
}
