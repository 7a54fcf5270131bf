import { Loader, paths } from '@photobooth/ui'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { fromState } from '../navigation-state'
import { useServices } from '../services-context'
import { useSession } from './use-session'

/**
 * The protected wrapper of the product: a full-screen loader while the stored session is read,
 * `/login` (replacing this history entry, remembering where the user was going as `from`, and
 * whether their last session expired) when nobody is signed in, the page otherwise.
 */
export function Protected() {
  const { session } = useServices()
  const { user, hasHydrated } = useSession()
  const location = useLocation()
  if (!hasHydrated) return <Loader variant="logo" size="large" fullScreen />
  if (!user) {
    const state = fromState(location, { sessionExpired: session.expired() })
    return <Navigate to={paths.login()} replace state={state} />
  }
  return <Outlet />
}
