import type { Meta, StoryObj } from '@storybook/react-vite'
import type { FormEvent } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { CreatePostView } from './CreatePostView'

/** The create-post screen as a designer sees it: the header, the form and the success
 * dialog from args (the form's own states are the PostForm's stories). */
const meta = {
  title: 'Views/CreatePost',
  component: CreatePostView,
  args: {
    caption: '',
    photo: { status: 'empty' },
    upload: null,
    status: 'editing',
    author: { name: 'Jamie Rivera', avatar: null },
    onCaptionChange: fn(),
    onPickPhoto: fn(),
    onEditPhoto: fn(),
    onClearPhoto: fn(),
    onCancelUpload: fn(),
    onSubmit: fn((event: FormEvent) => event.preventDefault()),
    onBack: fn(),
    onContinueToFeed: fn(),
  },
  argTypes: { status: { control: 'inline-radio', options: ['editing', 'sending', 'done'] } },
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

export const Created: Story = {
  args: { status: 'done', caption: 'Sunday market haul', createdDialogOpen: true },
  play: async ({ canvasElement, args }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: 'Post Created!',
    })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue to Feed' }))
    await expect(args.onContinueToFeed).toHaveBeenCalledOnce()
  },
}
