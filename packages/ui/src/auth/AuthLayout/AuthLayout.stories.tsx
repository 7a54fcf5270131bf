import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Button } from '../../components/Button/Button'
import { TextField } from '../../components/Field/Field'
import { AuthLayout } from './AuthLayout'

/** The sign-in feature's frame and its parts, as the four screens put them together. */
const meta = {
  title: 'Auth/AuthLayout',
  component: AuthLayout,
  args: {
    title: 'Sign in',
    subtitle: 'See photos from the people you follow.',
    footer: (
      <>
        Don't have an account? <AuthLayout.Link href="/register">Sign up</AuthLayout.Link>
      </>
    ),
    children: (
      <AuthLayout.Form aria-label="Example" failure="Invalid credentials">
        <TextField label="Email" type="email" />
        <AuthLayout.Row>
          <span>Remember me</span>
          <AuthLayout.Link href="/forgot-password">Forgot password?</AuthLayout.Link>
        </AuthLayout.Row>
        <Button type="button" fullWidth>
          Sign in
        </Button>
        <AuthLayout.Divider>Or continue with</AuthLayout.Divider>
      </AuthLayout.Form>
    ),
  },
  parameters: { session: null },
} satisfies Meta<typeof AuthLayout>

export default meta
type Story = StoryObj<typeof meta>

export const WithEveryPart: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible()
    await expect(canvas.getByRole('alert')).toHaveTextContent('Invalid credentials')
    await expect(canvas.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/register')
    // The logo leads back to the feed (an installed app has no browser's Back button).
    await expect(canvas.getByRole('link', { name: 'PhotoBooth' })).toHaveAttribute('href', '/')
  },
}
