import { DEMO_ACCOUNT, type MockBackend, overrides, scenarios } from '@photobooth/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyWorld } from '../../storybook/story-world'
import { ForgotPasswordScreen } from './ForgotPasswordScreen'

const meta = {
  title: 'Screens/ForgotPassword',
  component: ForgotPasswordScreen,
  parameters: { session: null },
} satisfies Meta<typeof ForgotPasswordScreen>

export default meta
type Story = StoryObj<typeof meta>

const SENT =
  'If an account exists with the provided email, you will receive password reset instructions...'
const FALLBACK = 'An error occurred. Please try again.'

/** The reset tokens the backend issued for a user (what its console printed). */
function resetTokensOf(backend: MockBackend, userId: string) {
  return [...backend.db.resetTokens.values()].filter((token) => token.userId === userId)
}

async function requestReset(canvas: ReturnType<typeof within>, email: string) {
  await userEvent.type(canvas.getByLabelText('Email'), email)
  await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Instructions' }))
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Forgot password?' })).toBeVisible()
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('type', 'email')
    await expect(canvas.getByRole('button', { name: 'Send Reset Instructions' })).toBeEnabled()
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/login',
    )
  },
}

export const ShowsErrorsOnEmptySubmit: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Send Reset Instructions' }))
    await expect(canvas.getByText('Email is required')).toBeVisible()
    await expect(canvas.getByLabelText('Email')).toHaveFocus()
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.queryByText(SENT)).toBeNull()
  },
}

export const InvalidEmail: Story = {
  play: async ({ canvas }) => {
    await requestReset(canvas, 'jamie@photobooth')
    await expect(canvas.getByText('Invalid email address')).toBeVisible()
    await expect(canvas.queryByText(SENT)).toBeNull()
    // Errors follow the typing once shown.
    await userEvent.type(canvas.getByLabelText('Email'), '.app')
    await waitFor(() => expect(canvas.queryByText('Invalid email address')).toBeNull())
  },
}

export const SendsInstructions: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.slow('/auth/forgot-password', 400)),
  play: async (context) => {
    const { canvas } = context
    await requestReset(canvas, DEMO_ACCOUNT.email)
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeDisabled()

    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Check your email' }),
    ).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent(SENT)
    // Focus follows the outcome, which replaced the form.
    await expect(canvas.getByRole('region', { name: 'Reset instructions requested' })).toHaveFocus()
    // Development help is off unless the app turns it on.
    await expect(canvas.queryByRole('button', { name: 'Where is my reset link?' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Send again' })).toBeEnabled()
    // The server issued (and printed) a token for the account.
    const { backend } = storyWorld(context)
    await expect(resetTokensOf(backend, scenarios.demoUser(backend)._id)).toHaveLength(1)
  },
}

export const UnknownEmailLooksTheSame: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { canvas } = context
    await requestReset(canvas, 'nobody.here@example.com')
    await expect(await canvas.findByRole('status')).toHaveTextContent(SENT)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible()
    // Nothing tells whether the address has an account; no token was issued.
    await expect(canvas.queryByRole('alert')).toBeNull()
    await expect(storyWorld(context).backend.db.resetTokens.size).toBe(0)
  },
}

export const DevelopmentHelp: Story = {
  args: { showDevelopmentHelp: true },
  play: async ({ canvas }) => {
    await requestReset(canvas, DEMO_ACCOUNT.email)
    const help = await canvas.findByRole('button', { name: 'Where is my reset link?' })
    await userEvent.click(help)
    const dialog = await screen.findByRole('dialog', { name: 'Development help' })
    await expect(dialog).toHaveAccessibleDescription('In development no email is sent.')
    await expect(within(dialog).getByText(/browser's developer console/)).toBeVisible()
    await expect(
      within(dialog).getByText(`Reset token for ${DEMO_ACCOUNT.email}: <token>`),
    ).toBeVisible()
    await expect(
      within(dialog).getByText('https://photobooth.example/reset-password?token=<token>'),
    ).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(help).toHaveFocus())
  },
}

export const SendsAgain: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.slow('/auth/forgot-password', 300)),
  play: async (context) => {
    const { canvas } = context
    await requestReset(canvas, DEMO_ACCOUNT.email)
    await userEvent.click(await canvas.findByRole('button', { name: 'Send again' }))
    await expect(await canvas.findByRole('button', { name: 'Sending...' })).toBeDisabled()
    await expect(await screen.findByText('Reset instructions sent again.')).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent(SENT)
    const { backend } = storyWorld(context)
    await expect(resetTokensOf(backend, scenarios.demoUser(backend)._id)).toHaveLength(2)
  },
}

export const SendAgainOffline: Story = {
  play: async (context) => {
    const { canvas } = context
    await requestReset(canvas, DEMO_ACCOUNT.email)
    await canvas.findByRole('button', { name: 'Send again' })
    context.msw.use(overrides.offline('/auth/forgot-password'))
    await userEvent.click(canvas.getByRole('button', { name: 'Send again' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(FALLBACK)
    // The first request went through: its outcome stays, and the user can try again.
    await expect(canvas.getByRole('status')).toHaveTextContent(SENT)
    await expect(canvas.getByRole('button', { name: 'Send again' })).toBeEnabled()
  },
}

export const ChangesTheEmail: Story = {
  play: async ({ canvas }) => {
    await requestReset(canvas, 'jamie.typo@example.com')
    await userEvent.click(await canvas.findByRole('button', { name: 'Use a different email' }))
    const email = await canvas.findByLabelText('Email')
    // Back on the form with the address kept, ready to correct.
    await expect(email).toHaveValue('jamie.typo@example.com')
    await expect(email).toHaveFocus()
    await expect(canvas.queryByText(SENT)).toBeNull()
  },
}

export const ShowsTheServerMessage: Story = {
  beforeEach: ({ msw }) =>
    msw.use(
      overrides.failing(
        '/auth/forgot-password',
        400,
        'post',
        'Too many reset requests. Please wait a minute.',
      ),
    ),
  play: async ({ canvas }) => {
    await requestReset(canvas, DEMO_ACCOUNT.email)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Too many reset requests. Please wait a minute.',
    )
    await expect(canvas.getByLabelText('Email')).toHaveValue(DEMO_ACCOUNT.email)
  },
}

export const ServerError: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.failing('/auth/forgot-password', 500)),
  play: async ({ canvas }) => {
    await requestReset(canvas, DEMO_ACCOUNT.email)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(FALLBACK)
    await expect(canvas.getByLabelText('Email')).toHaveValue(DEMO_ACCOUNT.email)
    await expect(canvas.getByRole('button', { name: 'Send Reset Instructions' })).toBeEnabled()
    await expect(canvas.queryByText(SENT)).toBeNull()
  },
}

export const Offline: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => msw.use(overrides.offline('/auth/forgot-password')),
  play: async ({ canvas }) => {
    await requestReset(canvas, DEMO_ACCOUNT.email)
    await expect(await canvas.findByRole('alert')).toHaveTextContent(FALLBACK)
    await expect(canvas.getByLabelText('Email')).toHaveValue(DEMO_ACCOUNT.email)
    await expect(canvas.getByRole('button', { name: 'Send Reset Instructions' })).toBeEnabled()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { showDevelopmentHelp: true },
  play: async ({ canvas }) => {
    await requestReset(canvas, DEMO_ACCOUNT.email)
    await userEvent.click(await canvas.findByRole('button', { name: 'Where is my reset link?' }))
    await expect(await screen.findByRole('dialog', { name: 'Development help' })).toBeVisible()
  },
}
