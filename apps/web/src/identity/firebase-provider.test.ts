import { describe, expect, it } from 'vitest'
import { toProviderError } from './firebase-provider'

describe('toProviderError', () => {
  it.each([
    ['auth/popup-closed-by-user', 'cancelled'],
    ['auth/cancelled-popup-request', 'cancelled'],
    ['auth/account-exists-with-different-credential', 'account-exists'],
    ['auth/popup-blocked', 'popup-unavailable'],
    ['auth/operation-not-supported-in-this-environment', 'popup-unavailable'],
    ['auth/network-request-failed', 'failed'],
  ])('%s → %s', (code, expected) => {
    expect(toProviderError({ code }).code).toBe(expected)
  })

  it('reads anything else as a failure', () => {
    expect(toProviderError(new Error('boom')).code).toBe('failed')
    expect(toProviderError(undefined).code).toBe('failed')
  })
})
