'use client'

import {
  type AuthResponse,
  completeWithProvider,
  continueWithProvider,
  type IdentityProvider,
  type ProviderIntent,
  type ProviderOutcome,
  useApiClient,
} from '@photobooth/api-client'
import { useEffect, useEffectEvent, useRef, useState } from 'react'
import { auth } from '../i18n/compiled/en/auth'
import type { PartId } from '../i18n/messages/en'
import { type Said, saySignIn } from '../i18n/server-messages'
import { useT } from '../i18n/use-t'
import { providerFailureMessage, providerRedirectFailure } from './provider-messages'

/** The way of signing in under way: the password form, or the identity provider. */
export type SignInBusy = 'password' | 'provider' | null

/** What the sign-in and sign-up views are given of the flow. */
export interface SignInFlowViewProps {
  /** Why the last attempt failed (in the reader's language). */
  failure?: string | null
  /** The way of signing in under way: its button waits, the others are disabled. */
  busy?: SignInBusy
  /** The identity provider's name ("Google"); without one its button is not shown. */
  providerName?: string | undefined
  onContinueWithProvider?: (() => void) | undefined
}

/** The screens' injected identity provider. */
export interface WithIdentityProvider {
  /** The third-party sign-in; without one its button is not shown. */
  identityProvider?: IdentityProvider
}

export interface SignInFlowOptions {
  /** The login screen signs in; the register screen signs up. */
  intent: ProviderIntent
  /** The third-party sign-in; without one there is no provider flow. */
  identityProvider: IdentityProvider | undefined
  /** Signed in through the identity provider: after its popup, or back from its redirect. */
  onProviderSignedIn: (session: AuthResponse) => void
}

/**
 * What the login and register screens share: one attempt at a time (with the password form or
 * through the identity provider), the failure it ended with, and the identity provider's flow
 * (spec §4) — including a redirect coming back to the screen that started it.
 */
export function useSignInFlow({ intent, identityProvider, onProviderSignedIn }: SignInFlowOptions) {
  const client = useApiClient()
  const t = useT(auth)
  const [busy, setBusy] = useState<SignInBusy>(null)
  // Kept as said, put in words when shown: a change of language changes it too.
  const [failure, setFailure] = useState<Said<PartId<'auth'>> | null>(null)

  const finish = (outcome: ProviderOutcome, provider: IdentityProvider) => {
    if (outcome.kind === 'signed-in') onProviderSignedIn(outcome.session)
    else if (outcome.kind === 'failed') {
      setFailure(providerFailureMessage(intent, outcome.reason, provider.name))
    }
  }

  /** One attempt: the last failure goes and the buttons wait until it is over. */
  const attempt = async (way: 'password' | 'provider', run: () => Promise<void>) => {
    setFailure(null)
    setBusy(way)
    try {
      await run()
    } finally {
      setBusy(null)
    }
  }

  // A redirect to the provider comes back to this screen: finish it once, on the first render
  // that has a provider.
  const finishRedirect = useEffectEvent((provider: IdentityProvider) => {
    provider
      .getRedirectResult()
      .then(async (account) => {
        if (!account) return
        setBusy('provider')
        finish(await completeWithProvider(client, account, intent), provider)
      })
      .catch(() => setFailure(providerRedirectFailure(intent, provider.name)))
      .finally(() => setBusy(null))
  })
  const checked = useRef(false)
  useEffect(() => {
    if (!identityProvider || checked.current) return
    checked.current = true
    finishRedirect(identityProvider)
  }, [identityProvider])

  const view: SignInFlowViewProps = {
    failure: failure && saySignIn(failure, t),
    busy,
    providerName: identityProvider?.name,
    onContinueWithProvider: identityProvider
      ? () =>
          attempt('provider', async () =>
            finish(await continueWithProvider(client, identityProvider, intent), identityProvider),
          )
      : undefined,
  }

  return {
    /** Runs an attempt with the password form. */
    withPassword: (run: () => Promise<void>) => attempt('password', run),
    /** Shows why an attempt failed: a message of the part "auth", or a text that came
     * (the server's, in the reader's language when it is known). */
    setFailure,
    /** The flow's part of the view's props. */
    view,
  }
}
