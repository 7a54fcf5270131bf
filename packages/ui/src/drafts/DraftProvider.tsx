'use client'

import { createContext, type ReactNode, use } from 'react'
import type { DraftStore } from './draft-store'

const DraftContext = createContext<DraftStore | null>(null)

/**
 * Gives the forms below a place to keep their drafts: the app passes the signed-in user's
 * store (browser storage), stories a memory one. Without it, forms keep nothing.
 */
export function DraftProvider({ store, children }: { store: DraftStore; children?: ReactNode }) {
  return <DraftContext value={store}>{children}</DraftContext>
}

/** The nearest draft store, or `null` when drafts are not kept. */
export function useDraftStore(): DraftStore | null {
  return use(DraftContext)
}
