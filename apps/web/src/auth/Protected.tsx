import { Loader, paths } from '@photobooth/ui'
import { Navigate, Outlet, useLocation } from 'react-router-dom'
import { fromState } from '../routes/navigation-state'
import { useSession } from './use-session'

/**
 * The protected wrapper of the product: a full-screen loader while the stored session is read,
 * `/login` (replacing this history entry, remembering where the user was going as `from`) when
 * nobody is signed in, the page otherwise.
 */
export function Protected() {
  const { user, hasHydrated } = useSession()
  const location = useLocation()
  if (!hasHydrated) return <Loader variant="logo" size="large" fullScreen />
  if (!user) return <Navigate to={paths.login()} replace state={fromState(location)} />
  return <Outlet />
}
