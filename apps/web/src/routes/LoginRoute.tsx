import { LoginScreen } from '@photobooth/ui'
import { useLocation, useNavigate } from 'react-router-dom'
import { safeRedirectPath } from '../auth/safe-redirect'
import { readFrom, readSessionExpired } from '../navigation-state'
import { useServices } from '../services-context'
import { useSignIn } from './use-sign-in'

/** Sign in — told why first when the session expired — then back to where the user was
 * headed (on this origin only) or the feed. */
export function LoginRoute() {
  const { identityProvider } = useServices()
  const signIn = useSignIn()
  const navigate = useNavigate()
  const location = useLocation()
  return (
    <LoginScreen
      {...(identityProvider ? { identityProvider } : {})}
      sessionExpired={readSessionExpired(location.state)}
      onSignedIn={(session) => {
        signIn(session)
        navigate(safeRedirectPath(readFrom(location.state)), { replace: true })
      }}
    />
  )
}
