import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { postFormArgs, postFormStatusControl } from '../../storybook/view-args'
import { CreatePostView } from './CreatePostView'

/** The create-post screen as a designer sees it: the header, the form and the success
 * dialog from args (the form's own states are the PostForm's stories). */
const meta = {
  title: 'Views/CreatePost',
  component: CreatePostView,
  args: {
    ...postFormArgs,
    author: { name: 'Jamie Rivera', avatar: null },
    onBack: fn(),
    onContinueToFeed: fn(),
  },
  argTypes: { status: postFormStatusControl },
} satisfies Meta<typeof CreatePostView>

export default meta
type Story = StoryObj<typeof meta>

/** The header's "Post" sends the form below it. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Create new post' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }))
    await expect(args.onBack).toHaveBeenCalledOnce()
  },
}

export const Posting: Story = {
  args: { status: 'sending', caption: 'Sunday market haul' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Posting...' })).toBeDisabled()
  },
}

/** "Post" pressed while the photo is still being prepared: the button says what it waits for. */
export const WaitingForThePhoto: Story = {
  args: { status: 'waiting', caption: 'Sunday market haul', photo: { status: 'preparing' } },
  play: async ({ canvas, args }) => {
    const waiting = canvas.getByRole('button', { name: 'Preparing photo…' })
    await expect(waiting).toHaveAttribute('aria-busy', 'true')
    await expect(waiting).toBeDisabled()
    await expect(canvas.getByLabelText('Caption')).toBeDisabled()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Created: Story = {
  args: { status: 'done', caption: 'Sunday market haul', createdDialogOpen: true },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', {
      name: 'Post Created!',
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to Feed' }))
    await expect(args.onContinueToFeed).toHaveBeenCalledOnce()
  },
}

/** Created, and a copy the server stored too was kept (the connection dropped while it was
 * sent, and someone had already liked the copy): the dialog says it may show twice. */
export const CreatedMayShowTwice: Story = {
  args: { ...Created.args, mayShowTwice: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Post Created!' })
    await expect(dialog).toHaveTextContent(/It may show twice/)
  },
}
