import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { LateToast, shownToast } from '../../storybook/late-toast'
import { Button } from '../Button/Button'
import { ConfirmDialog, Dialog } from './Dialog'

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: { open: true, onOpenChange: fn(), title: 'Post Created!' },
  // The story's own texts, passed as an app would.
  parameters: { pseudoLocale: { storyContent: ['Delete post', 'Continue to Feed'] } },
} satisfies Meta<typeof Dialog>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  args: {
    description: 'Your post is live.',
    actions: <Button>Continue to Feed</Button>,
    centered: true,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', {
      name: 'Post Created!',
    })
    await expect(dialog).toHaveAccessibleDescription('Your post is live.')
    await expect(within(dialog).getByRole('button', { name: 'Continue to Feed' })).toBeVisible()
  },
}

export const ClosesOnEscape: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog', { name: 'Post Created!' })
    await userEvent.keyboard('{Escape}')
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}

/** A toast newer than the dialog does not take the Escape pressed in it; the toast stays. */
export const ClosesOnEscapeUnderALaterToast: Story = {
  parameters: { screenshot: false, pseudoLocale: { storyContent: ['Link copied'] } },
  render: (args) => (
    <>
      <Dialog {...args} />
      <LateToast after='[role="dialog"]' message="Link copied" />
    </>
  ),
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Post Created!' })
    await waitFor(() => expect(shownToast('Link copied')).toBeVisible())
    within(dialog).getByRole('button', { name: 'Close' }).focus()
    await userEvent.keyboard('{Escape}')
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    await expect(shownToast('Link copied')).toHaveAttribute('data-state', 'open')
  },
}

function Confirming({ onConfirm }: { onConfirm: () => void }) {
  const [open, setOpen] = useState(false)
  return (
    <div style={{ padding: 24 }}>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete post
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Delete post?"
        description="This cannot be undone."
        confirmLabel="Delete"
        destructive
        onConfirm={() => {
          onConfirm()
          setOpen(false)
        }}
      />
    </div>
  )
}

export const Confirmation: Story = {
  render: () => <Confirming onConfirm={fn()} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete post' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete post?' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Delete post' })).toHaveFocus())
  },
}
