import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent } from 'storybook/test'
import { readyPhoto as photo, postFormArgs, postFormStatusControl } from '../../storybook/view-args'
import { PostForm } from './PostForm'

/** The post form as a designer sees it: every state of create and edit from args. */
const meta = {
  title: 'Forms/PostForm',
  component: PostForm,
  args: { ...postFormArgs, mode: 'create', author: { name: 'Jamie Rivera', avatar: null } },
  argTypes: {
    mode: { control: 'inline-radio', options: ['create', 'edit'] },
    status: postFormStatusControl,
  },
} satisfies Meta<typeof PostForm>

export default meta
type Story = StoryObj<typeof meta>

export const Create: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByText('0/2,200')).toBeVisible()
    await expect(canvas.getByText('Jamie Rivera')).toBeVisible()
    await userEvent.type(canvas.getByLabelText('Caption'), 'H')
    await expect(args.onCaptionChange).toHaveBeenCalledWith('H')
  },
}

export const CreateInvalid: Story = {
  args: {
    caption: '   ',
    photoError: 'An image is required.',
    captionError: 'A caption is required.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('An image is required.')).toBeVisible()
    await expect(canvas.getByLabelText('Caption')).toHaveAttribute('aria-invalid', 'true')
  },
}

export const CreateFailed: Story = {
  args: {
    caption: 'Will this one make it?',
    photo,
    failure: 'Failed to create post. Please try again.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Failed to create post. Please try again.',
    )
    await expect(await canvas.findByRole('application', { name: 'Crop the photo' })).toBeVisible()
  },
}

/** The photo goes up: progress and Cancel, and nothing else can change. */
export const Uploading: Story = {
  args: {
    caption: 'On its way',
    photo,
    status: 'sending',
    upload: { phase: 'uploading', percent: 42 },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading photo' })).toBeVisible()
    await expect(canvas.getByLabelText('Caption')).toBeDisabled()
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel upload' }))
    await expect(args.onCancelUpload).toHaveBeenCalledOnce()
  },
}

export const Edit: Story = {
  args: {
    mode: 'edit',
    caption: 'Golden hour at the pier',
    postId: 'Post000000000001',
    currentImage: 'uploads/photo-05.jpg',
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('img', { name: 'Your post as it is now' })).toBeVisible()
    await expect(canvas.getByLabelText('Caption')).toBeRequired()
    await expect(canvas.getByRole('link', { name: 'Cancel' })).toHaveAttribute(
      'href',
      '/post/Post000000000001',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Update Post' }))
    await expect(args.onSubmit).toHaveBeenCalledOnce()
  },
}

/** A replacement photo chosen: "Keep current image" brings the post's own back. */
export const EditWithANewPhoto: Story = {
  args: { ...Edit.args, photo },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Keep current image' }))
    await expect(args.onClearPhoto).toHaveBeenCalledOnce()
  },
}

export const Updated: Story = {
  args: { ...Edit.args, status: 'done' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Post Updated!' })).toBeDisabled()
  },
}
