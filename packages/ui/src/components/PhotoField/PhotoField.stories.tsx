import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { ImageIcon } from '../../icons/icons'
import { PHOTO_TOO_LARGE, PHOTO_UNREADABLE } from '../../storybook/photo-messages'
import { readyPhoto as ready } from '../../storybook/view-args'
import { PhotoField } from './PhotoField'

const meta = {
  title: 'Components/PhotoField',
  component: PhotoField,
  args: {
    photo: { status: 'empty' },
    pickLabel: 'Select from computer',
    changeLabel: 'Change photo',
    empty: <ImageIcon size={56} />,
    onPick: fn(),
    onEdit: fn(),
    onCancelUpload: fn(),
  },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 520 }}>{Story()}</div>],
} satisfies Meta<typeof PhotoField>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas, args }) => {
    const picker = canvas.getByLabelText('Select from computer')
    await expect(picker).toHaveAttribute('accept', 'image/*,.heic,.heif')
    await userEvent.upload(picker, new File(['x'], 'a.jpg', { type: 'image/jpeg' }))
    await expect(args.onPick).toHaveBeenCalledOnce()
  },
}

export const Preparing: Story = {
  args: { photo: { status: 'preparing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Preparing photo…')
    await expect(canvas.getByLabelText('Select from computer')).toBeDisabled()
  },
}

export const Editing: Story = {
  args: { photo: ready },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('application', { name: 'Crop the photo' })).toBeVisible()
    await expect(canvas.getByLabelText('Change photo')).toBeEnabled()
  },
}

export const TooLarge: Story = {
  args: { error: PHOTO_TOO_LARGE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(PHOTO_TOO_LARGE)
    await expect(canvas.getByLabelText('Select from computer')).toHaveAccessibleDescription(
      PHOTO_TOO_LARGE,
    )
  },
}

/** A file no decoder could read: the photo before it stays. */
export const Unreadable: Story = {
  args: { photo: ready, error: PHOTO_UNREADABLE },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(PHOTO_UNREADABLE)
    await expect(await canvas.findByRole('application')).toBeVisible()
  },
}

export const Uploading: Story = {
  args: { photo: ready, upload: { phase: 'uploading', percent: 64 } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Uploading photo' })).toHaveAttribute(
      'aria-valuenow',
      '64',
    )
    // Nothing can change while the photo goes up.
    await expect(canvas.getByRole('button', { name: 'Rotate 90° clockwise' })).toBeDisabled()
    await expect(canvas.queryByLabelText('Change photo')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel upload' }))
    await expect(args.onCancelUpload).toHaveBeenCalledOnce()
  },
}

export const PreparingForUpload: Story = {
  args: { photo: ready, upload: { phase: 'preparing' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar', { name: 'Preparing photo…' })).toBeVisible()
  },
}

export const Avatar: Story = {
  args: { photo: ready, shape: 'avatar', pickLabel: 'Choose a photo' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('application', { name: 'Crop your photo' })).toBeVisible()
  },
}

export const AvatarEmpty: Story = {
  args: { shape: 'avatar', pickLabel: 'Choose a photo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Choose a photo')).toBeEnabled()
  },
}
