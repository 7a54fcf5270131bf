import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { formViewArgs, reportsFormIntents, signInBusyControl } from '../../storybook/view-args'
import { LoginView } from './LoginView'

/** The login screen as a designer sees it: every state from args, no backend. */
const meta = {
  title: 'Views/Login',
  component: LoginView,
  args: {
    ...formViewArgs({ email: '', password: '' }),
    providerName: 'Google',
    onContinueWithProvider: fn(),
  },
  argTypes: { busy: signInBusyControl },
  parameters: { session: null },
} satisfies Meta<typeof LoginView>

export default meta
type Story = StoryObj<typeof meta>

/** Typing and pressing the buttons only report intents: the view keeps nothing itself. */
export const Default: Story = {
  play: async (context) => {
    await reportsFormIntents('Email', 'email', 'Sign in')(context)
    const { canvas, args } = context
    await userEvent.click(canvas.getByRole('button', { name: 'Continue with Google' }))
    await expect(args.onContinueWithProvider).toHaveBeenCalledOnce()
  },
}

export const WithoutProvider: Story = {
  args: { providerName: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText('Or continue with')).toBeNull()
  },
}

export const Invalid: Story = {
  args: {
    values: { email: 'jamie@photobooth', password: '12345' },
    errors: {
      email: 'Invalid email address',
      password: 'Password must be at least 6 characters long',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    await expect(canvas.getByText('Invalid email address')).toBeVisible()
  },
}

export const SigningIn: Story = {
  args: { values: { email: 'demo@photobooth.app', password: 'demo1234' }, busy: 'password' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Signing in...' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeDisabled()
  },
}

export const Failed: Story = {
  args: {
    values: { email: 'demo@photobooth.app', password: 'secret' },
    failure: 'Invalid credentials',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid credentials')
  },
}

/** Sent here because the session ran out: the page says so first, and focus is on it. */
export const SessionExpired: Story = {
  args: { sessionExpired: true },
  play: async ({ canvas }) => {
    const notice = canvas.getByRole('status')
    await expect(notice).toHaveTextContent('Your session has expired. Please sign in again.')
    await expect(notice.parentElement).toHaveFocus()
    // The next stop for the keyboard is the e-mail field.
    await userEvent.tab()
    await expect(canvas.getByLabelText('Email')).toHaveFocus()
  },
}

/** A failed attempt keeps the reason the user is here. */
export const SessionExpiredThenFailed: Story = {
  args: {
    sessionExpired: true,
    values: { email: 'demo@photobooth.app', password: 'secret' },
    failure: 'Invalid credentials',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your session has expired. Please sign in again.',
    )
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid credentials')
  },
}
