import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { HeartIcon } from '../../icons/icons'
import { Button, IconButton } from './Button'

const meta = {
  title: 'Components/Button',
  component: Button,
  // The story's own labels, passed as an app would.
  parameters: {
    layout: 'centered',
    pseudoLocale: {
      storyContent: ['Like', 'Primary', 'Secondary', 'Ghost', 'Delete', 'Link', 'Small', 'Large'],
    },
  },
  args: { children: 'Post', onClick: fn() },
} satisfies Meta<typeof Button>

export default meta
type Story = StoryObj<typeof meta>

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const Variants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap', alignItems: 'center', padding: 24 }}>
      <Button {...args} variant="primary">
        Primary
      </Button>
      <Button {...args} variant="secondary">
        Secondary
      </Button>
      <Button {...args} variant="ghost">
        Ghost
      </Button>
      <Button {...args} variant="danger">
        Delete
      </Button>
      <Button {...args} variant="link">
        Link
      </Button>
      <Button {...args} size="small">
        Small
      </Button>
      <Button {...args} size="large">
        Large
      </Button>
    </div>
  ),
}

export const Busy: Story = {
  args: { busy: true, busyLabel: 'Signing in...', children: 'Sign in' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Signing in...' })
    await expect(button).toBeDisabled()
    await expect(button).toHaveAttribute('aria-busy', 'true')
  },
}

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Post' }), { pointerEventsCheck: 0 })
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const IconOnly: Story = {
  render: () => (
    <IconButton label="Like" tone="like">
      <HeartIcon />
    </IconButton>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Like' })).toBeVisible()
  },
}
