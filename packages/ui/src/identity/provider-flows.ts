import {
  type ApiClient,
  type AuthResponse,
  isApiError,
  login,
  providerPassword,
  register,
  signup,
} from '@photobooth/api-client'
import {
  type IdentityProvider,
  isIdentityProviderError,
  type ProviderAccount,
} from './identity-provider'

/** Messages of the identity-provider flows (spec §8). */
export const PROVIDER_MESSAGES = {
  cancelled: 'Sign-in was cancelled.',
  accountExists: 'An account already exists with the same email address.',
  login: {
    failed: 'Google authentication failed. Please try again.',
    registerFailed: 'Registration with Google failed.',
    loginFailed: 'Login with Google failed.',
    redirectFailed: 'Failed to complete Google sign-in. Please try again.',
  },
  signup: {
    failed: 'Failed to sign up with Google. Please try again or use email registration.',
    noEmail: 'Could not get email from Google account',
    loginFailed: 'Failed to authenticate after Google signup',
    processFailed: 'Failed to process Google authentication. Please try again.',
    redirectFailed: 'Failed to complete Google authentication.',
  },
} as const

/** What a flow ends with: a session, a redirect away, or a message to show. */
export type ProviderOutcome =
  | { kind: 'signed-in'; session: AuthResponse }
  | { kind: 'redirecting' }
  | { kind: 'failed'; message: string }

const failed = (message: string): ProviderOutcome => ({ kind: 'failed', message })

/** The name an account made through the provider gets: its display name, else the e-mail's user part. */
function accountName(account: ProviderAccount, email: string): string {
  return account.displayName?.trim() || email.split('@')[0] || 'user'
}

/** Popup first; a popup that cannot open falls back to a redirect. */
async function popupAccount(
  provider: IdentityProvider,
  genericFailure: string,
): Promise<ProviderAccount | ProviderOutcome> {
  try {
    return await provider.signInWithPopup()
  } catch (error) {
    if (!isIdentityProviderError(error)) return failed(genericFailure)
    switch (error.code) {
      case 'cancelled':
        return failed(PROVIDER_MESSAGES.cancelled)
      case 'account-exists':
        return failed(PROVIDER_MESSAGES.accountExists)
      case 'popup-unavailable':
        try {
          await provider.signInWithRedirect()
          return { kind: 'redirecting' }
        } catch {
          return failed(genericFailure)
        }
      default:
        return failed(genericFailure)
    }
  }
}

const isOutcome = (value: ProviderAccount | ProviderOutcome): value is ProviderOutcome =>
  'kind' in value

/**
 * The login screen's flow: sign in with `isGoogle` and the derived password; an unknown
 * account (404) is registered through `/auth/register`, which signs it in.
 */
export async function completeProviderLogin(
  client: ApiClient,
  account: ProviderAccount,
): Promise<ProviderOutcome> {
  const messages = PROVIDER_MESSAGES.login
  if (!account.email) return failed(messages.failed)
  const password = providerPassword(account.uid)
  try {
    return {
      kind: 'signed-in',
      session: await login(client, { email: account.email, password, isGoogle: true }),
    }
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) return failed(messages.loginFailed)
  }
  try {
    const name = accountName(account, account.email)
    const session = await register(client, { name, email: account.email, password, isGoogle: true })
    return { kind: 'signed-in', session }
  } catch {
    return failed(messages.registerFailed)
  }
}

export async function providerLogin(
  client: ApiClient,
  provider: IdentityProvider,
): Promise<ProviderOutcome> {
  const account = await popupAccount(provider, PROVIDER_MESSAGES.login.failed)
  return isOutcome(account) ? account : completeProviderLogin(client, account)
}

/**
 * The register screen's flow: sign up with the provider's name and e-mail and the derived
 * password, then sign in. An account made earlier the same way is simply signed in.
 */
export async function completeProviderSignup(
  client: ApiClient,
  account: ProviderAccount,
): Promise<ProviderOutcome> {
  const messages = PROVIDER_MESSAGES.signup
  if (!account.email) return failed(messages.noEmail)
  const password = providerPassword(account.uid)
  const name = accountName(account, account.email)
  try {
    await signup(client, { name, email: account.email, password })
  } catch (error) {
    const alreadyThere =
      isApiError(error) && error.status === 400 && error.serverMessage === 'Email already in use'
    if (!alreadyThere) return failed(messages.failed)
  }
  try {
    return {
      kind: 'signed-in',
      session: await login(client, { email: account.email, password, isGoogle: true }),
    }
  } catch {
    return failed(messages.loginFailed)
  }
}

export async function providerSignup(
  client: ApiClient,
  provider: IdentityProvider,
): Promise<ProviderOutcome> {
  const account = await popupAccount(provider, PROVIDER_MESSAGES.signup.processFailed)
  return isOutcome(account) ? account : completeProviderSignup(client, account)
}
