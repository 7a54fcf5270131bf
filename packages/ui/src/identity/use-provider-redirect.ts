import { useEffect, useRef } from 'react'
import type { IdentityProvider, ProviderAccount } from './identity-provider'
import type { ProviderOutcome } from './provider-flows'

export interface ProviderRedirectHandlers {
  /** Turns the account the provider came back with into an outcome (sign in or sign up). */
  complete: (account: ProviderAccount) => Promise<ProviderOutcome>
  /** Called with the outcome once the account is settled. */
  onOutcome: (outcome: ProviderOutcome) => void
  /** The message shown when the provider cannot say how the redirect ended. */
  failureMessage: string
  onFailure: (message: string) => void
  /** True while the account is being settled, false after. */
  onBusy: (busy: boolean) => void
}

/**
 * A redirect from the identity provider comes back to the screen that started it:
 * finish it once, on the first render that has a provider.
 */
export function useProviderRedirect(
  identityProvider: IdentityProvider | undefined,
  handlers: ProviderRedirectHandlers,
): void {
  const latest = useRef(handlers)
  latest.current = handlers
  const checked = useRef(false)
  useEffect(() => {
    if (!identityProvider || checked.current) return
    checked.current = true
    const { complete, onOutcome, failureMessage, onFailure, onBusy } = latest.current
    identityProvider
      .getRedirectResult()
      .then(async (account) => {
        if (!account) return
        onBusy(true)
        onOutcome(await complete(account))
      })
      .catch(() => onFailure(failureMessage))
      .finally(() => onBusy(false))
  }, [identityProvider])
}
