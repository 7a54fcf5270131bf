import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor } from 'storybook/test'
import { Avatar } from './Avatar'
import { initialsOf } from './initials'

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { user: { name: 'Jamie Rivera', avatar: 'uploads/photo-07.jpg' }, alt: 'Jamie Rivera' },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
  // The story's own descriptions, passed as an app would.
  parameters: {
    pseudoLocale: {
      storyContent: ['small avatar', 'medium avatar', 'large avatar', 'xlarge avatar'],
    },
  },
} satisfies Meta<typeof Avatar>

export default meta
type Story = StoryObj<typeof meta>

export const Picture: Story = {
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Jamie Rivera' })).toHaveAttribute(
        'src',
        '/uploads/photo-07.jpg',
      ),
    )
  },
}

export const Initials: Story = {
  args: { user: { name: 'Riley Chen', avatar: null }, alt: 'Riley Chen' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Riley Chen' })
    await expect(image.tagName).not.toBe('IMG')
    await expect(image).toHaveTextContent('RC')
    await expect(initialsOf('cher')).toBe('C')
  },
}

export const BrokenPicture: Story = {
  args: { user: { name: 'Sam Lost', avatar: 'uploads/missing.jpg' }, alt: 'Sam Lost' },
  play: async ({ canvas }) => {
    await waitFor(() =>
      expect(canvas.getByRole('img', { name: 'Sam Lost' })).toHaveTextContent('SL'),
    )
  },
}

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {(['small', 'medium', 'large', 'xlarge'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} alt={`${size} avatar`} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    await waitFor(() => expect(canvas.getAllByRole('img')).toHaveLength(4))
  },
}
