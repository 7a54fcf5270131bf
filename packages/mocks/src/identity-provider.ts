import {
  type IdentityProvider,
  IdentityProviderError,
  type IdentityProviderErrorCode,
  type ProviderAccount,
} from '@photobooth/api-client'

/** What the provider's popup does: sign the account in, or fail as the real one can. */
export type MockPopupOutcome = 'success' | IdentityProviderErrorCode

export interface MockIdentityProviderOptions {
  /** What the popup does every time (stories and tests). Ignored when `popup` is given. */
  outcome?: MockPopupOutcome
  /** Asks what the popup does, each time it opens (the demo shows a dialog). */
  popup?: () => Promise<MockPopupOutcome>
  /** The account the popup (or redirect) signs in. */
  account?: ProviderAccount
  /** An account coming back from a redirect when the screen loads. */
  redirectResult?: ProviderAccount | 'error' | null
  /** Called when the flow falls back to a redirect. */
  onRedirect?: () => void
  /** How long the popup, or finishing a redirect, takes (ms). */
  delay?: number
}

/** The account the mock provider signs in: new to the seeded world, so the login screen's
 * flow registers it (login answers 404) the first time. */
export const MOCK_PROVIDER_ACCOUNT: ProviderAccount = {
  uid: 'demo-google-morgan',
  email: 'morgan.provider@example.com',
  displayName: 'Morgan Provider',
}

/**
 * Google sign-in without Google: the popup's outcome is scripted (`outcome`) or asked for
 * (`popup`), so that every branch of the identity-provider flows runs offline — in the demo,
 * the stories and the tests.
 */
export function createMockIdentityProvider(
  options: MockIdentityProviderOptions = {},
): IdentityProvider {
  const {
    outcome = 'success',
    popup = async () => outcome,
    account = MOCK_PROVIDER_ACCOUNT,
    redirectResult = null,
    delay = 0,
  } = options
  const wait = () => new Promise((resolve) => setTimeout(resolve, delay))
  return {
    name: 'Google',
    async signInWithPopup() {
      await wait()
      const result = await popup()
      if (result === 'success') return account
      throw new IdentityProviderError(result)
    },
    async signInWithRedirect() {
      options.onRedirect?.()
    },
    async getRedirectResult() {
      // Coming back from the provider's page takes as long as its popup.
      if (redirectResult !== null) await wait()
      if (redirectResult === 'error') throw new IdentityProviderError('failed')
      return redirectResult
    },
  }
}
