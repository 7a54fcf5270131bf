import { createMockIdentityProvider } from '@photobooth/mocks'
import { lazy, Suspense, useState, useSyncExternalStore } from 'react'
// A type only (erased): the dialog itself stays in its lazy chunk.
import type { DemoProviderChoice } from './DemoProviderDialog'

// The dialog is fetched when the simulated popup first opens.
const DemoProviderDialog = lazy(() =>
  import('./DemoProviderDialog').then((module) => ({ default: module.DemoProviderDialog })),
)

/**
 * Google sign-in, simulated in the page: the mock provider's popup opens a dialog where the
 * user picks what the real popup would do (sign in, close it, or meet an account that exists
 * with another method), so the whole flow works and can be tested offline.
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

  // The simulated popup always opens: there is never a redirect to come back from.
  const provider = createMockIdentityProvider({
    popup: () =>
      new Promise<DemoProviderChoice>((resolve) => {
        pending?.('cancelled')
        pending = resolve
        emit()
      }),
  })

  function DemoProviderPrompt() {
    const open = useSyncExternalStore(subscribe, () => pending !== null)
    const [used, setUsed] = useState(false)
    if (open && !used) setUsed(true)
    return used ? (
      <Suspense fallback={null}>
        <DemoProviderDialog open={open} provider={provider.name} onChoose={choose} />
      </Suspense>
    ) : null
  }

  return { provider, DemoProviderPrompt }
}
