'use client'

import { type AuthResponse, login, useApiClient } from '@photobooth/api-client'
import { useForm } from '../../forms/use-form'
import { validateLogin } from '../../forms/validators'
import { auth } from '../../i18n/compiled/en/auth'
import { serverSaid } from '../../i18n/server-messages'
import { useT } from '../../i18n/use-t'
import { sentenceWith } from '../../posts/sentence'
import { useToast } from '../../provider/toast-context'
import { useSignInFlow, type WithIdentityProvider } from '../use-sign-in-flow'
import { type LoginValues, LoginView } from './LoginView'

export interface LoginScreenProps extends WithIdentityProvider {
  /** Signed in: the app stores the session and goes on (to where the user was headed, or /). */
  onSignedIn: (session: AuthResponse) => void
  /** The app signed the user out because their session ran out: the page says so. */
  sessionExpired?: boolean
}

/** Sign in with e-mail and password, or through the identity provider. */
export function LoginScreen({
  onSignedIn,
  identityProvider,
  sessionExpired = false,
}: LoginScreenProps) {
  const client = useApiClient()
  const toast = useToast()
  const t = useT(auth)
  const form = useForm<LoginValues>({ email: '', password: '' }, validateLogin)
  const welcome = (session: AuthResponse) => {
    toast.show(
      sentenceWith(
        (place) => t('auth.signIn.welcomeBack', { name: place }),
        <bdi>{session.user.name}</bdi>,
      ),
      { tone: 'success' },
    )
    onSignedIn(session)
  }
  const flow = useSignInFlow({ intent: 'sign-in', identityProvider, onProviderSignedIn: welcome })

  const submit = ({ email, password }: LoginValues) =>
    flow.withPassword(async () => {
      try {
        welcome(await login(client, { email: email.trim(), password }))
      } catch (error) {
        flow.setFailure(serverSaid(error, 'auth.error.generic'))
      }
    })

  return <LoginView {...form.view(submit)} {...flow.view} sessionExpired={sessionExpired} />
}
