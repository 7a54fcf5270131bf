import { PasswordField, TextField } from '../../components/Field/Field'
import { bindField, type FormViewProps } from '../../forms/use-form'
import { paths } from '../../paths'
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
  return (
    <AuthLayout
      title="Sign up"
      subtitle="Sign up to share your photos with friends."
      footer={
        <>
          Already have an account? <AuthLayout.Link href={paths.login()}>Log in</AuthLayout.Link>
        </>
      }
    >
      <AuthLayout.Form onSubmit={form.onSubmit} failure={failure} aria-label="Sign up">
        <TextField label="Email" type="email" autoComplete="email" {...bindField(form, 'email')} />
        <TextField label="Full name" autoComplete="name" {...bindField(form, 'name')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          {...bindField(form, 'password')}
        />
        <SignInButtons
          label="Sign up"
          busyLabel="Creating account..."
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
