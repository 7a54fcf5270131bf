import type { IdentityProvider } from '@photobooth/api-client'
import {
  createMockIdentityProvider,
  MOCK_PROVIDER_ACCOUNT,
  type MockIdentityProviderOptions,
  overrides,
} from '@photobooth/mocks'
import type { StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, type within } from 'storybook/test'
import { sentenceText } from './bidi'

type Canvas = ReturnType<typeof within>

/** The args these stories set and read: the injected provider and the screen's callback. */
type ProviderArgs = { identityProvider?: IdentityProvider } & Record<string, unknown>

type ProviderStory = StoryObj<ProviderArgs>

/** The sign-in screens' story defaults: the provider is an object, not a control; no session. */
export const signInStoryDefaults = {
  argTypes: { identityProvider: { control: false } },
  parameters: { session: null },
} as const

/** Args with the mock identity provider (Google without Google, see `@photobooth/mocks`). */
export function withMockProvider(options: MockIdentityProviderOptions = {}) {
  return { identityProvider: createMockIdentityProvider(options) }
}

const providerButton = (canvas: Canvas) =>
  canvas.getByRole('button', { name: 'Continue with Google' })

/**
 * The identity-provider stories of the login and register screens: the same flow (spec §4),
 * told in each screen's words. `intent` names the screen's callback (`onSignedIn`,
 * `onSignedUp`); `says` holds the screen's messages for a failed popup and redirect.
 */
export function providerStories<Story>(
  intent: 'onSignedIn' | 'onSignedUp',
  says: { submit: string; failed: string; redirectFailed: string; welcome: string },
) {
  // The stories are written once for both screens, whose args differ only in the callback.
  const story = (annotations: ProviderStory) => annotations as Story
  const calledBack = (args: ProviderArgs) => args[intent]

  /** The provider flow fails (the popup as `provider` says, or the call `failing`): the
   * screen says why, and the user can try again. */
  const fails = (
    message: string,
    provider: MockIdentityProviderOptions = {},
    failing?: string,
  ): Story =>
    story({
      args: withMockProvider(provider),
      ...(failing ? { beforeEach: ({ msw }) => msw.use(overrides.failing(failing, 500)) } : {}),
      play: async ({ canvas, args }) => {
        await userEvent.click(providerButton(canvas))
        await expect(await canvas.findByRole('alert')).toHaveTextContent(message)
        await expect(providerButton(canvas)).toBeEnabled()
        await expect(calledBack(args)).not.toHaveBeenCalled()
      },
    })

  const redirected = fn()

  return {
    /** No identity provider (server mode without Firebase): the form alone, no provider
     * button and nothing that announces one. */
    withoutProvider: story({
      play: async ({ canvas }) => {
        await expect(canvas.getByRole('button', { name: says.submit })).toBeVisible()
        await expect(canvas.queryByText('Or continue with')).toBeNull()
        await expect(canvas.queryByRole('button', { name: 'Continue with Google' })).toBeNull()
      },
    }),

    /** The provider's account, new to the world, signs in: the screen greets it and hands
     * the session over, without a step of its own (no "Account Created" dialog). */
    signsIn: story({
      args: withMockProvider({ delay: 300 }),
      play: async ({ canvas, args }) => {
        await userEvent.click(providerButton(canvas))
        await expect(canvas.getByRole('button', { name: says.submit })).toBeDisabled()
        await waitFor(() => expect(calledBack(args)).toHaveBeenCalledOnce())
        await expect(calledBack(args)).toHaveBeenCalledWith(
          expect.objectContaining({
            user: expect.objectContaining({
              email: MOCK_PROVIDER_ACCOUNT.email,
              name: 'Morgan Provider',
            }),
          }),
        )
        await expect(await screen.findByText(sentenceText(says.welcome))).toBeVisible()
        await expect(screen.queryByRole('dialog')).toBeNull()
      },
    }),

    fails,
    cancelled: fails('Sign-in was cancelled.', { outcome: 'cancelled' }),
    accountExists: fails('An account already exists with the same email address.', {
      outcome: 'account-exists',
    }),
    failed: fails(says.failed, { outcome: 'failed' }),

    /** A popup that cannot open leaves for the provider's page instead. */
    popupBlocked: story({
      parameters: { screenshot: false },
      args: withMockProvider({ outcome: 'popup-unavailable', onRedirect: redirected }),
      play: async ({ canvas, args }) => {
        await userEvent.click(providerButton(canvas))
        await waitFor(() => expect(redirected).toHaveBeenCalled())
        await expect(canvas.queryByRole('alert')).toBeNull()
        await expect(calledBack(args)).not.toHaveBeenCalled()
      },
    }),

    /** Back from the provider's page: the screen finishes signing in by itself, once the
     * provider has answered. */
    finishesRedirect: story({
      parameters: { screenshot: false },
      args: withMockProvider({ redirectResult: MOCK_PROVIDER_ACCOUNT, delay: 300 }),
      play: async ({ args }) => {
        await waitFor(() => expect(calledBack(args)).toHaveBeenCalledOnce())
        await expect(calledBack(args)).toHaveBeenCalledWith(
          expect.objectContaining({
            user: expect.objectContaining({ email: MOCK_PROVIDER_ACCOUNT.email }),
          }),
        )
        await expect(await screen.findByText(sentenceText(says.welcome))).toBeVisible()
      },
    }),

    redirectFailed: story({
      args: withMockProvider({ redirectResult: 'error', delay: 300 }),
      play: async ({ canvas, args }) => {
        await expect(await canvas.findByRole('alert')).toHaveTextContent(says.redirectFailed)
        await expect(providerButton(canvas)).toBeEnabled()
        await expect(calledBack(args)).not.toHaveBeenCalled()
      },
    }),
  }
}
