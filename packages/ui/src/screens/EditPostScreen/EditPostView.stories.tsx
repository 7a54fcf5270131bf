import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { postFormArgs } from '../../storybook/view-args'
import { EditPostView } from './EditPostView'

/** The form's props for a loaded post (the form's own states are the PostForm's stories). */
const form = {
  ...postFormArgs,
  caption: 'Golden hour at the pier',
  currentImage: 'uploads/photo-05.jpg',
} as const

/** The edit-post screen as a designer sees it: loading, the reasons there is no form, the
 * form and its success overlay, from args. */
const meta = {
  title: 'Views/EditPost',
  component: EditPostView,
  args: { status: 'ready', postId: 'Post000000000001', form, onRetry: fn() },
  argTypes: {
    status: {
      control: 'inline-radio',
      options: ['loading', 'notFound', 'failed', 'notOwner', 'ready', 'stale'],
    },
  },
} satisfies Meta<typeof EditPostView>

export default meta
type Story = StoryObj<typeof meta>

export const Ready: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Caption')).toHaveValue('Golden hour at the pier')
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement()
  },
}

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...')
  },
}

export const NotFound: Story = {
  args: { status: 'notFound' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Back to feed' })).toHaveAttribute('href', '/')
  },
}

export const LoadFailed: Story = {
  args: { status: 'failed' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const NotTheOwner: Story = {
  args: { status: 'notOwner' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('You can only edit your own posts.')).toBeVisible()
  },
}

export const RefreshFailed: Story = {
  args: { status: 'stale' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Could not refresh this post: you are editing the version loaded earlier.',
    )
    await expect(canvas.getByLabelText('Caption')).toHaveValue('Golden hour at the pier')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** Saved: the overlay covers the form until the app leaves for the post. */
export const Updated: Story = {
  args: { form: { ...form, status: 'done' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Post Updated Successfully!')
    await expect(canvas.getByRole('status')).toHaveAttribute('data-state', 'shown')
  },
}
