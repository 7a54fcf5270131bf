import type { ProviderFailure, ProviderIntent } from '@photobooth/api-client'
import type { PartId } from '../i18n/messages/en'
import type { Message } from '../i18n/server-messages'

type AuthId = PartId<'auth'>

/** The messages of the identity-provider flows (spec §8), by what each screen says for each
 * reason a flow failed: the login screen for `sign-in`, the register screen for `sign-up`. */
const FAILURES: Record<ProviderIntent, Record<ProviderFailure, AuthId>> = {
  'sign-in': {
    cancelled: 'auth.provider.cancelled',
    'account-exists': 'auth.provider.accountExists',
    'provider-failed': 'auth.provider.signIn.failed',
    'no-email': 'auth.provider.signIn.failed',
    'login-failed': 'auth.provider.signIn.loginFailed',
    'register-failed': 'auth.provider.signIn.registerFailed',
    // Not a step of the sign-in flow; said as a failure of the provider all the same.
    'signup-failed': 'auth.provider.signIn.failed',
  },
  'sign-up': {
    cancelled: 'auth.provider.cancelled',
    'account-exists': 'auth.provider.accountExists',
    'provider-failed': 'auth.provider.signUp.processFailed',
    'no-email': 'auth.provider.signUp.noEmail',
    'login-failed': 'auth.provider.signUp.loginFailed',
    // Not a step of the sign-up flow; said as a failed sign-up all the same.
    'register-failed': 'auth.provider.signUp.failed',
    'signup-failed': 'auth.provider.signUp.failed',
  },
}

/** The message for a failed identity-provider flow, naming the provider ("Google"). */
export function providerFailureMessage(
  intent: ProviderIntent,
  reason: ProviderFailure,
  provider: string,
): Message<AuthId> {
  return [FAILURES[intent][reason], { provider }]
}

/** The message when a redirect back from the provider cannot be completed. */
export function providerRedirectFailure(intent: ProviderIntent, provider: string): Message<AuthId> {
  return [
    intent === 'sign-in'
      ? 'auth.provider.signIn.redirectFailed'
      : 'auth.provider.signUp.redirectFailed',
    { provider },
  ]
}
