'use client'

import { PasswordField, TextField } from '../../components/Field/Field'
import { bindField, type FormViewProps } from '../../forms/use-form'
import { auth } from '../../i18n/compiled/en/auth'
import { useT } from '../../i18n/use-t'
import { useUi } from '../../provider/ui-context'
import { AuthLayout } from '../AuthLayout/AuthLayout'
import { SignInButtons } from '../SignInButtons/SignInButtons'
import type { SignInFlowViewProps } from '../use-sign-in-flow'

// A type rather than an interface: form values must be assignable to Record<string, string>.
export type RegisterValues = { email: string; name: string; password: string }

export interface RegisterViewProps extends FormViewProps<RegisterValues>, SignInFlowViewProps {
  /** The account was created and handed over to the app: nothing more can be sent. */
  signedUp?: boolean
}

/** Sign up with e-mail, name and password, or through the identity provider. A pure view of
 * `RegisterScreen`. */
export function RegisterView({
  failure,
  busy = null,
  providerName,
  onContinueWithProvider,
  signedUp = false,
  ...form
}: RegisterViewProps) {
  const t = useT(auth)
  const { paths } = useUi()
  return (
    <AuthLayout
      title={t('auth.signUp')}
      subtitle={t('auth.signUp.subtitle')}
      footer={
        <AuthLayout.Prompt question={t('auth.signUp.haveAccount')} href={paths.login()}>
          {t('auth.signUp.toSignIn')}
        </AuthLayout.Prompt>
      }
    >
      <AuthLayout.Form onSubmit={form.onSubmit} failure={failure} aria-label={t('auth.signUp')}>
        <AuthLayout.EmailField {...bindField(form, 'email')} />
        <TextField label={t('auth.fullName')} autoComplete="name" {...bindField(form, 'name')} />
        <PasswordField
          label={t('auth.password')}
          autoComplete="new-password"
          {...bindField(form, 'password')}
        />
        <SignInButtons
          label={t('auth.signUp')}
          busyLabel={t('auth.signUp.busy')}
          busy={busy}
          // Once the account exists there is nothing left to submit here.
          disabled={busy !== null || signedUp}
          providerName={providerName}
          onContinueWithProvider={onContinueWithProvider}
        />
      </AuthLayout.Form>
    </AuthLayout>
  )
}
