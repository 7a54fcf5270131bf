import { forgotPassword, useApiClient, userMessage } from '@photobooth/api-client'
import { useLayoutEffect, useRef, useState } from 'react'
import { Alert } from '../../components/Alert/Alert'
import { Button } from '../../components/Button/Button'
import { Dialog } from '../../components/Dialog/Dialog'
import { TextField } from '../../components/Field/Field'
import { useForm } from '../../forms/use-form'
import { validateForgotPassword } from '../../forms/validators'
import { paths } from '../../paths'
import { useToast } from '../../provider/toast-context'
import { useUi } from '../../provider/ui-context'
import { AuthLayout, authStyles } from '../AuthLayout/AuthLayout'
import * as styles from './ForgotPasswordScreen.css'

export interface ForgotPasswordScreenProps {
  /**
   * Offer help on finding the reset link once instructions are requested: in development no
   * e-mail is sent and the token is printed on the server's console. Off by default; the app
   * turns it on in development and in the demo.
   */
  showDevelopmentHelp?: boolean
}

const FALLBACK = 'An error occurred. Please try again.'
const RESET_INSTRUCTIONS_SENT =
  'If an account exists with the provided email, you will receive password reset instructions...'

type Phase = 'idle' | 'submitting' | 'sent'

/** Request password reset instructions for an e-mail address. */
export function ForgotPasswordScreen({ showDevelopmentHelp = false }: ForgotPasswordScreenProps) {
  const client = useApiClient()
  const toast = useToast()
  const { Link } = useUi()
  const form = useForm({ email: '' }, validateForgotPassword)
  const [phase, setPhase] = useState<Phase>('idle')
  const [resending, setResending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const [helpOpen, setHelpOpen] = useState(false)
  // The address the instructions went to (what was typed may change afterwards).
  const [sentTo, setSentTo] = useState('')
  const sentPanel = useRef<HTMLElement>(null)
  const emailField = useRef<HTMLInputElement>(null)
  const focusNext = useRef<'sent' | 'email' | null>(null)

  // Switching between the form and the outcome removes the focused element: move focus to
  // what replaced it, so that keyboard and screen-reader users are not left at the top.
  useLayoutEffect(() => {
    const target = focusNext.current === 'sent' ? sentPanel.current : emailField.current
    if (!focusNext.current || !target) return
    focusNext.current = null
    target.focus()
  })

  const submit = form.handleSubmit(async (values) => {
    const email = values.email.trim()
    setFailure(null)
    setPhase('submitting')
    try {
      await forgotPassword(client, email)
      setSentTo(email)
      setPhase('sent')
      focusNext.current = 'sent'
    } catch (error) {
      setFailure(userMessage(error, FALLBACK))
      setPhase('idle')
    }
  })

  const sendAgain = async () => {
    setFailure(null)
    setResending(true)
    try {
      await forgotPassword(client, sentTo)
      toast.show('Reset instructions sent again.', { tone: 'success' })
    } catch (error) {
      setFailure(userMessage(error, FALLBACK))
    } finally {
      setResending(false)
    }
  }

  const changeEmail = () => {
    setFailure(null)
    setPhase('idle')
    focusNext.current = 'email'
  }

  const footer = (
    <p className={authStyles.footer}>
      Remembered it?{' '}
      <Link href={paths.login()} className={authStyles.link}>
        Back to sign in
      </Link>
    </p>
  )

  if (phase === 'sent') {
    return (
      <AuthLayout title="Check your email" footer={footer}>
        <section
          ref={sentPanel}
          tabIndex={-1}
          className={styles.sent}
          aria-label="Reset instructions requested"
        >
          {failure ? <Alert>{failure}</Alert> : null}
          <Alert tone="success">{RESET_INSTRUCTIONS_SENT}</Alert>
          <div className={styles.actions}>
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
              onClick={sendAgain}
            >
              Send again
            </Button>
            <Button variant="ghost" fullWidth disabled={resending} onClick={changeEmail}>
              Use a different email
            </Button>
          </div>
        </section>
        {showDevelopmentHelp ? (
          <DevelopmentHelp email={sentTo} open={helpOpen} onOpenChange={setHelpOpen} />
        ) : null}
      </AuthLayout>
    )
  }

  const submitting = phase === 'submitting'
  return (
    <AuthLayout
      title="Forgot password?"
      subtitle="Enter the email you signed up with and we'll send you instructions to reset your password."
      footer={footer}
    >
      <form
        className={authStyles.form}
        onSubmit={submit}
        noValidate
        aria-label="Request password reset"
      >
        {failure ? <Alert>{failure}</Alert> : null}
        <TextField
          ref={emailField}
          label="Email"
          type="email"
          autoComplete="email"
          {...form.field('email')}
        />
        <Button type="submit" fullWidth busy={submitting} busyLabel="Sending...">
          Send Reset Instructions
        </Button>
      </form>
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
