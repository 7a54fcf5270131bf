import { type AuthResponse, login, useApiClient, userMessage } from '@photobooth/api-client'
import { useState } from 'react'
import { Alert } from '../../components/Alert/Alert'
import { Button } from '../../components/Button/Button'
import { Checkbox } from '../../components/Checkbox/Checkbox'
import { PasswordField, TextField } from '../../components/Field/Field'
import { useForm } from '../../forms/use-form'
import { validateLogin } from '../../forms/validators'
import type { IdentityProvider } from '../../identity/identity-provider'
import { ProviderButton } from '../../identity/ProviderButton'
import {
  completeProviderLogin,
  PROVIDER_MESSAGES,
  type ProviderOutcome,
  providerLogin,
} from '../../identity/provider-flows'
import { useProviderRedirect } from '../../identity/use-provider-redirect'
import { paths } from '../../paths'
import { useToast } from '../../provider/toast-context'
import { useUi } from '../../provider/ui-context'
import { AuthLayout, authStyles } from '../AuthLayout/AuthLayout'

export interface LoginScreenProps {
  /** Signed in: the app stores the session and goes on (to where the user was headed, or /). */
  onSignedIn: (session: AuthResponse) => void
  /** The third-party sign-in; without one its button is not shown. */
  identityProvider?: IdentityProvider
}

const FALLBACK = 'An error occurred. Please try again.'

/** Sign in with e-mail and password, or through the identity provider. */
export function LoginScreen({ onSignedIn, identityProvider }: LoginScreenProps) {
  const client = useApiClient()
  const toast = useToast()
  const { Link } = useUi()
  const form = useForm({ email: '', password: '' }, validateLogin)
  const [busy, setBusy] = useState<'password' | 'provider' | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const finish = (outcome: ProviderOutcome) => {
    if (outcome.kind === 'signed-in') {
      toast.show(`Welcome back, ${outcome.session.user.name}!`, { tone: 'success' })
      onSignedIn(outcome.session)
    } else if (outcome.kind === 'failed') {
      setFailure(outcome.message)
    }
  }

  useProviderRedirect(identityProvider, {
    complete: (account) => completeProviderLogin(client, account),
    onOutcome: finish,
    failureMessage: PROVIDER_MESSAGES.login.redirectFailed,
    onFailure: setFailure,
    onBusy: (busy) => setBusy(busy ? 'provider' : null),
  })

  const submit = form.handleSubmit(async ({ email, password }) => {
    setFailure(null)
    setBusy('password')
    try {
      finish({ kind: 'signed-in', session: await login(client, { email: email.trim(), password }) })
    } catch (error) {
      setFailure(userMessage(error, FALLBACK))
    } finally {
      setBusy(null)
    }
  })

  const continueWithProvider = async () => {
    if (!identityProvider) return
    setFailure(null)
    setBusy('provider')
    try {
      finish(await providerLogin(client, identityProvider))
    } finally {
      setBusy(null)
    }
  }

  return (
    <AuthLayout
      title="Sign in"
      subtitle="See photos from the people you follow."
      footer={
        <p className={authStyles.footer}>
          Don't have an account?{' '}
          <Link href={paths.register()} className={authStyles.link}>
            Sign up
          </Link>
        </p>
      }
    >
      <form className={authStyles.form} onSubmit={submit} noValidate aria-label="Sign in">
        {failure ? <Alert>{failure}</Alert> : null}
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...form.field('password')}
        />
        <div className={authStyles.row}>
          <Checkbox label="Remember me" name="remember" />
          <Link href={paths.forgotPassword()} className={authStyles.link}>
            Forgot password?
          </Link>
        </div>
        <Button
          type="submit"
          fullWidth
          busy={busy === 'password'}
          busyLabel="Signing in..."
          disabled={busy !== null}
        >
          Sign in
        </Button>
        {identityProvider ? (
          <ProviderButton
            provider={identityProvider}
            busy={busy === 'provider'}
            disabled={busy !== null}
            onClick={continueWithProvider}
          />
        ) : null}
      </form>
    </AuthLayout>
  )
}
