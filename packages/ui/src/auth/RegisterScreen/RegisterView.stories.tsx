import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { formViewArgs, reportsFormIntents, signInBusyControl } from '../../storybook/view-args'
import { RegisterView } from './RegisterView'

const NEWCOMER = {
  email: 'alex.newcomer@example.com',
  name: 'Alex Newcomer',
  password: 'sunny-days',
}

/** The register screen as a designer sees it: every state from args, no backend. */
const meta = {
  title: 'Views/Register',
  component: RegisterView,
  args: {
    ...formViewArgs({ email: '', name: '', password: '' }),
    providerName: 'Google',
    onContinueWithProvider: fn(),
  },
  argTypes: { busy: signInBusyControl },
  parameters: { session: null },
} satisfies Meta<typeof RegisterView>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = { play: reportsFormIntents('Full name', 'name', 'Sign up') }

export const Incomplete: Story = {
  args: {
    values: { email: 'alex.newcomer@example', name: '', password: '' },
    errors: {
      email: 'Please enter a valid email',
      name: 'Full name is required',
      password: 'Password is required',
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Full name is required')).toBeVisible()
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true')
  },
}

export const WithTheProvider: Story = {
  args: { busy: 'provider' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeDisabled()
  },
}

export const EmailInUse: Story = {
  args: { values: NEWCOMER, failure: 'Email already in use' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Email already in use')
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeEnabled()
  },
}

/** The account exists and the app has it: the form is done, nothing more can be sent. */
export const SignedUp: Story = {
  args: { values: NEWCOMER, signedUp: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Sign up' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Continue with Google' })).toBeDisabled()
  },
}
