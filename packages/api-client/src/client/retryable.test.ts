import { describe, expect, it } from 'vitest'
import { ApiError } from './api-error'
import { isRetryable } from './retryable'

const networkError = () => new ApiError(0, 'Could not reach the server.', { code: 'NETWORK_ERROR' })

describe('isRetryable', () => {
  it.each([
    ['GET', 502],
    ['GET', 503],
    ['GET', 504],
    ['get', 503],
  ])('%s answered %i: yes', (method, status) => {
    expect(isRetryable(method, status)).toBe(true)
    expect(isRetryable(method, new ApiError(status, 'Server error'))).toBe(true)
  })

  it('GET without an answer (NETWORK_ERROR, status 0): yes', () => {
    expect(isRetryable('GET', networkError())).toBe(true)
  })

  it.each([200, 304, 400, 401, 403, 404, 409, 429, 500, 501, 505])(
    'GET answered %i: no',
    (status) => {
      expect(isRetryable('GET', status)).toBe(false)
      expect(isRetryable('GET', new ApiError(status, 'x'))).toBe(false)
    },
  )

  it('a cancelled request, a malformed body or an ended session: no', () => {
    for (const code of ['ABORTED', 'INVALID_RESPONSE']) {
      expect(isRetryable('GET', new ApiError(0, 'x', { code }))).toBe(false)
      expect(isRetryable('GET', new ApiError(503, 'x', { code }))).toBe(false)
    }
    expect(isRetryable('GET', new ApiError(200, 'x', { code: 'INVALID_RESPONSE' }))).toBe(false)
    expect(isRetryable('GET', new ApiError(401, 'x', { code: 'SESSION_EXPIRED' }))).toBe(false)
  })

  it.each(['POST', 'PATCH', 'DELETE', 'PUT'])('%s, whatever the failure: no', (method) => {
    expect(isRetryable(method, 503)).toBe(false)
    expect(isRetryable(method, networkError())).toBe(false)
  })
})
