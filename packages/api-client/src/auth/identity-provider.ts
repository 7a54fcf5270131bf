/**
 * The third-party identity provider (Google sign-in in the product), injected by the app so
 * that neither the client nor the UI loads a vendor SDK. The app's implementation wraps e.g.
 * Firebase Authentication; the demo, stories and tests use `createMockIdentityProvider` from
 * `@photobooth/mocks`.
 */
export interface IdentityProvider {
  /** The provider's name, shown on the button ("Google"). */
  readonly name: string
  /** Opens the provider's popup; resolves with the account or rejects with an
   * {@link IdentityProviderError}. */
  signInWithPopup(): Promise<ProviderAccount>
  /** Leaves for the provider's page; the result comes back through `getRedirectResult`. */
  signInWithRedirect(): Promise<void>
  /** The account of a redirect that just came back, or `null` when there is none. */
  getRedirectResult(): Promise<ProviderAccount | null>
}

export interface ProviderAccount {
  /** The provider's user id; the account's password is derived from it. */
  uid: string
  email: string | null
  displayName: string | null
}

export type IdentityProviderErrorCode =
  /** The user closed the popup. */
  | 'cancelled'
  /** The e-mail already has an account with another sign-in method. */
  | 'account-exists'
  /** The popup could not open (blocked, unsupported): fall back to a redirect. */
  | 'popup-unavailable'
  | 'failed'

export class IdentityProviderError extends Error {
  override readonly name = 'IdentityProviderError'
  readonly code: IdentityProviderErrorCode

  constructor(code: IdentityProviderErrorCode, message: string = code) {
    super(message)
    this.code = code
  }
}

export function isIdentityProviderError(error: unknown): error is IdentityProviderError {
  return error instanceof IdentityProviderError
}
