import { paths, routes } from '@photobooth/ui'
import { useEffect } from 'react'
import type { Path } from 'react-router-dom'
import { navigateTo } from '../navigation'
import { fromState } from '../navigation-state'
import { useServices } from '../services-context'

/** Pages for the signed out: a session running out there has nothing to come back to. */
const SIGN_IN_PAGES: readonly string[] = [
  routes.login,
  routes.register,
  routes.forgotPassword,
  routes.resetPassword,
]

/** Where to come back to after signing in again: this page, unless it is a sign-in page. */
export function returnPath({ pathname, search, hash }: Path): Path {
  return SIGN_IN_PAGES.includes(pathname)
    ? { pathname: paths.home(), search: '', hash: '' }
    : { pathname, search, hash }
}

/**
 * When the session ends because it expired — its refresh was refused, here or in another tab —
 * the user is taken to the login page, which says why, and comes back to this very page after
 * signing in (its drafts kept). Public pages too: the feed would otherwise quietly turn into
 * the guest's. A logout is not followed here: whoever logs out navigates.
 */
export function useSessionExpiredRedirect(): void {
  const { session } = useServices()
  useEffect(() => {
    let signedIn = session.getState().user !== null
    return session.subscribe(() => {
      const wasSignedIn = signedIn
      signedIn = session.getState().user !== null
      if (!wasSignedIn || signedIn || !session.expired()) return
      // Right away, as the session goes: the pages about to be torn down read nothing more.
      navigateTo(paths.login(), {
        replace: true,
        state: fromState(returnPath(window.location), { sessionExpired: true }),
      })
    })
  }, [session])
}
