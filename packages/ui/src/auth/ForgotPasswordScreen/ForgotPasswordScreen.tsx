'use client'

import { forgotPassword, useApiClient } from '@photobooth/api-client'
import { useState } from 'react'
import { useForm } from '../../forms/use-form'
import { validateForgotPassword } from '../../forms/validators'
import { auth } from '../../i18n/compiled/en/auth'
import type { PartId } from '../../i18n/messages/en'
import { type Said, saySignIn, serverSaid } from '../../i18n/server-messages'
import { useT } from '../../i18n/use-t'
import { useToast } from '../../provider/toast-context'
import { type ForgotPasswordPhase, ForgotPasswordView } from './ForgotPasswordView'

export interface ForgotPasswordScreenProps {
  /**
   * Offer help on finding the reset link once instructions are requested: in development no
   * e-mail is sent and the token is printed on the server's console. Off by default; the app
   * turns it on in development and in the demo.
   */
  showDevelopmentHelp?: boolean
}

/** Request password reset instructions for an e-mail address. */
export function ForgotPasswordScreen({ showDevelopmentHelp = false }: ForgotPasswordScreenProps) {
  const client = useApiClient()
  const toast = useToast()
  const t = useT(auth)
  const form = useForm({ email: '' }, validateForgotPassword)
  const [phase, setPhase] = useState<ForgotPasswordPhase>('idle')
  const [resending, setResending] = useState(false)
  // Kept as said, put in words when shown: a change of language changes it too.
  const [failure, setFailure] = useState<Said<PartId<'auth'>> | null>(null)
  // The address the instructions went to (what was typed may change afterwards).
  const [sentTo, setSentTo] = useState('')

  const submit = async ({ email }: { email: string }) => {
    setFailure(null)
    setPhase('submitting')
    try {
      await forgotPassword(client, email.trim())
      setSentTo(email.trim())
      setPhase('sent')
    } catch (error) {
      setFailure(serverSaid(error, 'auth.error.generic'))
      setPhase('idle')
    }
  }

  const sendAgain = async () => {
    setFailure(null)
    setResending(true)
    try {
      await forgotPassword(client, sentTo)
      toast.show(t('auth.forgot.sentAgain'), { tone: 'success' })
    } catch (error) {
      setFailure(serverSaid(error, 'auth.error.generic'))
    } finally {
      setResending(false)
    }
  }

  return (
    <ForgotPasswordView
      {...form.view(submit)}
      phase={phase}
      sentTo={sentTo}
      resending={resending}
      failure={failure && saySignIn(failure, t)}
      showDevelopmentHelp={showDevelopmentHelp}
      onSendAgain={sendAgain}
      onChangeEmail={() => {
        setFailure(null)
        setPhase('idle')
      }}
    />
  )
}
