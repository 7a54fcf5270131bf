import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { GuestPopup } from './GuestPopup'

const meta = {
  title: 'Screens/GuestPopup',
  component: GuestPopup,
  args: { open: true, onOpenChange: fn() },
  parameters: { session: null },
} satisfies Meta<typeof GuestPopup>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Join PhotoBooth' })
    const inDialog = within(dialog)
    await expect(inDialog.getByRole('link', { name: 'Log In' })).toHaveAttribute('href', '/login')
    await expect(inDialog.getByRole('link', { name: 'Create Account' })).toHaveAttribute(
      'href',
      '/register',
    )
    await expect(
      inDialog.getByText(
        "By continuing, you agree to PhotoBooth's Terms of Service and Privacy Policy.",
      ),
    ).toBeVisible()
    await expect(dialog).toHaveAccessibleDescription(
      'Log in to like photos, join the conversation and see everything people share.',
    )
    await expect(args.onOpenChange).not.toHaveBeenCalled()
  },
}

export const ClosesOnEscape: Story = {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Join PhotoBooth' })
    await userEvent.keyboard('{Escape}')
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}

export const ClosesWithTheCloseButton: Story = {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Join PhotoBooth' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }))
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false))
  },
}

export const Closed: Story = {
  args: { open: false },
  play: async () => {
    await expect(screen.queryByRole('dialog')).toBeNull()
  },
}
