import { isApiError, resetPassword, useApiClient, userMessage } from '@photobooth/api-client'
import { useState } from 'react'
import { Alert } from '../../components/Alert/Alert'
import { Button } from '../../components/Button/Button'
import { button } from '../../components/Button/Button.css'
import { PasswordField } from '../../components/Field/Field'
import { useForm } from '../../forms/use-form'
import { validateResetPassword } from '../../forms/validators'
import { paths } from '../../paths'
import { useToast } from '../../provider/toast-context'
import { useUi } from '../../provider/ui-context'
import { AuthLayout, authStyles } from '../AuthLayout/AuthLayout'
import * as styles from './ResetPasswordScreen.css'

export interface ResetPasswordScreenProps {
  /** The reset token from the query string (`?token=…`); without one there is no form. */
  token?: string | null
  /** The password was reset (the toast is shown): the app goes to /login. */
  onPasswordReset: () => void
}

const FALLBACK = 'An error occurred. Please try again.'
const MISSING_TOKEN = 'Invalid or missing reset token'
/** Answers meaning the link itself is spent: the way forward is a new one. */
const TOKEN_PROBLEMS = new Set(['Invalid or expired token', 'Token has expired'])

/** Choose a new password with the token from a reset link. */
export function ResetPasswordScreen({ token, onPasswordReset }: ResetPasswordScreenProps) {
  const client = useApiClient()
  const toast = useToast()
  const { Link } = useUi()
  const form = useForm({ newPassword: '', confirmPassword: '' }, validateResetPassword)
  const [busy, setBusy] = useState(false)
  const [done, setDone] = useState(false)
  const [failure, setFailure] = useState<{ message: string; newLink: boolean } | null>(null)

  const footer = (
    <p className={authStyles.footer}>
      <Link href={paths.login()} className={authStyles.link}>
        Back to sign in
      </Link>
    </p>
  )
  const requestNewLink = (className: string) => (
    <Link href={paths.forgotPassword()} className={className}>
      Request a new reset link
    </Link>
  )

  if (token === undefined || token === null) {
    return (
      <AuthLayout
        title="Reset password"
        subtitle="Reset links work once and expire after an hour."
        footer={footer}
      >
        <Alert>Invalid or missing password reset token</Alert>
        {requestNewLink(button({ fullWidth: true }))}
      </AuthLayout>
    )
  }

  const submit = form.handleSubmit(async ({ newPassword }) => {
    setFailure(null)
    // An empty `?token=` is a link that lost its token on the way.
    if (!token.trim()) {
      setFailure({ message: MISSING_TOKEN, newLink: true })
      return
    }
    setBusy(true)
    try {
      await resetPassword(client, { token, newPassword })
    } catch (error) {
      const message = userMessage(error, FALLBACK)
      const spent = isApiError(error) && error.status === 400 && TOKEN_PROBLEMS.has(message)
      setFailure({ message, newLink: spent })
      return
    } finally {
      setBusy(false)
    }
    // The token is spent: the form must not be sent again while the app moves on.
    setDone(true)
    toast.show('Password has been reset successfully', { tone: 'success' })
    onPasswordReset()
  })

  return (
    <AuthLayout
      title="Set a new password"
      subtitle="Choose a new password of at least 6 characters."
      footer={footer}
    >
      <form className={authStyles.form} onSubmit={submit} noValidate aria-label="Reset password">
        {failure ? (
          <Alert>
            <span>{failure.message}</span>
            {failure.newLink ? <span>{requestNewLink(styles.alertLink)}</span> : null}
          </Alert>
        ) : null}
        <PasswordField
          label="New password"
          autoComplete="new-password"
          {...form.field('newPassword')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <Button type="submit" fullWidth busy={busy} busyLabel="Resetting..." disabled={done}>
          Reset Password
        </Button>
      </form>
    </AuthLayout>
  )
}
