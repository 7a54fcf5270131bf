import { type AuthResponse, isApiError, login, signup, useApiClient } from '@photobooth/api-client'
import { useRef, useState } from 'react'
import { Alert } from '../../components/Alert/Alert'
import { Button } from '../../components/Button/Button'
import { Dialog } from '../../components/Dialog/Dialog'
import { PasswordField, TextField } from '../../components/Field/Field'
import { useForm } from '../../forms/use-form'
import { validateRegister } from '../../forms/validators'
import type { IdentityProvider } from '../../identity/identity-provider'
import { ProviderButton } from '../../identity/ProviderButton'
import {
  completeProviderSignup,
  PROVIDER_MESSAGES,
  type ProviderOutcome,
  providerSignup,
} from '../../identity/provider-flows'
import { useProviderRedirect } from '../../identity/use-provider-redirect'
import { paths } from '../../paths'
import { useToast } from '../../provider/toast-context'
import { useUi } from '../../provider/ui-context'
import { AuthLayout, authStyles } from '../AuthLayout/AuthLayout'

export interface RegisterScreenProps {
  /**
   * The account exists and is signed in: the app stores the session and goes to
   * /edit-profile. Called once, when the user leaves the "Account Created" dialog (or right
   * away for an identity-provider sign-up).
   */
  onSignedUp: (session: AuthResponse) => void
  /** The third-party sign-up; without one its button is not shown. */
  identityProvider?: IdentityProvider
}

const FALLBACK = 'An error occurred.'
const INCOMPLETE = 'Failed to complete authentication process.'

/**
 * Spec §8: the server's text for a client error, else the error's own message, else a generic
 * one. The client's messages for 5xx and network failures ("Server error", "Could not reach
 * the server.") are written for people, so they are shown as they are.
 */
function signupFailure(error: unknown): string {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.serverMessage) {
    return error.serverMessage
  }
  if (error instanceof Error && error.message) return error.message
  return FALLBACK
}

/** Sign up with e-mail, name and password, or through the identity provider. */
export function RegisterScreen({ onSignedUp, identityProvider }: RegisterScreenProps) {
  const client = useApiClient()
  const toast = useToast()
  const { Link, productName } = useUi()
  const form = useForm({ email: '', name: '', password: '' }, validateRegister)
  const [busy, setBusy] = useState<'password' | 'provider' | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [created, setCreated] = useState<AuthResponse | null>(null)
  const [handedOver, setHandedOver] = useState(false)
  const reported = useRef(false)
  // The account whose sign-up succeeded but whose sign-in did not: trying again with the same
  // details only signs in, instead of failing with "Email already in use".
  const pendingAccount = useRef<{ email: string; password: string } | null>(null)

  const handOver = (session: AuthResponse) => {
    if (reported.current) return
    reported.current = true
    setHandedOver(true)
    onSignedUp(session)
  }

  const finishProvider = (outcome: ProviderOutcome) => {
    if (outcome.kind === 'signed-in') {
      toast.show(`Welcome to ${productName}, ${outcome.session.user.name}!`, { tone: 'success' })
      handOver(outcome.session)
    } else if (outcome.kind === 'failed') {
      setFailure(outcome.message)
    }
  }

  useProviderRedirect(identityProvider, {
    complete: (account) => completeProviderSignup(client, account),
    onOutcome: finishProvider,
    failureMessage: PROVIDER_MESSAGES.signup.redirectFailed,
    onFailure: setFailure,
    onBusy: (busy) => setBusy(busy ? 'provider' : null),
  })

  const submit = form.handleSubmit(async (values) => {
    const email = values.email.trim()
    const { password } = values
    setFailure(null)
    setBusy('password')
    let step: 'signup' | 'login' = 'signup'
    try {
      const pending = pendingAccount.current
      const alreadyCreated =
        pending !== null &&
        pending.email.toLowerCase() === email.toLowerCase() &&
        pending.password === password
      if (!alreadyCreated) {
        await signup(client, { name: values.name.trim(), email, password })
        pendingAccount.current = { email, password }
      }
      step = 'login'
      const session = await login(client, { email, password })
      pendingAccount.current = null
      setCreated(session)
    } catch (error) {
      // A sign-in answer without token or user fails the schema check.
      const incomplete = step === 'login' && isApiError(error) && error.code === 'INVALID_RESPONSE'
      setFailure(incomplete ? INCOMPLETE : signupFailure(error))
    } finally {
      setBusy(null)
    }
  })

  const continueWithProvider = async () => {
    if (!identityProvider) return
    setFailure(null)
    setBusy('provider')
    try {
      finishProvider(await providerSignup(client, identityProvider))
    } finally {
      setBusy(null)
    }
  }

  // Once the account exists there is nothing left to submit here.
  const locked = busy !== null || created !== null || handedOver

  return (
    <AuthLayout
      title="Sign up"
      subtitle="Sign up to share your photos with friends."
      footer={
        <p className={authStyles.footer}>
          Already have an account?{' '}
          <Link href={paths.login()} className={authStyles.link}>
            Log in
          </Link>
        </p>
      }
    >
      <form className={authStyles.form} onSubmit={submit} noValidate aria-label="Sign up">
        {failure ? <Alert>{failure}</Alert> : null}
        <TextField label="Email" type="email" autoComplete="email" {...form.field('email')} />
        <TextField label="Full name" autoComplete="name" {...form.field('name')} />
        <PasswordField label="Password" autoComplete="new-password" {...form.field('password')} />
        <Button
          type="submit"
          fullWidth
          busy={busy === 'password'}
          busyLabel="Creating account..."
          disabled={locked}
        >
          Sign up
        </Button>
        {identityProvider ? (
          <ProviderButton
            provider={identityProvider}
            busy={busy === 'provider'}
            disabled={locked}
            onClick={continueWithProvider}
          />
        ) : null}
      </form>
      {created ? (
        <Dialog
          open={!handedOver}
          // The account exists whichever way the dialog is left: never strand the user here.
          onOpenChange={(open) => (open ? undefined : handOver(created))}
          title="Account Created"
          description={`Welcome to ${productName}, ${created.user.name}! Let's set up your profile.`}
          centered
          actions={
            <Button fullWidth onClick={() => handOver(created)}>
              Continue to edit profile section
            </Button>
          }
        />
      ) : null}
    </AuthLayout>
  )
}
