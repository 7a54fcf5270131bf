import {
  createMockIdentityProvider,
  DEMO_ACCOUNT,
  MOCK_PROVIDER_ACCOUNT,
  overrides,
} from '@photobooth/mocks'
import { setupBackendHarness } from '@photobooth/mocks/testing'
import { http } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { completeWithProvider, continueWithProvider } from './provider-sign-in'

const h = setupBackendHarness()

/** The account the mock provider signs in, with the e-mail's account as the server has it. */
const accountOnServer = () => h.backend.db.findUserByEmail(MOCK_PROVIDER_ACCOUNT.email ?? '')

describe('signing in through the identity provider (login screen)', () => {
  it('registers an account the server does not know, then signs it in again', async () => {
    const provider = createMockIdentityProvider()
    const first = await continueWithProvider(h.guest(), provider, 'sign-in')
    expect(first).toMatchObject({
      kind: 'signed-in',
      session: { user: { email: MOCK_PROVIDER_ACCOUNT.email, name: 'Morgan Provider' } },
    })
    expect(accountOnServer()).toBeDefined()
    // The second time login knows the account: no second registration.
    const register = vi.fn()
    h.server.use(
      http.post('*/api/auth/register', () => {
        register()
        return undefined
      }),
    )
    const again = await continueWithProvider(h.guest(), provider, 'sign-in')
    expect(again.kind).toBe('signed-in')
    expect(register).not.toHaveBeenCalled()
  })
})

describe('signing up through the identity provider (register screen)', () => {
  it('signs up with the name and e-mail, then signs in; an account made so is signed in', async () => {
    const provider = createMockIdentityProvider()
    const first = await continueWithProvider(h.guest(), provider, 'sign-up')
    expect(first).toMatchObject({
      kind: 'signed-in',
      session: { user: { name: 'Morgan Provider' } },
    })
    expect(await continueWithProvider(h.guest(), provider, 'sign-up')).toMatchObject({
      kind: 'signed-in',
    })
  })
})

describe('a flow that fails names the failing step', () => {
  // The demo account exists with an e-mail password: the provider's password does not match.
  const passwordAccount = { uid: 'other', email: DEMO_ACCOUNT.email, displayName: 'Jamie' }
  const noEmail = { uid: 'x', email: null, displayName: 'Nobody' }
  it.each([
    ['sign-in', passwordAccount, undefined, 'login-failed'],
    ['sign-in', MOCK_PROVIDER_ACCOUNT, '/auth/register', 'register-failed'],
    ['sign-in', noEmail, undefined, 'no-email'],
    ['sign-up', noEmail, undefined, 'no-email'],
    ['sign-up', MOCK_PROVIDER_ACCOUNT, '/auth/signup', 'signup-failed'],
    ['sign-up', MOCK_PROVIDER_ACCOUNT, '/auth/login', 'login-failed'],
  ] as const)('%s as %o with %s failing: %s', async (intent, account, failing, reason) => {
    if (failing) h.server.use(overrides.failing(failing, 500))
    expect(await completeWithProvider(h.guest(), account, intent)).toEqual({
      kind: 'failed',
      reason,
    })
  })
})

describe("the provider's popup", () => {
  it.each([
    ['cancelled', 'cancelled'],
    ['account-exists', 'account-exists'],
    ['failed', 'provider-failed'],
  ] as const)('a popup that ends %s fails with %s, before any call', async (outcome, reason) => {
    const provider = createMockIdentityProvider({ outcome })
    expect(await continueWithProvider(h.guest(), provider, 'sign-in')).toEqual({
      kind: 'failed',
      reason,
    })
  })

  it('falls back to a redirect when the popup cannot open', async () => {
    const onRedirect = vi.fn()
    const provider = createMockIdentityProvider({ outcome: 'popup-unavailable', onRedirect })
    expect(await continueWithProvider(h.guest(), provider, 'sign-up')).toEqual({
      kind: 'redirecting',
    })
    expect(onRedirect).toHaveBeenCalledOnce()
  })
})
