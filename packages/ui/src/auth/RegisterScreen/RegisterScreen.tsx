'use client'

import {
  type AuthResponse,
  isApiError,
  login,
  signupOnce,
  useApiClient,
} from '@photobooth/api-client'
import { useRef, useState } from 'react'
import { useForm } from '../../forms/use-form'
import { validateRegister } from '../../forms/validators'
import { auth } from '../../i18n/compiled/en/auth'
import type { PartId } from '../../i18n/messages/en'
import type { Said } from '../../i18n/server-messages'
import { useT } from '../../i18n/use-t'
import { sentenceWith } from '../../posts/sentence'
import { useToast } from '../../provider/toast-context'
import { useUi } from '../../provider/ui-context'
import { useSignInFlow, type WithIdentityProvider } from '../use-sign-in-flow'
import { type RegisterValues, RegisterView } from './RegisterView'

export interface RegisterScreenProps extends WithIdentityProvider {
  /**
   * The account exists and is signed in (spec §4): the app stores the session and goes to
   * /edit-profile. Called once, as soon as the sign-in after the sign-up answered, whichever
   * way the account was made; the screen has already greeted it with a toast.
   */
  onSignedUp: (session: AuthResponse) => void
}

/**
 * Spec §8: the server's text for a client error, else the error's own message, else a generic
 * one. The client's messages for 5xx and network failures ("Server error", "Could not reach
 * the server.") are written for people, so they are shown too (in the reader's language).
 */
function signupFailure(error: unknown): Said<PartId<'auth'>> {
  if (isApiError(error) && error.status >= 400 && error.status < 500 && error.serverMessage) {
    return { text: error.serverMessage }
  }
  if (error instanceof Error && error.message) return { text: error.message }
  return 'auth.error.short'
}

/** Sign up with e-mail, name and password, or through the identity provider. */
export function RegisterScreen({ onSignedUp, identityProvider }: RegisterScreenProps) {
  const client = useApiClient()
  const toast = useToast()
  const t = useT(auth)
  const { productName } = useUi()
  const form = useForm<RegisterValues>({ email: '', name: '', password: '' }, validateRegister)
  const [handedOver, setHandedOver] = useState(false)
  const reported = useRef(false)
  // The account whose sign-up succeeded but whose sign-in did not: trying again with the same
  // details only signs in, instead of failing with "Email already in use".
  const pendingAccount = useRef<{ email: string; password: string } | null>(null)

  // Handed over at once: a session that waited for a click on a greeting would be lost to a
  // reload, with the account already taken. The greeting is a toast, which outlives the page.
  const handOver = (session: AuthResponse) => {
    if (reported.current) return
    reported.current = true
    setHandedOver(true)
    toast.show(
      sentenceWith(
        (place) => t('auth.signUp.welcome', { product: productName, name: place }),
        <bdi>{session.user.name}</bdi>,
      ),
      { tone: 'success' },
    )
    onSignedUp(session)
  }

  const flow = useSignInFlow({ intent: 'sign-up', identityProvider, onProviderSignedIn: handOver })

  const submit = (values: RegisterValues) =>
    flow.withPassword(async () => {
      const email = values.email.trim()
      const { password } = values
      let step: 'signup' | 'login' = 'signup'
      try {
        const pending = pendingAccount.current
        const alreadyCreated =
          pending !== null &&
          pending.email.toLowerCase() === email.toLowerCase() &&
          pending.password === password
        if (!alreadyCreated) {
          // Once, however the network behaves: a lost answer is looked for by signing in.
          await signupOnce(client, { name: values.name.trim(), email, password })
          pendingAccount.current = { email, password }
        }
        step = 'login'
        const session = await login(client, { email, password })
        pendingAccount.current = null
        handOver(session)
      } catch (error) {
        // A sign-in answer without token or user fails the schema check.
        const incomplete =
          step === 'login' && isApiError(error) && error.code === 'INVALID_RESPONSE'
        flow.setFailure(incomplete ? 'auth.signUp.incomplete' : signupFailure(error))
      }
    })

  return <RegisterView {...form.view(submit)} {...flow.view} signedUp={handedOver} />
}
