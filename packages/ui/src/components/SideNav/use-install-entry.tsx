'use client'

import { lazy, type ReactNode, Suspense, useState } from 'react'
import type { InstallOffer } from './install-offer'

// Only a browser that installs from its own menu needs the dialog (and Radix's): fetched
// once the navigation is drawn for one, not with the navigation.
const InstallInstructions = lazy(() =>
  import('./InstallInstructions').then((module) => ({ default: module.InstallInstructions })),
)

export interface InstallEntry {
  /** What pressing "Install app" does; `undefined` when there is nothing to offer. */
  start: (() => void) | undefined
  /** The instructions' dialog, where the browser needs them: render it anywhere. */
  dialog: ReactNode
}

/** "Install app" for an install offer: the browser's own prompt, or the instructions. */
export function useInstallEntry(install: InstallOffer | undefined): InstallEntry {
  const [open, setOpen] = useState(false)
  if (!install) return { start: undefined, dialog: null }
  if (install.kind === 'prompt') return { start: () => install.install(), dialog: null }
  return {
    start: () => setOpen(true),
    dialog: (
      <Suspense fallback={null}>
        <InstallInstructions open={open} onOpenChange={setOpen} />
      </Suspense>
    ),
  }
}
