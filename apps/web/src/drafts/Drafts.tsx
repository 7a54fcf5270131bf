import { DraftProvider } from '@photobooth/ui'
import { type ReactNode, useMemo } from 'react'
import { useSession } from '../auth/use-session'
import { useServices } from '../services-context'
import { createDraftStore } from './draft-storage'

/**
 * The signed-in user's drafts for the forms of a page: what they type or choose and have not
 * sent is kept in this browser, theirs alone, until sent, discarded or they log out — an
 * expired session keeps it for their return. Wraps the pages with forms (their chunks bring
 * this code; a guest's first view never does).
 */
export function Drafts({ children }: { children: ReactNode }) {
  const { storage, productName } = useServices()
  const userId = useSession().user?._id
  const store = useMemo(
    () => (userId ? createDraftStore(storage, userId, { productName }) : null),
    [storage, userId, productName],
  )
  return store ? <DraftProvider store={store}>{children}</DraftProvider> : children
}
