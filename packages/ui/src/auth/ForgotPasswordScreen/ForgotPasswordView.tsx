'use client'

import { useLayoutEffect, useRef, useState } from 'react'
import { Alert } from '../../components/Alert/Alert'
import { Button } from '../../components/Button/Button'
import { Dialog } from '../../components/Dialog/Dialog'
import { Stack } from '../../components/Layout/Layout'
import { Text } from '../../components/Text/Text'
import { bindField, type FormViewProps } from '../../forms/use-form'
import { auth } from '../../i18n/compiled/en/auth'
import { useT } from '../../i18n/use-t'
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
  const t = useT(auth)
  const { paths } = useUi()
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
    <AuthLayout.Prompt question={t('auth.forgot.remembered')} href={paths.login()}>
      {t('auth.backToSignIn')}
    </AuthLayout.Prompt>
  )

  if (phase === 'sent') {
    return (
      <AuthLayout title={t('auth.forgot.sentTitle')} footer={footer}>
        <Stack
          as="section"
          gap="md"
          ref={sentPanel}
          tabIndex={-1}
          className={styles.sent}
          aria-label={t('auth.forgot.sentLabel')}
        >
          {failure ? <Alert>{failure}</Alert> : null}
          <Alert tone="success">{t('auth.forgot.sent')}</Alert>
          <Stack gap="sm">
            {showDevelopmentHelp ? (
              <Button variant="secondary" fullWidth onClick={() => setHelpOpen(true)}>
                {t('auth.forgot.whereIsLink')}
              </Button>
            ) : null}
            <Button
              variant="secondary"
              fullWidth
              busy={resending}
              busyLabel={t('auth.sending')}
              onClick={onSendAgain}
            >
              {t('auth.forgot.sendAgain')}
            </Button>
            <Button variant="ghost" fullWidth disabled={resending} onClick={onChangeEmail}>
              {t('auth.forgot.changeEmail')}
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
      title={t('auth.forgotPassword')}
      subtitle={t('auth.forgot.subtitle')}
      footer={footer}
    >
      <AuthLayout.Form
        onSubmit={form.onSubmit}
        failure={failure}
        aria-label={t('auth.forgot.formLabel')}
      >
        <AuthLayout.EmailField ref={emailField} {...bindField(form, 'email')} />
        <Button type="submit" fullWidth busy={phase === 'submitting'} busyLabel={t('auth.sending')}>
          {t('auth.forgot.submit')}
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
  const { origin, paths } = useUi()
  const t = useT(auth)
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('auth.devHelp.title')}
      description={t('auth.devHelp.description')}
      actions={<Button onClick={() => onOpenChange(false)}>{t('auth.devHelp.gotIt')}</Button>}
    >
      <Text as="p" size="sm" leading="relaxed">
        {t('auth.devHelp.console')}
      </Text>
      <pre dir="ltr" className={styles.code}>
        <code>{`Reset token for ${email}: <token>`}</code>
      </pre>
      <Text as="p" size="sm" leading="relaxed">
        {t('auth.devHelp.open', { token: '\u2068<token>\u2069' })}
      </Text>
      <pre dir="ltr" className={styles.code}>
        <code>{`${origin}${paths.resetPassword()}?token=<token>`}</code>
      </pre>
    </Dialog>
  )
}
