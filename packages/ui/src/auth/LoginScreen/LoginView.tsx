import { Checkbox } from '../../components/Checkbox/Checkbox'
import { PasswordField, TextField } from '../../components/Field/Field'
import { bindField, type FormViewProps } from '../../forms/use-form'
import { paths } from '../../paths'
import { AuthLayout } from '../AuthLayout/AuthLayout'
import { SignInButtons } from '../SignInButtons/SignInButtons'
import type { SignInFlowViewProps } from '../use-sign-in-flow'

// A type rather than an interface: form values must be assignable to Record<string, string>.
export type LoginValues = { email: string; password: string }

export interface LoginViewProps extends FormViewProps<LoginValues>, SignInFlowViewProps {}

/** Sign in with e-mail and password, or through the identity provider. A pure view of
 * `LoginScreen`. */
export function LoginView({
  failure,
  busy = null,
  providerName,
  onContinueWithProvider,
  ...form
}: LoginViewProps) {
  return (
    <AuthLayout
      title="Sign in"
      subtitle="See photos from the people you follow."
      footer={
        <>
          Don't have an account? <AuthLayout.Link href={paths.register()}>Sign up</AuthLayout.Link>
        </>
      }
    >
      <AuthLayout.Form onSubmit={form.onSubmit} failure={failure} aria-label="Sign in">
        <TextField label="Email" type="email" autoComplete="email" {...bindField(form, 'email')} />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          {...bindField(form, 'password')}
        />
        <AuthLayout.Row>
          <Checkbox label="Remember me" name="remember" />
          <AuthLayout.Link href={paths.forgotPassword()}>Forgot password?</AuthLayout.Link>
        </AuthLayout.Row>
        <SignInButtons
          label="Sign in"
          busyLabel="Signing in..."
          busy={busy}
          disabled={busy !== null}
          providerName={providerName}
          onContinueWithProvider={onContinueWithProvider}
        />
      </AuthLayout.Form>
    </AuthLayout>
  )
}
