import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { ImagePicker } from './ImagePicker'

const meta = {
  title: 'Components/ImagePicker',
  component: ImagePicker,
  args: { label: 'Select from computer', onPick: fn(), onReject: fn() },
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof ImagePicker>

export default meta
type Story = StoryObj<typeof meta>

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'sunset.png', { type: 'image/png' })

export const PicksAnImage: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Select from computer')
    await expect(input).toHaveAttribute('accept', 'image/*')
    await userEvent.upload(input, png())
    await expect(args.onPick).toHaveBeenCalledOnce()
    await expect(args.onReject).not.toHaveBeenCalled()
  },
}

export const RefusesOtherFiles: Story = {
  play: async ({ canvas, args }) => {
    const input = canvas.getByLabelText('Select from computer')
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' })
    await userEvent.upload(input, text, { applyAccept: false })
    await expect(args.onReject).toHaveBeenCalledWith('Please choose an image file.')
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' })
    await userEvent.upload(input, huge)
    await expect(args.onReject).toHaveBeenCalledWith('The image must be 5 MB or smaller.')
    await expect(args.onPick).not.toHaveBeenCalled()
  },
}
