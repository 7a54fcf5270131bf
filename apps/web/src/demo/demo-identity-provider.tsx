import { type IdentityProvider, IdentityProviderError, type ProviderAccount } from '@photobooth/ui'
import { lazy, Suspense, useState, useSyncExternalStore } from 'react'

/** The account the simulated provider signs in (new to the demo: login answers 404, so it
 * is registered through /auth/register the first time). */
export const DEMO_PROVIDER_ACCOUNT: ProviderAccount = {
  uid: 'demo-google-morgan',
  email: 'morgan.provider@example.com',
  displayName: 'Morgan Provider',
}

export type DemoProviderChoice = 'account' | 'cancelled' | 'account-exists'

// The dialog is fetched when the simulated popup first opens.
const DemoProviderDialog = lazy(() =>
  import('./DemoProviderDialog').then((module) => ({ default: module.DemoProviderDialog })),
)

/**
 * Google sign-in, simulated in the page: `signInWithPopup` opens a dialog where the user picks
 * what the real popup would do (sign in, close it, or meet an account that exists with another
 * method), so the whole flow works and can be tested offline.
 */
export function createDemoIdentityProvider() {
  let pending: ((choice: DemoProviderChoice) => void) | null = null
  const listeners = new Set<() => void>()
  const emit = () => {
    for (const listener of listeners) listener()
  }
  const choose = (choice: DemoProviderChoice) => {
    const resolve = pending
    pending = null
    emit()
    resolve?.(choice)
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => {
      listeners.delete(listener)
    }
  }

  const provider: IdentityProvider = {
    name: 'Google',
    async signInWithPopup() {
      const choice = await new Promise<DemoProviderChoice>((resolve) => {
        pending?.('cancelled')
        pending = resolve
        emit()
      })
      if (choice === 'account') return DEMO_PROVIDER_ACCOUNT
      throw new IdentityProviderError(choice)
    },
    // The simulated popup always opens: there is never a redirect to come back from.
    async signInWithRedirect() {},
    async getRedirectResult() {
      return null
    },
  }

  function DemoProviderPrompt() {
    const open = useSyncExternalStore(subscribe, () => pending !== null)
    const [used, setUsed] = useState(false)
    if (open && !used) setUsed(true)
    return used ? (
      <Suspense fallback={null}>
        <DemoProviderDialog open={open} onChoose={choose} />
      </Suspense>
    ) : null
  }

  return { provider, DemoProviderPrompt }
}
