import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Loader } from './Loader'

const meta = {
  title: 'Components/Loader',
  component: Loader,
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Loader>

export default meta
type Story = StoryObj<typeof meta>

export const Spinner: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...')
  },
}

export const Pulse: Story = {
  args: { variant: 'pulse' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading content...')
  },
}

export const Dots: Story = {
  args: { variant: 'dots' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...')
  },
}

/** Two of the feed's own cards as placeholders: hidden from assistive technology, which hears
 * the status alone. */
export const Skeleton: Story = {
  args: { variant: 'skeleton' },
  parameters: { layout: 'padded' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading posts...')
    await expect(canvas.getAllByRole('article', { hidden: true })).toHaveLength(2)
    await expect(canvas.queryAllByRole('article')).toHaveLength(0)
    await expect(canvas.queryAllByRole('img')).toHaveLength(0)
  },
}

export const LogoLoader: Story = {
  name: 'Logo',
  args: { variant: 'logo' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading PhotoBooth')
  },
}

export const Sizes: Story = {
  render: () => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, auto)',
        gap: 24,
        alignItems: 'center',
      }}
    >
      {(['spinner', 'pulse', 'dots', 'logo'] as const).flatMap((variant) =>
        (['small', 'medium', 'large'] as const).map((size) => (
          <Loader key={`${variant}-${size}`} variant={variant} size={size} />
        )),
      )}
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('status')).toHaveLength(12)
  },
}
