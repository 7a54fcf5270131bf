import {
  type IdentityProvider,
  IdentityProviderError,
  type IdentityProviderErrorCode,
  type ProviderAccount,
} from './identity-provider'

export interface MockIdentityProviderOptions {
  /** What the popup does: sign in, or fail with one of the provider's errors. */
  outcome?: 'success' | IdentityProviderErrorCode
  /** The account the popup (or redirect) signs in. */
  account?: ProviderAccount
  /** An account coming back from a redirect when the screen loads. */
  redirectResult?: ProviderAccount | 'error' | null
  /** Called when the flow falls back to a redirect. */
  onRedirect?: () => void
  /** How long the popup takes (ms). */
  delay?: number
}

export const MOCK_PROVIDER_ACCOUNT: ProviderAccount = {
  uid: 'mock-google-uid-1',
  email: 'morgan.provider@example.com',
  displayName: 'Morgan Provider',
}

/** An identity provider that simulates the popup offline, for demos, stories and tests. */
export function createMockIdentityProvider(
  options: MockIdentityProviderOptions = {},
): IdentityProvider {
  const {
    outcome = 'success',
    account = MOCK_PROVIDER_ACCOUNT,
    redirectResult = null,
    delay = 0,
  } = options
  const wait = () => new Promise((resolve) => setTimeout(resolve, delay))
  return {
    name: 'Google',
    async signInWithPopup() {
      await wait()
      if (outcome === 'success') return account
      throw new IdentityProviderError(outcome)
    },
    async signInWithRedirect() {
      options.onRedirect?.()
    },
    async getRedirectResult() {
      if (redirectResult === 'error') throw new IdentityProviderError('failed')
      return redirectResult
    },
  }
}
