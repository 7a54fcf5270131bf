import { fixturePost, fixtureUser } from '@photobooth/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { MoreFromAuthorView } from './MoreFromAuthorView'
import { PostDetailView } from './PostDetailView'

/**
 * The post page rendered from its props: the post and every intent in args (edit them in
 * Controls). Its pictures are the connected screen's (Screens/PostDetail).
 */
const viewer = fixtureUser(0)
const post = fixturePost(1, { comments: 3, likes: 7 })

const meta = {
  title: 'Views/PostDetail',
  component: PostDetailView,
  args: {
    status: 'ready',
    post,
    onLike: fn(),
    onDelete: fn(async () => undefined),
    onAddComment: fn(async () => undefined),
    onEditComment: fn(async () => undefined),
    onDeleteComment: fn(async () => undefined),
    onRetry: fn(),
  },
  parameters: { viewer, screenshot: false },
} satisfies Meta<typeof PostDetailView>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { name: `Post by ${post.user?.name}` }),
    ).toBeInTheDocument()
    await expect(canvas.getByRole('button', { name: '7 likes' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Delete post' })).toBeNull()
    await expect(canvas.getByRole('link', { name: post.user?.name })).toHaveAttribute(
      'href',
      `/profile/${post.user?._id}`,
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Like' }))
    await expect(args.onLike).toHaveBeenCalledWith(post)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Add a comment…' }), '  Lovely  ')
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await expect(args.onAddComment).toHaveBeenCalledWith('Lovely')
  },
}

export const Owner: Story = {
  parameters: { viewer: post.user ? { ...viewer, ...post.user } : viewer },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('link', { name: 'Edit post' })).toHaveAttribute(
      'href',
      `/edit-post/${post._id}`,
    )
    // The own name leads to the own profile, where the Profile tab lights.
    await expect(canvas.getByRole('link', { name: post.user?.name })).toHaveAttribute(
      'href',
      '/profile',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Delete post' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete post?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }))
    await expect(args.onDelete).toHaveBeenCalledWith(post)
  },
}

/** The post's own frame with skeletons of its avatar, type and buttons: assistive technology
 * hears the status alone. */
export const Loading: Story = {
  args: { status: 'loading', post: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { name: 'Post' })).toBeInTheDocument()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...')
    await expect(canvas.queryByRole('article')).toBeNull()
    await expect(canvas.queryAllByRole('img')).toHaveLength(0)
  },
}

export const NotFound: Story = {
  args: { status: 'notFound', post: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Failed to load post')).toBeVisible()
    await expect(
      canvas.getByText('This post does not exist, or it has been deleted.'),
    ).toBeVisible()
  },
}

export const Failed: Story = {
  args: { status: 'failed', post: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText('Something went wrong on our side. Please try again in a moment.'),
    ).toBeVisible()
  },
}

export const RefreshFailed: Story = {
  args: { status: 'stale' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Could not refresh this post. You are seeing the last loaded version.',
    )
    await expect(canvas.getByRole('article')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const PostUpdated: Story = {
  args: { postUpdated: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Post updated.')).toBeVisible()
  },
}

export const WithMoreFromTheAuthor: Story = {
  args: {
    more: (
      <MoreFromAuthorView
        profileId={post.user?._id ?? ''}
        authorName={post.user?.name ?? ''}
        status="ready"
        posts={[7, 8, 9].map((n) => fixturePost(n))}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { name: `More from ${post.user?.name}` }),
    ).toBeVisible()
    await expect(
      within(canvas.getByRole('list', { name: `More from ${post.user?.name}` })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(3)
  },
}
