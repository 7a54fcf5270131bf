import type { ProviderFailure, ProviderIntent } from '@photobooth/api-client'

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

const { login, signup } = PROVIDER_MESSAGES

/** What each screen says for each reason a flow failed: the login screen for `sign-in`, the
 * register screen for `sign-up`. */
const FAILURES: Record<ProviderIntent, Record<ProviderFailure, string>> = {
  'sign-in': {
    cancelled: PROVIDER_MESSAGES.cancelled,
    'account-exists': PROVIDER_MESSAGES.accountExists,
    'provider-failed': login.failed,
    'no-email': login.failed,
    'login-failed': login.loginFailed,
    'register-failed': login.registerFailed,
    // Not a step of the sign-in flow; said as a failure of the provider all the same.
    'signup-failed': login.failed,
  },
  'sign-up': {
    cancelled: PROVIDER_MESSAGES.cancelled,
    'account-exists': PROVIDER_MESSAGES.accountExists,
    'provider-failed': signup.processFailed,
    'no-email': signup.noEmail,
    'login-failed': signup.loginFailed,
    // Not a step of the sign-up flow; said as a failed sign-up all the same.
    'register-failed': signup.failed,
    'signup-failed': signup.failed,
  },
}

/** The message for a failed identity-provider flow. */
export function providerFailureMessage(intent: ProviderIntent, reason: ProviderFailure): string {
  return FAILURES[intent][reason]
}

/** The message when a redirect back from the provider cannot be completed. */
export function providerRedirectFailure(intent: ProviderIntent): string {
  return intent === 'sign-in' ? login.redirectFailed : signup.redirectFailed
}
