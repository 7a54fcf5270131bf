import { createApiClient, login } from '@photobooth/api-client'
import { DEMO_ACCOUNT, type MockBackend, overrides, scenarios } from '@photobooth/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { storyWorld } from '../../storybook/story-world'
import { ResetPasswordScreen } from './ResetPasswordScreen'

/** The token of the stories' reset links. */
const RESET_TOKEN = '5f0c7a52-3d1e-4b8a-9c61-reset0story'
const HOUR = 3_600_000

/** A reset token for the demo account, as forgot-password would have issued it. */
function issueResetToken(backend: MockBackend, { expiresInMs = HOUR } = {}) {
  const userId = scenarios.demoUser(backend)._id
  backend.db.resetTokens.set(RESET_TOKEN, {
    token: RESET_TOKEN,
    userId,
    expiresAt: backend.clock.now() + expiresInMs,
  })
}

const meta = {
  title: 'Screens/ResetPassword',
  component: ResetPasswordScreen,
  args: { token: RESET_TOKEN, onPasswordReset: fn() },
  parameters: { session: null, world: (backend: MockBackend) => issueResetToken(backend) },
} satisfies Meta<typeof ResetPasswordScreen>

export default meta
type Story = StoryObj<typeof meta>

const FALLBACK = 'An error occurred. Please try again.'
const NEW_PASSWORD = 'fresh-start-42'

async function fillIn(canvas: ReturnType<typeof within>, password: string, confirm = password) {
  if (password) await userEvent.type(canvas.getByLabelText('New password'), password)
  if (confirm) await userEvent.type(canvas.getByLabelText('Confirm password'), confirm)
}

async function expectTypedKept(canvas: ReturnType<typeof within>) {
  await expect(canvas.getByLabelText('New password')).toHaveValue(NEW_PASSWORD)
  await expect(canvas.getByLabelText('Confirm password')).toHaveValue(NEW_PASSWORD)
  await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeEnabled()
}

export const MissingToken: Story = {
  args: { token: null },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Reset password' })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Invalid or missing password reset token',
    )
    await expect(canvas.getByRole('link', { name: 'Request a new reset link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    )
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/login',
    )
    // No form without a token.
    await expect(canvas.queryByLabelText('New password')).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Reset Password' })).toBeNull()
    await expect(args.onPasswordReset).not.toHaveBeenCalled()
  },
}

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Set a new password' }),
    ).toBeVisible()
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('type', 'password')
    await expect(canvas.getByLabelText('Confirm password')).toHaveAttribute('type', 'password')
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeEnabled()
    await expect(canvas.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute(
      'href',
      '/login',
    )
    await expect(canvas.queryByRole('alert')).toBeNull()
  },
}

export const ShowsEachPassword: Story = {
  play: async ({ canvas }) => {
    await fillIn(canvas, NEW_PASSWORD)
    const [showNew, showConfirm] = canvas.getAllByRole('button', { name: 'Show password' })
    if (!showNew || !showConfirm) throw new Error('Each field has its own toggle.')
    await userEvent.click(showNew)
    await expect(canvas.getByLabelText('New password')).toHaveAttribute('type', 'text')
    await expect(canvas.getByLabelText('Confirm password')).toHaveAttribute('type', 'password')
    await userEvent.click(showConfirm)
    await expect(canvas.getByLabelText('Confirm password')).toHaveAttribute('type', 'text')
    await expect(canvas.getAllByRole('button', { name: 'Hide password' })).toHaveLength(2)
  },
}

export const ShowsErrorsOnEmptySubmit: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }))
    await expect(canvas.getByText('New password is required')).toBeVisible()
    await expect(canvas.getByText('Please confirm your password')).toBeVisible()
    await expect(canvas.getByLabelText('New password')).toHaveFocus()
    await expect(args.onPasswordReset).not.toHaveBeenCalled()
  },
}

export const PasswordsDoNotMatch: Story = {
  play: async ({ canvas, args }) => {
    await fillIn(canvas, NEW_PASSWORD, 'fresh-start-24')
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }))
    await expect(canvas.getByText('Passwords do not match')).toBeVisible()
    await expect(canvas.getByLabelText('Confirm password')).toHaveFocus()
    await expect(canvas.getByLabelText('Confirm password')).toHaveAttribute('aria-invalid', 'true')
    // Errors follow the typing once shown.
    await userEvent.clear(canvas.getByLabelText('Confirm password'))
    await userEvent.type(canvas.getByLabelText('Confirm password'), NEW_PASSWORD)
    await waitFor(() => expect(canvas.queryByText('Passwords do not match')).toBeNull())
    await expect(args.onPasswordReset).not.toHaveBeenCalled()
  },
}

export const ShortPassword: Story = {
  play: async ({ canvas, args }) => {
    await fillIn(canvas, '12345')
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }))
    await expect(canvas.getByText('Password must be at least 6 characters long')).toBeVisible()
    await expect(canvas.getByLabelText('New password')).toHaveFocus()
    await expect(args.onPasswordReset).not.toHaveBeenCalled()
  },
}

export const ResetsThePassword: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.slow('/auth/reset-password', 400)),
  play: async (context) => {
    const { canvas, args } = context
    await fillIn(canvas, NEW_PASSWORD)
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }))
    await expect(await canvas.findByRole('button', { name: 'Resetting...' })).toBeDisabled()
    await waitFor(() => expect(args.onPasswordReset).toHaveBeenCalledOnce())
    await expect(await screen.findByText('Password has been reset successfully')).toBeVisible()
    // The link is spent: the form cannot be sent again.
    await expect(canvas.getByRole('button', { name: 'Reset Password' })).toBeDisabled()
    await expect(storyWorld(context).backend.db.resetTokens.has(RESET_TOKEN)).toBe(false)
    // The demo account signs in with the new password, and no longer with the old one.
    const client = createApiClient({ baseUrl: '' })
    const session = await login(client, { email: DEMO_ACCOUNT.email, password: NEW_PASSWORD })
    await expect(session.user.email).toBe(DEMO_ACCOUNT.email)
    await expect(
      login(client, { email: DEMO_ACCOUNT.email, password: DEMO_ACCOUNT.password }),
    ).rejects.toMatchObject({ status: 401, serverMessage: 'Invalid credentials' })
  },
}

export const EmptyToken: Story = {
  args: { token: '  ' },
  play: async ({ canvas, args }) => {
    await fillIn(canvas, NEW_PASSWORD)
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Invalid or missing reset token')
    await expect(
      within(alert).getByRole('link', { name: 'Request a new reset link' }),
    ).toHaveAttribute('href', '/forgot-password')
    await expectTypedKept(canvas)
    await expect(args.onPasswordReset).not.toHaveBeenCalled()
  },
}

export const InvalidToken: Story = {
  args: { token: 'not-a-token-the-server-issued' },
  play: async ({ canvas, args }) => {
    await fillIn(canvas, NEW_PASSWORD)
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Invalid or expired token')
    await expect(
      within(alert).getByRole('link', { name: 'Request a new reset link' }),
    ).toHaveAttribute('href', '/forgot-password')
    await expectTypedKept(canvas)
    await expect(args.onPasswordReset).not.toHaveBeenCalled()
  },
}

export const ExpiredToken: Story = {
  parameters: { world: (backend: MockBackend) => issueResetToken(backend, { expiresInMs: -1 }) },
  play: async ({ canvas, args }) => {
    await fillIn(canvas, NEW_PASSWORD)
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Token has expired')
    await expect(
      within(alert).getByRole('link', { name: 'Request a new reset link' }),
    ).toBeVisible()
    await expectTypedKept(canvas)
    await expect(args.onPasswordReset).not.toHaveBeenCalled()
  },
}

export const ServerError: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.failing('/auth/reset-password', 500)),
  play: async (context) => {
    const { canvas, args } = context
    await fillIn(canvas, NEW_PASSWORD)
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }))
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent(FALLBACK)
    // Not the link's fault: no new link offered, and the token still works.
    await expect(within(alert).queryByRole('link')).toBeNull()
    await expect(storyWorld(context).backend.db.resetTokens.has(RESET_TOKEN)).toBe(true)
    await expectTypedKept(canvas)
    await expect(args.onPasswordReset).not.toHaveBeenCalled()
  },
}

export const Offline: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => msw.use(overrides.offline('/auth/reset-password')),
  play: async ({ canvas, args }) => {
    await fillIn(canvas, NEW_PASSWORD)
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent(FALLBACK)
    await expectTypedKept(canvas)
    await expect(args.onPasswordReset).not.toHaveBeenCalled()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { token: 'not-a-token-the-server-issued' },
  play: async ({ canvas }) => {
    await fillIn(canvas, NEW_PASSWORD, 'fresh')
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }))
    await expect(canvas.getByText('Passwords do not match')).toBeVisible()
    await userEvent.clear(canvas.getByLabelText('Confirm password'))
    await userEvent.type(canvas.getByLabelText('Confirm password'), NEW_PASSWORD)
    await userEvent.click(canvas.getByRole('button', { name: 'Reset Password' }))
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Invalid or expired token')
  },
}

export const DarkMissingToken: Story = {
  globals: { theme: 'dark' },
  args: { token: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Request a new reset link' })).toBeVisible()
  },
}
