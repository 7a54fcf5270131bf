import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent } from 'storybook/test'
import { TextArea } from '../../components/Field/Field'
import { DraftNotice } from './DraftNotice'

/** In a form, as the post and profile forms show it. */
const meta = {
  title: 'Drafts/DraftNotice',
  component: DraftNotice,
  args: { onDiscard: fn() },
  decorators: [
    (Story) => (
      <form style={{ display: 'grid', gap: 16, maxWidth: 480, padding: 24 }}>
        <Story />
        <TextArea label="Caption" rows={3} defaultValue="Golden hour at the pier" />
      </form>
    ),
  ],
  // The story's own form around the notice.
  parameters: { pseudoLocale: { storyContent: ['Caption', 'Golden hour at the pier'] } },
} satisfies Meta<typeof DraftNotice>

export default meta
type Story = StoryObj<typeof meta>

/** Says the form came back from a draft; "Discard changes" reports the intent and leaves the
 * keyboard on the form's first text field (the button is about to go). */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Your unsaved changes were restored.',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Discard changes' }))
    await expect(args.onDiscard).toHaveBeenCalledOnce()
    await expect(canvas.getByLabelText('Caption')).toHaveFocus()
  },
}

/** While the form is sent, nothing can be discarded. */
export const WhileSending: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Discard changes' })).toBeDisabled()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your unsaved changes were restored.')).toBeVisible()
  },
}
