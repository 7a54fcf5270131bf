'use client'

import { useEffect, useRef } from 'react'
import { Alert } from '../../components/Alert/Alert'
import { Checkbox } from '../../components/Checkbox/Checkbox'
import { PasswordField } from '../../components/Field/Field'
import { bindField, type FormViewProps } from '../../forms/use-form'
import { auth } from '../../i18n/compiled/en/auth'
import { useT } from '../../i18n/use-t'
import { useUi } from '../../provider/ui-context'
import { AuthLayout } from '../AuthLayout/AuthLayout'
import { SignInButtons } from '../SignInButtons/SignInButtons'
import type { SignInFlowViewProps } from '../use-sign-in-flow'
import * as styles from './LoginView.css'

// A type rather than an interface: form values must be assignable to Record<string, string>.
export type LoginValues = { email: string; password: string }

export interface LoginViewProps extends FormViewProps<LoginValues>, SignInFlowViewProps {
  /** The user was signed out because their session ran out: the page says so first. */
  sessionExpired?: boolean
}

/** Sign in with e-mail and password, or through the identity provider. A pure view of
 * `LoginScreen`. */
export function LoginView({
  failure,
  busy = null,
  providerName,
  onContinueWithProvider,
  sessionExpired = false,
  ...form
}: LoginViewProps) {
  const t = useT(auth)
  const { paths } = useUi()
  const notice = useRef<HTMLDivElement>(null)
  // Sent here from the page they were on: focus goes to why, so that screen readers say it
  // and the next Tab is the e-mail field.
  useEffect(() => {
    if (sessionExpired) notice.current?.focus()
  }, [sessionExpired])
  return (
    <AuthLayout
      title={t('auth.signIn')}
      subtitle={t('auth.signIn.subtitle')}
      footer={
        <AuthLayout.Prompt question={t('auth.signIn.noAccount')} href={paths.register()}>
          {t('auth.signIn.toSignUp')}
        </AuthLayout.Prompt>
      }
    >
      {sessionExpired ? (
        <div ref={notice} tabIndex={-1} className={styles.notice}>
          <Alert tone="info">{t('auth.sessionExpired')}</Alert>
        </div>
      ) : null}
      <AuthLayout.Form onSubmit={form.onSubmit} failure={failure} aria-label={t('auth.signIn')}>
        <AuthLayout.EmailField {...bindField(form, 'email')} />
        <PasswordField
          label={t('auth.password')}
          autoComplete="current-password"
          {...bindField(form, 'password')}
        />
        <AuthLayout.Row>
          <Checkbox label={t('auth.rememberMe')} name="remember" />
          <AuthLayout.Link href={paths.forgotPassword()}>
            {t('auth.forgotPassword')}
          </AuthLayout.Link>
        </AuthLayout.Row>
        <SignInButtons
          label={t('auth.signIn')}
          busyLabel={t('auth.signIn.busy')}
          busy={busy}
          disabled={busy !== null}
          providerName={providerName}
          onContinueWithProvider={onContinueWithProvider}
        />
      </AuthLayout.Form>
    </AuthLayout>
  )
}
