'use client'

import { Button } from '../../components/Button/Button'
import { auth } from '../../i18n/compiled/en/auth'
import { useT } from '../../i18n/use-t'
import { GoogleIcon } from '../../icons/icons'
import { AuthLayout } from '../AuthLayout/AuthLayout'
import type { SignInBusy } from '../use-sign-in-flow'

export interface SignInButtonsProps {
  /** The form's submit button, e.g. "Sign in". */
  label: string
  /** Its text while the form is sent, e.g. "Signing in...". */
  busyLabel: string
  /** The way of signing in under way: its button waits. */
  busy: SignInBusy
  /** Nothing can be sent (an attempt is under way, or the account is there). */
  disabled: boolean
  /** The identity provider's name ("Google"); without one its button is not shown. */
  providerName?: string | undefined
  onContinueWithProvider?: (() => void) | undefined
}

/** The sign-in and sign-up forms' buttons: the form's own, then "Or continue with" and the
 * identity provider's. */
export function SignInButtons({
  label,
  busyLabel,
  busy,
  disabled,
  providerName,
  onContinueWithProvider,
}: SignInButtonsProps) {
  const t = useT(auth)
  return (
    <>
      <Button
        type="submit"
        fullWidth
        busy={busy === 'password'}
        busyLabel={busyLabel}
        disabled={disabled}
      >
        {label}
      </Button>
      {providerName ? (
        <>
          <AuthLayout.Divider>{t('auth.orContinueWith')}</AuthLayout.Divider>
          <Button
            variant="secondary"
            fullWidth
            busy={busy === 'provider'}
            disabled={disabled}
            onClick={() => onContinueWithProvider?.()}
            aria-label={t('auth.continueWith', { provider: providerName })}
          >
            <GoogleIcon size={18} />
            {providerName}
          </Button>
        </>
      ) : null}
    </>
  )
}
