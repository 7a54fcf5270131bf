import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { TOAST_LIMIT } from '../../provider/Toaster'
import { type ToastTone, useToast } from '../../provider/toast-context'
import { Button } from '../Button/Button'

function Trigger({
  message,
  tone,
  times = 1,
}: {
  message: string
  tone?: ToastTone
  times?: number
}) {
  const toast = useToast()
  return (
    <div style={{ padding: 24 }}>
      <Button
        onClick={() => {
          for (let index = 1; index <= times; index++)
            toast.show(times > 1 ? `${message} ${index}` : message, { tone })
        }}
      >
        Show toast
      </Button>
    </div>
  )
}

const meta = {
  title: 'Components/Toast',
  component: Trigger,
  args: { message: 'Link copied to clipboard!' },
  // The story's own button that shows a toast.
  parameters: { pseudoLocale: { storyContent: ['Show toast'] } },
} satisfies Meta<typeof Trigger>

export default meta
type Story = StoryObj<typeof meta>

export const Info: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }))
    await expect(await screen.findByText('Link copied to clipboard!')).toBeVisible()
  },
}

export const ErrorTone: Story = {
  name: 'Error',
  args: { message: 'Failed to load post', tone: 'error' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }))
    await expect(await screen.findByText('Failed to load post')).toBeVisible()
  },
}

export const Dismissed: Story = {
  args: { message: 'Comment deleted', tone: 'success' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }))
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss' }))
    await waitFor(() => expect(screen.queryByText('Comment deleted')).toBeNull())
  },
}

export const CappedAtTwenty: Story = {
  args: { message: 'Post deleted', times: 25 },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }))
    await waitFor(() => expect(screen.getAllByText(/^Post deleted \d+$/)).toHaveLength(TOAST_LIMIT))
    await expect(screen.queryByText('Post deleted 5')).toBeNull()
    await expect(screen.getByText('Post deleted 25')).toBeInTheDocument()
  },
}
