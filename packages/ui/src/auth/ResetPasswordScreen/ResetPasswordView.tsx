'use client'

import { PASSWORD_MIN } from '@photobooth/api-client'
import { Alert } from '../../components/Alert/Alert'
import { Button } from '../../components/Button/Button'
import { button } from '../../components/Button/Button.css'
import { PasswordField } from '../../components/Field/Field'
import { bindField, type FormViewProps } from '../../forms/use-form'
import { auth } from '../../i18n/compiled/en/auth'
import { useT } from '../../i18n/use-t'
import { useUi } from '../../provider/ui-context'
import { AuthLayout } from '../AuthLayout/AuthLayout'
import * as styles from './ResetPasswordScreen.css'

// A type rather than an interface: form values must be assignable to Record<string, string>.
export type ResetPasswordValues = { newPassword: string; confirmPassword: string }

export interface ResetPasswordViewProps extends FormViewProps<ResetPasswordValues> {
  /** The link carried a token; without one there is no form, only a way to a new link. */
  hasToken: boolean
  /** The reset is under way. */
  busy?: boolean
  /** The password was reset: the link is spent and the form cannot be sent again. */
  done?: boolean
  /** Why the last reset failed; `newLink` when the link itself is the problem. */
  failure?: { message: string; newLink: boolean } | null
}

/** Choose a new password with the token from a reset link. A pure view of
 * `ResetPasswordScreen`. */
export function ResetPasswordView({
  hasToken,
  busy = false,
  done = false,
  failure,
  ...form
}: ResetPasswordViewProps) {
  const { Link, paths } = useUi()
  const t = useT(auth)
  const footer = <AuthLayout.Link href={paths.login()}>{t('auth.backToSignIn')}</AuthLayout.Link>
  const requestNewLink = (className: string) => (
    <Link href={paths.forgotPassword()} className={className}>
      {t('auth.reset.newLink')}
    </Link>
  )

  if (!hasToken) {
    return (
      <AuthLayout
        title={t('auth.reset.title')}
        subtitle={t('auth.reset.linksExpire')}
        footer={footer}
      >
        <Alert>{t('auth.reset.noToken')}</Alert>
        {requestNewLink(button({ fullWidth: true }))}
      </AuthLayout>
    )
  }

  return (
    <AuthLayout
      title={t('auth.reset.setTitle')}
      subtitle={t('auth.reset.setSubtitle', { min: PASSWORD_MIN })}
      footer={footer}
    >
      <AuthLayout.Form
        onSubmit={form.onSubmit}
        failure={
          failure ? (
            <>
              <span>{failure.message}</span>
              {failure.newLink ? <span>{requestNewLink(styles.alertLink)}</span> : null}
            </>
          ) : null
        }
        aria-label={t('auth.reset.title')}
      >
        <PasswordField
          label={t('auth.reset.newPassword')}
          autoComplete="new-password"
          {...bindField(form, 'newPassword')}
        />
        <PasswordField
          label={t('auth.reset.confirmPassword')}
          autoComplete="new-password"
          {...bindField(form, 'confirmPassword')}
        />
        <Button
          type="submit"
          fullWidth
          busy={busy}
          busyLabel={t('auth.reset.busy')}
          disabled={done}
        >
          {t('auth.reset.submit')}
        </Button>
      </AuthLayout.Form>
    </AuthLayout>
  )
}
