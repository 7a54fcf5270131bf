import { Button } from '../../components/Button/Button'
import { Dialog } from '../../components/Dialog/Dialog'
import { PasswordField, TextField } from '../../components/Field/Field'
import { bindField, type FormViewProps } from '../../forms/use-form'
import { paths } from '../../paths'
import { useUi } from '../../provider/ui-context'
import { AuthLayout } from '../AuthLayout/AuthLayout'
import { SignInButtons } from '../SignInButtons/SignInButtons'
import type { SignInFlowViewProps } from '../use-sign-in-flow'

// A type rather than an interface: form values must be assignable to Record<string, string>.
export type RegisterValues = { email: string; name: string; password: string }

export interface RegisterViewProps extends FormViewProps<RegisterValues>, SignInFlowViewProps {
  /** The name of the account just created: the "Account Created" dialog greets it. */
  createdName?: string | null
  /** The account was handed over to the app: the dialog closes and nothing can be sent. */
  handedOver?: boolean
  /** The dialog's "Continue to edit profile section", or the dialog closed any other way. */
  onContinue?: () => void
}

/** Sign up with e-mail, name and password, or through the identity provider. A pure view of
 * `RegisterScreen`. */
export function RegisterView({
  failure,
  busy = null,
  providerName,
  onContinueWithProvider,
  createdName = null,
  handedOver = false,
  onContinue,
  ...form
}: RegisterViewProps) {
  const { productName } = useUi()
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
          disabled={busy !== null || createdName !== null || handedOver}
          providerName={providerName}
          onContinueWithProvider={onContinueWithProvider}
        />
      </AuthLayout.Form>
      {createdName !== null ? (
        <Dialog
          open={!handedOver}
          // The account exists whichever way the dialog is left: never strand the user here.
          onOpenChange={(open) => (open ? undefined : onContinue?.())}
          title="Account Created"
          description={`Welcome to ${productName}, ${createdName}! Let's set up your profile.`}
          centered
          actions={
            <Button fullWidth onClick={() => onContinue?.()}>
              Continue to edit profile section
            </Button>
          }
        />
      ) : null}
    </AuthLayout>
  )
}
