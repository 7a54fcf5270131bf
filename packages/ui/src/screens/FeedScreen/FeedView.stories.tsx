import type { PostEntry } from '@photobooth/api-client'
import { fixturePost, fixtureUser } from '@photobooth/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test'
import { FeedView } from './FeedView'

/**
 * The feed rendered from its props: posts, states and intents in args (edit them in Controls).
 * Its pictures are the connected screen's (Screens/Feed), over the seeded world.
 */
const posts: PostEntry[] = [1, 2, 3, 4, 5, 6].map((n) => fixturePost(n))

const meta = {
  title: 'Views/Feed',
  component: FeedView,
  args: {
    status: 'ready',
    posts: posts.slice(0, 4),
    end: 'more',
    onLoadMore: fn(),
    onRetry: fn(),
    onLike: fn(),
  },
  parameters: { viewer: fixtureUser(0), screenshot: false },
} satisfies Meta<typeof FeedView>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Home feed' })).toBeInTheDocument()
    await expect(await canvas.findAllByRole('article')).toHaveLength(4)
    // The end of a short list is in view: the next page is wanted at once.
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled())
    await userEvent.click(
      (await canvas.findAllByRole('button', { name: 'Like' }))[0] as HTMLElement,
    )
    await expect(args.onLike).toHaveBeenCalledWith(posts[0])
  },
}

export const Loading: Story = {
  args: { status: 'loading', posts: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading posts...')
  },
}

export const Failed: Story = {
  args: { status: 'failed', posts: undefined },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to fetch posts. Please try again.',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Empty: Story = {
  args: { posts: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No posts yet.')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Share your first photo' })).toHaveAttribute(
      'href',
      '/create-post',
    )
  },
}

export const RefreshFailed: Story = {
  args: { status: 'stale' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to fetch posts. Please try again.',
    )
    await expect(await canvas.findAllByRole('article')).toHaveLength(4)
  },
}

export const LoadingMore: Story = {
  args: { end: 'loading' },
  play: async ({ canvas, args }) => {
    const button = await canvas.findByRole('button', { name: 'Loading...' })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    await expect(args.onLoadMore).not.toHaveBeenCalled()
  },
}

export const LoadMoreFailed: Story = {
  args: { end: 'failed' },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('Failed to fetch more posts')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const End: Story = {
  args: { end: 'end' },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findByText('You reached the end.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Load more posts' })).toBeNull()
    await expect(args.onLoadMore).not.toHaveBeenCalled()
  },
}

export const InvalidPost: Story = {
  args: { posts: [posts[0], { invalid: true, problem: 'no _id' }, posts[1]] as PostEntry[] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('article', { name: 'Invalid post' })).toHaveTextContent(
      'Error: Invalid post data.',
    )
  },
}

export const Guest: Story = {
  args: { guest: true, posts },
  parameters: { viewer: null },
  play: async ({ canvas, args }) => {
    await expect(await canvas.findAllByRole('article')).toHaveLength(4)
    await expect(canvas.getByText('Log in to see more posts from the community.')).toBeVisible()
    // Every action invites to join; nothing is reported.
    await userEvent.click(canvas.getByRole('button', { name: 'Join PhotoBooth' }))
    await expect(await screen.findByRole('dialog', { name: 'Join PhotoBooth' })).toBeVisible()
    await expect(args.onLike).not.toHaveBeenCalled()
  },
}
