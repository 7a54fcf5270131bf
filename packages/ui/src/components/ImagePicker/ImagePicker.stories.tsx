import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, mocked, userEvent } from 'storybook/test'
import { ImagePicker } from './ImagePicker'

const meta = {
  title: 'Components/ImagePicker',
  component: ImagePicker,
  args: { label: 'Select from computer', onPick: fn() },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof ImagePicker>

export default meta
type Story = StoryObj<typeof meta>

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'sunset.png', { type: 'image/png' })

/** The file goes to the form as chosen: the photo pipeline checks and prepares it. */
export const PicksAnImage: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Select from computer')
    await expect(input).toHaveAttribute('accept', 'image/*,.heic,.heif')
    await userEvent.upload(input, png())
    await expect(args.onPick).toHaveBeenCalledOnce()
    await expect(mocked(args.onPick).mock.calls[0]?.[0].name).toBe('sunset.png')
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Select from computer')
    await expect(input).toBeDisabled()
    await userEvent.upload(input, png())
    await expect(args.onPick).not.toHaveBeenCalled()
  },
}
