'use client'

import { isSpentResetToken, resetPassword, useApiClient } from '@photobooth/api-client'
import { useState } from 'react'
import { useForm } from '../../forms/use-form'
import { validateResetPassword } from '../../forms/validators'
import { auth } from '../../i18n/compiled/en/auth'
import type { PartId } from '../../i18n/messages/en'
import { type Said, saySignIn, serverSaid } from '../../i18n/server-messages'
import { useT } from '../../i18n/use-t'
import { useToast } from '../../provider/toast-context'
import { ResetPasswordView } from './ResetPasswordView'

export interface ResetPasswordScreenProps {
  /** The reset token from the query string (`?token=…`); without one there is no form. */
  token?: string | null
  /** The password was reset (the toast is shown): the app goes to /login. */
  onPasswordReset: () => void
}

/** Choose a new password with the token from a reset link. */
export function ResetPasswordScreen({ token, onPasswordReset }: ResetPasswordScreenProps) {
  const client = useApiClient()
  const toast = useToast()
  const t = useT(auth)
  const form = useForm({ newPassword: '', confirmPassword: '' }, validateResetPassword)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  // Kept as said, put in words when shown: a change of language changes it too.
  const [failure, setFailure] = useState<{ said: Said<PartId<'auth'>>; newLink: boolean } | null>(
    null,
  )

  const submit = async ({ newPassword }: { newPassword: string }) => {
    setFailure(null)
    // An empty `?token=` is a link that lost its token on the way.
    if (!token?.trim()) {
      setFailure({ said: 'auth.reset.missingToken', newLink: true })
      return
    }
    setBusy(true)
    try {
      await resetPassword(client, { token, newPassword })
    } catch (error) {
      // The link itself spent (unknown or expired token): the way forward is a new one.
      setFailure({
        said: serverSaid(error, 'auth.error.generic'),
        newLink: isSpentResetToken(error),
      })
      return
    } finally {
      setBusy(false)
    }
    // The token is spent: the form must not be sent again while the app moves on.
    setDone(true)
    toast.show(t('auth.reset.done'), { tone: 'success' })
    onPasswordReset()
  }

  return (
    <ResetPasswordView
      {...form.view(submit)}
      hasToken={token !== undefined && token !== null}
      busy={busy}
      done={done}
      failure={failure && { message: saySignIn(failure.said, t), newLink: failure.newLink }}
    />
  )
}
