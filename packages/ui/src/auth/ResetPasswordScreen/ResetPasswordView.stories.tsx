import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { formViewArgs, reportsFormIntents } from '../../storybook/view-args'
import { ResetPasswordView } from './ResetPasswordView'

/** The reset-password screen as a designer sees it: with and without a token, from args. */
const meta = {
  title: 'Views/ResetPassword',
  component: ResetPasswordView,
  args: { ...formViewArgs({ newPassword: '', confirmPassword: '' }), hasToken: true },
  parameters: { session: null },
} satisfies Meta<typeof ResetPasswordView>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: reportsFormIntents('Confirm password', 'confirmPassword', 'Reset Password'),
}

export const NoToken: Story = {
  args: { hasToken: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Request a new reset link' })).toBeVisible()
    await expect(canvas.queryByLabelText('New password')).toBeNull()
  },
}

export const PasswordsDiffer: Story = {
  args: {
    values: { newPassword: 'fresh-start-42', confirmPassword: 'fresh-start-24' },
    errors: { confirmPassword: 'Passwords do not match' },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Passwords do not match')).toBeVisible()
  },
}

/** The link itself is spent: the failure offers a new one. */
export const SpentLink: Story = {
  args: {
    values: { newPassword: 'fresh-start-42', confirmPassword: 'fresh-start-42' },
    failure: { message: 'Token has expired', newLink: true },
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent('Token has expired')
    await expect(
      within(alert).getByRole('link', { name: 'Request a new reset link' }),
    ).toBeVisible()
  },
}

export const Resetting: Story = {
  args: {
    values: { newPassword: 'fresh-start-42', confirmPassword: 'fresh-start-42' },
    busy: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Resetting...' })).toBeDisabled()
  },
}
