import { DEMO_ACCOUNT, overrides } from '@photobooth/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, mocked, screen, userEvent, waitFor, type within } from 'storybook/test'
import { sentenceText } from '../../storybook/bidi'
import {
  providerStories,
  signInStoryDefaults,
  withMockProvider,
} from '../../storybook/provider-stories'
import { LoginScreen } from './LoginScreen'

const meta = {
  title: 'Screens/Login',
  component: LoginScreen,
  args: { onSignedIn: fn() },
  ...signInStoryDefaults,
} satisfies Meta<typeof LoginScreen>

export default meta
type Story = StoryObj<typeof meta>

async function fillIn(canvas: ReturnType<typeof within>, email: string, password: string) {
  if (email) await userEvent.type(canvas.getByLabelText('Email'), email)
  if (password) await userEvent.type(canvas.getByLabelText('Password'), password)
}

// The identity provider's stories (spec §4), in this screen's words.
const provider = providerStories<Story>('onSignedIn', {
  submit: 'Sign in',
  failed: 'Google authentication failed. Please try again.',
  redirectFailed: 'Failed to complete Google sign-in. Please try again.',
  welcome: 'Welcome back, Morgan Provider!',
})

export const Default: Story = {
  args: withMockProvider(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register')
    await expect(canvas.getByText('Or continue with')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeEnabled()
  },
}

export const WithoutIdentityProvider: Story = provider.withoutProvider

export const ShowsErrorsOnEmptySubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(canvas.getByText('Email is required')).toBeVisible()
    await expect(canvas.getByText('Password is required')).toBeVisible()
    await expect(canvas.getByLabelText('Email')).toHaveFocus()
    await expect(args.onSignedIn).not.toHaveBeenCalled()
  },
}

export const ShowsInvalidEmailAndShortPassword: Story = {
  play: async ({ canvas }) => {
    await fillIn(canvas, 'jamie@photobooth', '12345')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(canvas.getByText('Invalid email address')).toBeVisible()
    await expect(canvas.getByText('Password must be at least 6 characters long')).toBeVisible()
    // Errors follow the typing once shown.
    await userEvent.type(canvas.getByLabelText('Email'), '.app')
    await waitFor(() => expect(canvas.queryByText('Invalid email address')).toBeNull())
  },
}

export const ShowsTheServerMessage: Story = {
  play: async ({ canvas, args }) => {
    await fillIn(canvas, DEMO_ACCOUNT.email, 'not-my-password')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid credentials')
    // Nothing typed is lost.
    await expect(canvas.getByLabelText('Email')).toHaveValue(DEMO_ACCOUNT.email)
    await expect(canvas.getByLabelText('Password')).toHaveValue('not-my-password')
    await expect(args.onSignedIn).not.toHaveBeenCalled()
  },
}

export const SignsIn: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.slow('/auth/login', 400)),
  play: async ({ canvas, args }) => {
    await fillIn(canvas, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(await canvas.findByRole('button', { name: 'Signing in...' })).toBeDisabled()
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce())
    const [session] = mocked(args.onSignedIn).mock.calls[0] ?? []
    await expect(session?.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    await expect(session?.user.email).toBe(DEMO_ACCOUNT.email)
    await expect(
      await screen.findByText(sentenceText(`Welcome back, ${DEMO_ACCOUNT.name}!`)),
    ).toBeVisible()
  },
}

/** Signed out because the session ran out: told why, then signed in as usual. */
export const AfterTheSessionExpired: Story = {
  args: { sessionExpired: true },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your session has expired. Please sign in again.',
    )
    await fillIn(canvas, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await waitFor(() => expect(args.onSignedIn).toHaveBeenCalledOnce())
    await expect(
      await screen.findByText(sentenceText(`Welcome back, ${DEMO_ACCOUNT.name}!`)),
    ).toBeVisible()
  },
}

export const ServerError: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.failing('/auth/login', 500)),
  play: async ({ canvas }) => {
    await fillIn(canvas, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    )
    await expect(canvas.getByRole('button', { name: 'Sign in' })).toBeEnabled()
  },
}

export const Offline: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => msw.use(overrides.offline('/auth/login')),
  play: async ({ canvas }) => {
    await fillIn(canvas, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'An error occurred. Please try again.',
    )
  },
}

export const RememberMeHasNoEffect: Story = {
  play: async ({ canvas }) => {
    const remember = canvas.getByRole('checkbox', { name: 'Remember me' })
    await userEvent.click(remember)
    await expect(remember).toBeChecked()
  },
}

export const SignsInWithTheProvider: Story = provider.signsIn

export const ProviderCancelled: Story = provider.cancelled

export const ProviderAccountExists: Story = provider.accountExists

export const ProviderFailed: Story = provider.failed

// The demo account exists with an e-mail password: the provider's password does not match.
export const ProviderLoginFailed: Story = provider.fails('Login with Google failed.', {
  account: { uid: 'other-uid', email: DEMO_ACCOUNT.email, displayName: DEMO_ACCOUNT.name },
})

export const ProviderRegistrationFailed: Story = provider.fails(
  'Registration with Google failed.',
  {},
  '/auth/register',
)

export const ProviderPopupBlockedFallsBackToRedirect: Story = provider.popupBlocked

export const FinishesAProviderRedirect: Story = provider.finishesRedirect

export const ProviderRedirectFailed: Story = provider.redirectFailed

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: withMockProvider(),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign in' }))
    await expect(canvas.getByText('Email is required')).toBeVisible()
  },
}

/** The server's refusal, in the reader's language: Spanish. */
export const ShowsTheServerMessageInSpanish: Story = {
  globals: { locale: 'es' },
  play: async ({ canvas, args }) => {
    await userEvent.type(canvas.getByLabelText('Correo electrónico'), DEMO_ACCOUNT.email)
    await userEvent.type(canvas.getByLabelText('Contraseña'), 'not-my-password')
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'El correo o la contraseña no son correctos',
    )
    await expect(args.onSignedIn).not.toHaveBeenCalled()
  },
}
