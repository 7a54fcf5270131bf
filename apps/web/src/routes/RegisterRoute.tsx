import { paths, RegisterScreen } from '@photobooth/ui'
import { useNavigate } from 'react-router-dom'
import { accountCreatedState } from '../navigation-state'
import { useServices } from '../services-context'
import { useSignIn } from './use-sign-in'

/** Sign up (then signed in at once) and on to completing the profile. */
export function RegisterRoute() {
  const { identityProvider } = useServices()
  const signIn = useSignIn()
  const navigate = useNavigate()
  return (
    <RegisterScreen
      {...(identityProvider ? { identityProvider } : {})}
      onSignedUp={(session) => {
        signIn(session)
        navigate(paths.editProfile(), { replace: true, state: accountCreatedState })
      }}
    />
  )
}
