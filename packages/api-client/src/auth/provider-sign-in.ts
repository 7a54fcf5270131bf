import { isApiError } from '../client/api-error'
import type { ApiClient } from '../client/create-api-client'
import type { AuthResponse } from '../contract/auth'
import {
  type IdentityProvider,
  isIdentityProviderError,
  type ProviderAccount,
} from './identity-provider'
import { login } from './login'
import { providerPassword, register } from './register'
import { isEmailInUse, signup } from './signup'

/**
 * Signing in and up through the identity provider (spec §4): the provider's popup (or, when it
 * cannot open, a redirect), then the calls that turn its account into a session. Each failure
 * has its reason; the screens say it in their own words.
 */

/** Why a flow did not end signed in. */
export type ProviderFailure =
  /** The user closed the provider's popup. */
  | 'cancelled'
  /** The provider knows the e-mail with another sign-in method. */
  | 'account-exists'
  /** The provider failed otherwise (or a redirect could not start). */
  | 'provider-failed'
  /** The provider's account has no e-mail to sign in with. */
  | 'no-email'
  | 'login-failed'
  | 'register-failed'
  | 'signup-failed'

/** What a flow ends with: a session, a redirect away, or the reason it failed. */
export type ProviderOutcome =
  | { kind: 'signed-in'; session: AuthResponse }
  | { kind: 'redirecting' }
  | { kind: 'failed'; reason: ProviderFailure }

const failed = (reason: ProviderFailure): ProviderOutcome => ({ kind: 'failed', reason })

const signedIn = (session: AuthResponse): ProviderOutcome => ({ kind: 'signed-in', session })

interface ProviderCredentials {
  name: string
  email: string
  password: string
}

/** What the provider's account signs up and in with: its e-mail, the password derived from
 * its id, and its display name (else the e-mail's user part); null without an e-mail. */
function credentialsOf(account: ProviderAccount): ProviderCredentials | null {
  if (!account.email) return null
  const name = account.displayName?.trim() || account.email.split('@')[0] || 'user'
  return { name, email: account.email, password: providerPassword(account.uid) }
}

/** `login` as the identity provider's: an e-mail the server does not know answers 404. */
function providerLogin(client: ApiClient, { email, password }: ProviderCredentials) {
  return login(client, { email, password, isGoogle: true })
}

/** The provider's popup; a popup that cannot open falls back to a redirect. */
export async function openProviderAccount(
  provider: IdentityProvider,
): Promise<ProviderAccount | ProviderOutcome> {
  try {
    return await provider.signInWithPopup()
  } catch (error) {
    if (!isIdentityProviderError(error)) return failed('provider-failed')
    switch (error.code) {
      case 'cancelled':
      case 'account-exists':
        return failed(error.code)
      case 'popup-unavailable':
        try {
          await provider.signInWithRedirect()
          return { kind: 'redirecting' }
        } catch {
          return failed('provider-failed')
        }
      default:
        return failed('provider-failed')
    }
  }
}

const isOutcome = (value: ProviderAccount | ProviderOutcome): value is ProviderOutcome =>
  'kind' in value

/**
 * The login screen's sequence: `login` with `isGoogle` and the derived password; an account
 * the server does not know (404) is made through `register`, which signs it in.
 */
async function signIn(client: ApiClient, credentials: ProviderCredentials) {
  try {
    return signedIn(await providerLogin(client, credentials))
  } catch (error) {
    if (!isApiError(error) || error.status !== 404) return failed('login-failed')
  }
  try {
    return signedIn(await register(client, { ...credentials, isGoogle: true }))
  } catch {
    return failed('register-failed')
  }
}

/**
 * The register screen's sequence: `signup` with the provider's name and e-mail and the derived
 * password, then `login`. An account made earlier the same way is simply signed in.
 */
async function signUp(client: ApiClient, credentials: ProviderCredentials) {
  try {
    await signup(client, credentials)
  } catch (error) {
    if (!isEmailInUse(error)) return failed('signup-failed')
  }
  try {
    return signedIn(await providerLogin(client, credentials))
  } catch {
    return failed('login-failed')
  }
}

/** What the user came for: an existing account (login screen) or a new one (register screen). */
export type ProviderIntent = 'sign-in' | 'sign-up'

/**
 * Turns the provider's account into a session for the intent: after the popup, or when a
 * redirect comes back with the account.
 */
export async function completeWithProvider(
  client: ApiClient,
  account: ProviderAccount,
  intent: ProviderIntent,
): Promise<ProviderOutcome> {
  const credentials = credentialsOf(account)
  if (!credentials) return failed('no-email')
  return intent === 'sign-in' ? signIn(client, credentials) : signUp(client, credentials)
}

/** The whole flow: the popup (or a redirect away), then the intent's sequence. */
export async function continueWithProvider(
  client: ApiClient,
  provider: IdentityProvider,
  intent: ProviderIntent,
): Promise<ProviderOutcome> {
  const account = await openProviderAccount(provider)
  return isOutcome(account) ? account : completeWithProvider(client, account, intent)
}
