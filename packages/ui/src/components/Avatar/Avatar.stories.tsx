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

/**
 * Someone whose account is gone (the server's `{ name: "Unknown" }`, without an id): a person's
 * outline, not the letters of "Unknown" — in every language the same.
 */
export const UnknownPerson: Story = {
  args: { user: { name: 'Unknown', avatar: null }, alt: 'Unknown' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      {(['small', 'medium', 'large', 'xlarge'] as const).map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const avatar of canvas.getAllByRole('img', { name: 'Unknown' })) {
      await expect(avatar).toHaveTextContent(/^$/)
      await expect(avatar.querySelector('svg')).not.toBeNull()
    }
  },
}

/** In Arabic, a person with no name at all: the outline too, never two letters of a word. */
export const UnknownPersonInArabic: Story = {
  globals: { locale: 'ar' },
  args: { user: { avatar: null }, alt: 'مستخدم غير معروف' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'مستخدم غير معروف' })
    await expect(avatar).toHaveTextContent(/^$/)
    await expect(avatar.querySelector('svg')).not.toBeNull()
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
