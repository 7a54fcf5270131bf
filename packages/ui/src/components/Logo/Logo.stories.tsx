import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Logo } from './Logo'

const meta = {
  title: 'Components/Logo',
  component: Logo,
  decorators: [(Story) => <div style={{ padding: 24 }}>{Story()}</div>],
} satisfies Meta<typeof Logo>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('PhotoBooth')).toBeVisible()
  },
}

export const MarkOnly: Story = {
  args: { withName: false, size: 'large' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'PhotoBooth' })).toBeVisible()
  },
}
