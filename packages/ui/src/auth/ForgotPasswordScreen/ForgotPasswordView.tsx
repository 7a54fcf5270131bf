import { useLayoutEffect, useRef, useState } from 'react'
import { Alert } from '../../components/Alert/Alert'
import { Button } from '../../components/Button/Button'
import { Dialog } from '../../components/Dialog/Dialog'
import { TextField } from '../../components/Field/Field'
import { Stack } from '../../components/Layout/Layout'
import { bindField, type FormViewProps } from '../../forms/use-form'
import { paths } from '../../paths'
import { useUi } from '../../provider/ui-context'
import { AuthLayout } from '../AuthLayout/AuthLayout'
import * as styles from './ForgotPasswordScreen.css'

/** Where the request is: being typed, being sent, or sent (the outcome replaces the form). */
export type ForgotPasswordPhase = 'idle' | 'submitting' | 'sent'

export interface ForgotPasswordViewProps extends FormViewProps<{ email: string }> {
  phase: ForgotPasswordPhase
  /** `sent`: the address the instructions went to. */
  sentTo?: string
  /** `sent`: "Send again" is under way. */
  resending?: boolean
  /** Why the last request failed. */
  failure?: string | null
  /** Offer help on finding the reset link once instructions are requested (development and
   * the demo, where no e-mail is sent). */
  showDevelopmentHelp?: boolean
  onSendAgain?: () => void
  /** "Use a different email": back to the form, the address kept. */
  onChangeEmail?: () => void
}

const RESET_INSTRUCTIONS_SENT =
  'If an account exists with the provided email, you will receive password reset instructions...'

/** Request password reset instructions for an e-mail address. A pure view of
 * `ForgotPasswordScreen`. */
export function ForgotPasswordView({
  phase,
  sentTo = '',
  resending = false,
  failure,
  showDevelopmentHelp = false,
  onSendAgain,
  onChangeEmail,
  ...form
}: ForgotPasswordViewProps) {
  const [helpOpen, setHelpOpen] = useState(false)
  const sentPanel = useRef<HTMLElement>(null)
  const emailField = useRef<HTMLInputElement>(null)
  const shown = useRef(phase)

  // Switching between the form and the outcome removes the focused element: move focus to
  // what replaced it, so that keyboard and screen-reader users are not left at the top.
  useLayoutEffect(() => {
    const before = shown.current
    shown.current = phase
    if (phase === 'sent' && before !== 'sent') sentPanel.current?.focus()
    else if (phase !== 'sent' && before === 'sent') emailField.current?.focus()
  }, [phase])

  const footer = (
    <>
      Remembered it? <AuthLayout.Link href={paths.login()}>Back to sign in</AuthLayout.Link>
    </>
  )

  if (phase === 'sent') {
    return (
      <AuthLayout title="Check your email" footer={footer}>
        <Stack
          as="section"
          gap="md"
          ref={sentPanel}
          tabIndex={-1}
          className={styles.sent}
          aria-label="Reset instructions requested"
        >
          {failure ? <Alert>{failure}</Alert> : null}
          <Alert tone="success">{RESET_INSTRUCTIONS_SENT}</Alert>
          <Stack gap="sm">
            {showDevelopmentHelp ? (
              <Button variant="secondary" fullWidth onClick={() => setHelpOpen(true)}>
                Where is my reset link?
              </Button>
            ) : null}
            <Button
              variant="secondary"
              fullWidth
              busy={resending}
              busyLabel="Sending..."
              onClick={onSendAgain}
            >
              Send again
            </Button>
            <Button variant="ghost" fullWidth disabled={resending} onClick={onChangeEmail}>
              Use a different email
            </Button>
          </Stack>
        </Stack>
        {showDevelopmentHelp ? (
          <DevelopmentHelp email={sentTo} open={helpOpen} onOpenChange={setHelpOpen} />
        ) : null}
      </AuthLayout>
    )
  }

  return (
    <AuthLayout
      title="Forgot password?"
      subtitle="Enter the email you signed up with and we'll send you instructions to reset your password."
      footer={footer}
    >
      <AuthLayout.Form
        onSubmit={form.onSubmit}
        failure={failure}
        aria-label="Request password reset"
      >
        <TextField
          ref={emailField}
          label="Email"
          type="email"
          autoComplete="email"
          {...bindField(form, 'email')}
        />
        <Button type="submit" fullWidth busy={phase === 'submitting'} busyLabel="Sending...">
          Send Reset Instructions
        </Button>
      </AuthLayout.Form>
    </AuthLayout>
  )
}
/** Where the token is when the server sends no e-mail (development and the demo). */
function DevelopmentHelp({
  email,
  open,
  onOpenChange,
}: {
  email: string
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const { origin } = useUi()
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Development help"
      description="In development no email is sent."
      actions={<Button onClick={() => onOpenChange(false)}>Got it</Button>}
    >
      <p className={styles.helpText}>
        For an address that has an account, the server prints the reset token on its console (in the
        demo, the browser's developer console), in a line like this:
      </p>
      <pre className={styles.code}>
        <code>{`Reset token for ${email}: <token>`}</code>
      </pre>
      <p className={styles.helpText}>
        Open the reset page with that token in place of {'<token>'}:
      </p>
      <pre className={styles.code}>
        <code>{`${origin}${paths.resetPassword()}?token=<token>`}</code>
      </pre>
    </Dialog>
  )
}
