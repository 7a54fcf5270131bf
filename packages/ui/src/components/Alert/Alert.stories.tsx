import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { ImageIcon } from '../../icons/icons'
import { Button } from '../Button/Button'
import { EmptyState } from '../EmptyState/EmptyState'
import { Alert } from './Alert'

const meta = {
  title: 'Components/Alert',
  component: Alert,
  args: { children: 'Failed to update profile.' },
  decorators: [(Story) => <div style={{ maxWidth: 420, padding: 24 }}>{Story()}</div>],
  // The story's own texts, shown as an app would pass them.
  parameters: {
    pseudoLocale: {
      storyContent: ['No posts yet.', 'Share a photo'],
    },
  },
} satisfies Meta<typeof Alert>

export default meta
type Story = StoryObj<typeof meta>

export const ErrorMessage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to update profile.')
  },
}

export const Success: Story = {
  args: { tone: 'success', children: 'Profile updated successfully!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Profile updated successfully!')
  },
}

export const Empty: Story = {
  render: () => (
    <EmptyState
      icon={<ImageIcon size={32} />}
      title="No posts yet."
      action={<Button variant="secondary">Share a photo</Button>}
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No posts yet.')).toBeVisible()
  },
}
