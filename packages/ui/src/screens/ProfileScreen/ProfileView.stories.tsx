import { fixturePost, fixtureUser } from '@photobooth/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { ProfileView } from './ProfileView'

/**
 * A profile rendered from its props (edit them in Controls). Its pictures are the connected
 * screen's (Screens/Profile).
 */
const user = fixtureUser(1, {
  bio: 'Light chaser.\nWeekends by the sea.',
  website: 'https://example.com',
})
const profile = { user, posts: [2, 3, 4, 5].map((n) => fixturePost(n)), postsCount: 4 }

const meta = {
  title: 'Views/Profile',
  component: ProfileView,
  args: { status: 'ready', profile, onRetry: fn() },
  parameters: { screenshot: false },
} satisfies Meta<typeof ProfileView>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: user.name })).toBeVisible()
    await expect(canvas.getByRole('list', { name: 'Profile statistics' })).toHaveTextContent(
      '4 posts0 followers0 following',
    )
    await expect(canvas.getByRole('link', { name: 'example.com' })).toHaveAttribute(
      'href',
      'https://example.com/',
    )
    await expect(canvas.queryByRole('link', { name: 'Edit profile' })).toBeNull()
  },
}

export const Own: Story = {
  args: { isOwn: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Edit profile' })).toHaveAttribute(
      'href',
      '/edit-profile',
    )
  },
}

export const NoPosts: Story = {
  args: { profile: { user, posts: [], postsCount: 0 }, isOwn: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No posts yet.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Share your first photo' })).toBeVisible()
  },
}

/** The profile's own frame with skeletons of its picture and type, hidden from assistive
 * technology; the status stands where the posts will be. */
export const Loading: Story = {
  args: { status: 'loading', profile: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...')
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Profile')
    await expect(canvas.getByRole('region', { name: 'Posts' })).toContainElement(
      canvas.getByRole('status'),
    )
    await expect(canvas.queryAllByRole('list')).toHaveLength(0)
  },
}

export const NotFound: Story = {
  args: { status: 'notFound', profile: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Profile not found.')
  },
}

export const Failed: Story = {
  args: { status: 'failed', profile: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load profile data.')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const RefreshFailed: Story = {
  args: { status: 'stale' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load profile data.')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
    await expect(canvas.getByRole('heading', { name: user.name })).toBeVisible()
  },
}
