import { DEMO_ACCOUNT, overrides } from '@photobooth/mocks'
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import { expect, fn, mocked, screen, userEvent, waitFor, type within } from 'storybook/test'
import { sentenceText } from '../../storybook/bidi'
import {
  providerStories,
  signInStoryDefaults,
  withMockProvider,
} from '../../storybook/provider-stories'
import { storyWorld } from '../../storybook/story-world'
import { RegisterScreen } from './RegisterScreen'

const meta = {
  title: 'Screens/Register',
  component: RegisterScreen,
  args: { onSignedUp: fn() },
  ...signInStoryDefaults,
} satisfies Meta<typeof RegisterScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Someone who has no account in the seeded world yet. */
const NEWCOMER = {
  email: 'alex.newcomer@example.com',
  name: 'Alex Newcomer',
  password: 'sunny-days',
}

async function fillIn(
  canvas: ReturnType<typeof within>,
  { email, name, password }: { email?: string; name?: string; password?: string },
) {
  if (email) await userEvent.type(canvas.getByLabelText('Email'), email)
  if (name) await userEvent.type(canvas.getByLabelText('Full name'), name)
  if (password) await userEvent.type(canvas.getByLabelText('Password'), password)
}

/** The network comes back: the story's fault overrides go, its backend answers again. */
function networkRecovers(context: StoryContext) {
  context.msw.resetHandlers()
  context.msw.use(...storyWorld(context).backend.handlers)
}

// The identity provider's stories (spec §4), in this screen's words.
const provider = providerStories<Story>('onSignedUp', {
  submit: 'Sign up',
  failed: 'Failed to process Google authentication. Please try again.',
  redirectFailed: 'Failed to complete Google authentication.',
  welcome: 'Welcome to PhotoBooth, Morgan Provider!',
})

export const Default: Story = {
  args: withMockProvider(),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign up' })).toBeVisible()
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email')
    await expect(canvas.getByLabelText('Full name')).toHaveValue('')
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'password')
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeEnabled()
    await expect(canvas.getByText('Or continue with')).toBeVisible()
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeEnabled()
    await expect(canvas.getByText(/Already have an account\?/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login')
  },
}

export const WithoutIdentityProvider: Story = provider.withoutProvider

export const ShowsThePassword: Story = {
  play: async ({ canvas }) => {
    const password = canvas.getByLabelText('Password')
    await userEvent.type(password, NEWCOMER.password)
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }))
    await expect(password).toHaveAttribute('type', 'text')
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }))
    await expect(password).toHaveAttribute('type', 'password')
    await expect(password).toHaveValue(NEWCOMER.password)
  },
}

export const ShowsErrorsOnEmptySubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
    await expect(canvas.getByText('Email is required')).toBeVisible()
    await expect(canvas.getByText('Full name is required')).toBeVisible()
    await expect(canvas.getByText('Password is required')).toBeVisible()
    await expect(canvas.getByLabelText('Email')).toHaveFocus()
    await expect(canvas.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true')
    // Errors follow the typing once shown.
    await userEvent.type(canvas.getByLabelText('Full name'), NEWCOMER.name)
    await waitFor(() => expect(canvas.queryByText('Full name is required')).toBeNull())
    await expect(args.onSignedUp).not.toHaveBeenCalled()
  },
}

export const InvalidEmail: Story = {
  play: async ({ canvas, args }) => {
    await fillIn(canvas, { ...NEWCOMER, email: 'alex.newcomer@example' })
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
    await expect(canvas.getByText('Please enter a valid email')).toBeVisible()
    await expect(canvas.getByLabelText('Email')).toHaveFocus()
    await expect(canvas.queryByText('Full name is required')).toBeNull()
    await expect(args.onSignedUp).not.toHaveBeenCalled()
  },
}

export const ShortPassword: Story = {
  play: async ({ canvas, args }) => {
    await fillIn(canvas, { ...NEWCOMER, password: '12345' })
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
    await expect(canvas.getByText('Password must be at least 6 characters long')).toBeVisible()
    await expect(canvas.getByLabelText('Password')).toHaveFocus()
    await userEvent.type(canvas.getByLabelText('Password'), '6')
    await waitFor(() =>
      expect(canvas.queryByText('Password must be at least 6 characters long')).toBeNull(),
    )
    await expect(args.onSignedUp).not.toHaveBeenCalled()
  },
}

export const SignsUp: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.slow('/auth/signup', 400)),
  play: async (context) => {
    const { canvas, args } = context
    await fillIn(canvas, NEWCOMER)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
    await expect(await canvas.findByRole('button', { name: 'Creating account...' })).toBeDisabled()

    // Signed in at once (spec §4): the session goes to the app as soon as it exists, with no
    // step in between that a reload could lose; a toast greets the newcomer.
    await waitFor(() => expect(args.onSignedUp).toHaveBeenCalledOnce())
    const [session] = mocked(args.onSignedUp).mock.calls[0] ?? []
    await expect(session?.accessToken).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/)
    await expect(session?.refreshToken).toBeTruthy()
    await expect(session?.user).toEqual(
      expect.objectContaining({ email: NEWCOMER.email, name: NEWCOMER.name }),
    )
    await expect(
      await screen.findByText(sentenceText(`Welcome to PhotoBooth, ${NEWCOMER.name}!`)),
    ).toBeVisible()
    await expect(screen.queryByRole('dialog')).toBeNull()
    // The account is real: the backend has it, and the form cannot create it twice.
    const user = storyWorld(context).backend.db.findUserByEmail(NEWCOMER.email)
    await expect(user?._id).toBe(session?.user._id)
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeDisabled()
  },
}

export const EmailAlreadyInUse: Story = {
  play: async ({ canvas, args }) => {
    await fillIn(canvas, { ...NEWCOMER, email: DEMO_ACCOUNT.email })
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Email already in use')
    // Nothing typed is lost, and the form can be sent again.
    await expect(canvas.getByLabelText('Email')).toHaveValue(DEMO_ACCOUNT.email)
    await expect(canvas.getByLabelText('Full name')).toHaveValue(NEWCOMER.name)
    await expect(canvas.getByLabelText('Password')).toHaveValue(NEWCOMER.password)
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeEnabled()
    await expect(args.onSignedUp).not.toHaveBeenCalled()
  },
}

export const AuthenticationIncomplete: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.unexpectedShape('/auth/login')),
  play: async ({ canvas, args }) => {
    await fillIn(canvas, NEWCOMER)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to complete authentication process.',
    )
    await expect(screen.queryByRole('dialog')).toBeNull()
    await expect(canvas.getByLabelText('Email')).toHaveValue(NEWCOMER.email)
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeEnabled()
    await expect(args.onSignedUp).not.toHaveBeenCalled()
  },
}

export const FinishesSigningInOnRetry: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => msw.use(overrides.unexpectedShape('/auth/login')),
  play: async (context) => {
    const { canvas, args } = context
    await fillIn(canvas, NEWCOMER)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Failed to complete authentication process.',
    )
    // The account was created before sign-in failed: trying again only signs in.
    networkRecovers(context)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
    await waitFor(() => expect(args.onSignedUp).toHaveBeenCalledOnce())
    await expect(args.onSignedUp).toHaveBeenCalledWith(
      expect.objectContaining({ user: expect.objectContaining({ email: NEWCOMER.email }) }),
    )
    await expect(canvas.queryByText('Email already in use')).toBeNull()
    await expect(screen.queryByText('Failed to complete authentication process.')).toBeNull()
  },
}

export const ServerError: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.failing('/auth/signup', 500)),
  play: async ({ canvas, args }) => {
    await fillIn(canvas, NEWCOMER)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
    // Not a 4xx: the error's own message (spec §8).
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Server error')
    await expect(canvas.getByLabelText('Email')).toHaveValue(NEWCOMER.email)
    await expect(canvas.getByLabelText('Full name')).toHaveValue(NEWCOMER.name)
    await expect(canvas.getByLabelText('Password')).toHaveValue(NEWCOMER.password)
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeEnabled()
    await expect(args.onSignedUp).not.toHaveBeenCalled()
  },
}

export const Offline: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.offline('/auth/signup')),
  play: async ({ canvas, args }) => {
    await fillIn(canvas, NEWCOMER)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Could not reach the server.')
    await expect(canvas.getByLabelText('Password')).toHaveValue(NEWCOMER.password)
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeEnabled()
    await expect(args.onSignedUp).not.toHaveBeenCalled()
  },
}

export const SignsUpWithProvider: Story = provider.signsIn

export const ProviderCancelled: Story = provider.cancelled

export const ProviderAccountExists: Story = provider.accountExists

export const ProviderFailed: Story = provider.failed

export const ProviderNoEmail: Story = provider.fails('Could not get email from Google account', {
  account: { uid: 'no-email-uid', email: null, displayName: 'Morgan Provider' },
})

export const ProviderSignupFails: Story = provider.fails(
  'Failed to sign up with Google. Please try again or use email registration.',
  {},
  '/auth/signup',
)

export const ProviderLoginFails: Story = provider.fails(
  'Failed to authenticate after Google signup',
  {},
  '/auth/login',
)

export const ProviderPopupBlockedFallsBackToRedirect: Story = provider.popupBlocked

export const FinishesAProviderRedirect: Story = provider.finishesRedirect

export const ProviderRedirectFailed: Story = provider.redirectFailed

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: withMockProvider(),
  play: async ({ canvas, args }) => {
    await fillIn(canvas, NEWCOMER)
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
    await waitFor(() => expect(args.onSignedUp).toHaveBeenCalledOnce())
    await expect(
      await screen.findByText(sentenceText(`Welcome to PhotoBooth, ${NEWCOMER.name}!`)),
    ).toBeVisible()
  },
}
