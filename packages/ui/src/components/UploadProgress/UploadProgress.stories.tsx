import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { UploadProgress } from './UploadProgress'

const meta = {
  title: 'Components/UploadProgress',
  component: UploadProgress,
  args: { label: 'Uploading photo', percent: 42, onCancel: fn() },
  argTypes: { percent: { control: { type: 'range', min: 0, max: 100, step: 1 } } },
  decorators: [(Story) => <div style={{ padding: 24, maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof UploadProgress>

export default meta
type Story = StoryObj<typeof meta>

export const Uploading: Story = {
  play: async ({ canvas, args }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Uploading photo' })
    await expect(bar).toHaveAttribute('aria-valuenow', '42')
    await expect(bar).toHaveAttribute('aria-valuetext', '42%')
    await expect(canvas.getByText('42%')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel upload' }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
  },
}

export const Sent: Story = {
  args: { percent: 100 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100')
    await expect(canvas.getByText('100%')).toBeVisible()
  },
}

/** Before the bytes go (the photo is being prepared), or when the browser reports nothing. */
export const Preparing: Story = {
  args: { label: 'Preparing photo…', percent: null },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: 'Preparing photo…' })
    await expect(bar).not.toHaveAttribute('aria-valuenow')
    await expect(bar).toHaveAttribute('data-state', 'indeterminate')
    await expect(canvas.queryByText(/%$/)).toBeNull()
  },
}
