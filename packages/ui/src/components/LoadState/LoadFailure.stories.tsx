import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { AlertIcon, UserIcon } from '../../icons/icons'
import { LoadFailure } from './LoadFailure'

const onRetry = fn()

const meta = {
  title: 'Components/LoadFailure',
  component: LoadFailure,
  args: {
    status: 'failed',
    message: 'Failed to load profile data.',
    icon: <AlertIcon size={28} />,
    onRetry,
  },
  argTypes: { icon: { control: false }, action: { control: false } },
  beforeEach: () => {
    onRetry.mockClear()
  },
  decorators: [(Story) => <div style={{ maxWidth: 420, padding: 24 }}>{Story()}</div>],
  // The story's own texts, shown as an app would pass them.
  parameters: {
    pseudoLocale: {
      storyContent: [
        'Failed to load profile data.',
        'Profile not found.',
        'Back to feed',
        'Could not load more posts.',
        'Check your connection and try again.',
      ],
    },
  },
} satisfies Meta<typeof LoadFailure>

export default meta
type Story = StoryObj<typeof meta>

/** Nothing could be loaded: the page says so, announced, with Retry. */
export const PageFailed: Story = {
  args: { detail: 'Check your connection and try again.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load profile data.')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(onRetry).toHaveBeenCalledOnce()
  },
}

/** The retry is under way: Retry says it is busy and does not send twice. */
export const Retrying: Story = {
  args: { retrying: true },
  play: async ({ canvas }) => {
    const retry = canvas.getByRole('button', { name: /Retry/ })
    await expect(retry).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(retry)
    await expect(onRetry).not.toHaveBeenCalled()
  },
}

/** Nothing by that id: the message and the way on, no Retry. */
export const NotFound: Story = {
  args: {
    status: 'notFound',
    message: 'Profile not found.',
    icon: <UserIcon size={28} />,
    action: <a href="/">Back to feed</a>,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Profile not found.')
    await expect(canvas.getByRole('link', { name: 'Back to feed' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Retry' })).toBeNull()
  },
}

/** A refresh failed over what stays on screen: a notice with Retry on its line. */
export const Stale: Story = {
  args: { status: 'stale' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to load profile data.')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(onRetry).toHaveBeenCalledOnce()
  },
}

/** A section of a page could not load: its line and a small Retry, no icon. */
export const Compact: Story = {
  args: { compact: true, message: 'Could not load more posts.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not load more posts.')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(onRetry).toHaveBeenCalledOnce()
  },
}
