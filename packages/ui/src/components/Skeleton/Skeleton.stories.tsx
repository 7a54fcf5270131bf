import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { Avatar } from '../Avatar/Avatar'
import { Stack } from '../Layout/Layout'
import { Skeleton } from './Skeleton'

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  args: { loading: true, children: 'Chasing light on weekends. Coffee first.' },
  decorators: [(Story) => <div style={{ maxWidth: 420, padding: 24 }}>{Story()}</div>],
  // The story's own content: a skeleton stands in for what it is given.
  parameters: { pseudoLocale: { storyContent: ['2 hours ago', 'Placeholder', 'Loaded'] } },
} satisfies Meta<typeof Skeleton>

export default meta
type Story = StoryObj<typeof meta>

const jamie = { name: 'Jamie Rivera', avatar: null }

/** Text in its real type: one bar per line, as long as the words. */
export const Text: Story = {
  render: (args) => (
    <p style={{ margin: 0, fontSize: 16, lineHeight: 1.6 }}>
      <Skeleton {...args} />
    </p>
  ),
  play: async ({ canvas }) => {
    const bar = canvas.getByText('Chasing light on weekends. Coffee first.')
    await expect(bar).toHaveAttribute('aria-hidden', 'true')
    await expect(bar.inert).toBe(true)
    await expect(getComputedStyle(bar).color).toBe('rgba(0, 0, 0, 0)')
  },
}

/** An element (or a component that passes its props on) becomes the placeholder itself. */
export const WrapsAComponent: Story = {
  args: { children: <Avatar user={jamie} size="large" alt="Jamie Rivera" /> },
  play: async ({ canvas, canvasElement }) => {
    // Hidden from assistive technology while loading: no picture to name yet.
    await expect(canvas.queryByRole('img', { name: 'Jamie Rivera' })).toBeNull()
    const placeholder = canvasElement.querySelector('[aria-hidden="true"]') as HTMLElement
    // No wrapper: the avatar's own box, at its own size, is the placeholder.
    await expect(placeholder.getBoundingClientRect().width).toBe(96)
    await expect(placeholder.getBoundingClientRect().height).toBe(96)
    await expect(getComputedStyle(placeholder.firstElementChild as Element).visibility).toBe(
      'hidden',
    )
  },
}

export const Loaded: Story = {
  args: { loading: false, children: <Avatar user={jamie} size="large" alt="Jamie Rivera" /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Jamie Rivera' })).toHaveTextContent('JR')
  },
}

function Byline({ loading, label }: { loading: boolean; label: string }) {
  return (
    <Stack direction="row" align="center" gap="sm" aria-label={label} role="group">
      <Skeleton loading={loading}>
        <Avatar user={jamie} size="medium" />
      </Skeleton>
      <Stack gap="xxs">
        <span style={{ fontWeight: 700 }}>
          <Skeleton loading={loading}>Jamie Rivera</Skeleton>
        </span>
        <span style={{ fontSize: 14 }}>
          <Skeleton loading={loading}>2 hours ago</Skeleton>
        </span>
      </Stack>
    </Stack>
  )
}

/**
 * The Radix Themes way: the real layout renders with placeholder content wrapped in
 * skeletons, so the loaded content lands exactly where its placeholder was.
 */
export const InTheRealLayout: Story = {
  render: ({ loading }) => (
    <Stack gap="lg">
      <Byline loading={loading ?? true} label="Placeholder" />
      <Byline loading={false} label="Loaded" />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const placeholder = canvas.getByRole('group', { name: 'Placeholder' })
    const loaded = canvas.getByRole('group', { name: 'Loaded' })
    await expect(placeholder.getBoundingClientRect().height).toBe(
      loaded.getBoundingClientRect().height,
    )
    await expect(placeholder.getBoundingClientRect().width).toBe(
      loaded.getBoundingClientRect().width,
    )
  },
}
