import type { Comment } from '@photobooth/api-client'
import { fixtureComment, fixtureUser } from '@photobooth/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { CommentList } from './CommentList'

/** The viewer of these stories, who wrote the second comment. */
const viewer = fixtureUser(0)
const author = fixtureUser(2)

const TEXTS = {
  stranger: 'The reflections in the water are perfect.',
  viewer: 'Saving this one for inspiration.',
  author: 'Thanks! Early morning light does all the work.',
} as const

/** A stranger's comment, the viewer's and the author's, oldest first. */
const conversation: Comment[] = [
  fixtureComment(5, { text: TEXTS.stranger, createdAt: '2026-06-14T10:00:00.000Z' }),
  fixtureComment(2, {
    text: TEXTS.viewer,
    user: viewer,
    userId: viewer._id,
    createdAt: '2026-06-15T09:00:00.000Z',
  }),
  fixtureComment(3, {
    text: TEXTS.author,
    user: author,
    userId: author._id,
    createdAt: '2026-06-15T11:00:00.000Z',
  }),
]

const meta = {
  title: 'Components/CommentList',
  component: CommentList,
  decorators: [(Story) => <div style={{ maxWidth: 420, padding: 24 }}>{Story()}</div>],
  args: {
    comments: conversation,
    onEditComment: fn(async () => undefined),
    onDeleteComment: fn(async () => undefined),
  },
  parameters: { viewer },
} satisfies Meta<typeof CommentList>

export default meta
type Story = StoryObj<typeof meta>

/** Waits for the list, then returns its items. */
async function items(canvas: ReturnType<typeof within>) {
  const list = await canvas.findByRole('list', { name: 'Comments' })
  return within(list).getAllByRole('listitem')
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const [first, second, third] = await items(canvas)
    // Oldest first, each with a relative time.
    await expect(first).toHaveTextContent(TEXTS.stranger)
    await expect(first).toHaveTextContent('1d')
    await expect(second).toHaveTextContent(TEXTS.viewer)
    await expect(second).toHaveTextContent('3h')
    await expect(third).toHaveTextContent(TEXTS.author)
    await expect(
      within(third as HTMLElement).getByRole('link', { name: author.name }),
    ).toHaveAttribute('href', `/profile/${author._id}`)
    // Only the viewer's own comment has actions.
    await expect(
      within(second as HTMLElement).getByRole('button', { name: 'Edit comment' }),
    ).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Edit comment' })).toHaveLength(1)
    await expect(canvas.getAllByRole('button', { name: 'Delete comment' })).toHaveLength(1)
  },
}

export const Empty: Story = {
  args: { comments: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No comments yet.')).toBeVisible()
    await expect(canvas.getByText('Start the conversation.')).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'Comments' })).toBeNull()
  },
}

export const Guest: Story = {
  parameters: { viewer: null },
  play: async ({ canvas }) => {
    await expect(await items(canvas)).toHaveLength(3)
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const UnknownAuthor: Story = {
  args: {
    // The stranger deleted their account: the server answers "Unknown" for them.
    comments: [
      { ...fixtureComment(1, { text: TEXTS.stranger }), user: { name: 'Unknown', avatar: null } },
    ],
  },
  play: async ({ canvas }) => {
    const [first] = await items(canvas)
    const item = within(first as HTMLElement)
    await expect(item.getByText('Unknown')).toBeVisible()
    await expect(item.queryByRole('link')).toBeNull()
    await expect(item.getByText(TEXTS.stranger)).toBeVisible()
  },
}

const UNSAFE = '<img src=x onerror="alert(1)"> <b>not bold</b>'

export const TextIsNeverMarkup: Story = {
  args: { comments: [...conversation, fixtureComment(4, { text: UNSAFE })] },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(UNSAFE)).toBeVisible()
    await expect(canvas.getByRole('list', { name: 'Comments' }).querySelector('b')).toBeNull()
  },
}

const LONG = `${'Sooo'.repeat(12)}good! https://example.com/${'very-long-path/'.repeat(6)}\nSecond line of the same comment.`

export const LongComment: Story = {
  args: { comments: [...conversation, fixtureComment(4, { text: LONG })] },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Comments' })
    await expect(await canvas.findByText(/Second line of the same comment\./)).toBeVisible()
    // Nothing overflows the column, however long the words.
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth)
  },
}

/** The contract's server accepts a comment of blanks: it shows as an empty comment, one line
 * high like any other, not as empty lines. */
export const BlankComment: Story = {
  args: { comments: [...conversation, fixtureComment(4, { text: '   \n\n\n   \n  ' })] },
  play: async ({ canvas }) => {
    const [, , , blank] = await items(canvas)
    const text = blank?.querySelector('p')
    if (!text) throw new Error('The blank comment has no text.')
    // The author's name and nothing else, on a single line.
    await expect(text.textContent?.trim()).toBe(fixtureComment(4).user.name)
    const line = Number.parseFloat(getComputedStyle(text).lineHeight)
    await expect(text.getBoundingClientRect().height).toBeLessThanOrEqual(line + 1)
  },
}

export const EditsWithTheKeyboard: Story = {
  play: async ({ canvas, args }) => {
    const [, mine] = await items(canvas)
    const item = within(mine as HTMLElement)
    await userEvent.click(item.getByRole('button', { name: 'Edit comment' }))
    // Escape cancels and gives the focus back.
    await userEvent.type(item.getByRole('textbox', { name: 'Edit your comment' }), ' (draft)')
    await userEvent.keyboard('{Escape}')
    await expect(item.queryByRole('textbox')).toBeNull()
    await expect(item.getByText(TEXTS.viewer)).toBeVisible()
    await expect(item.getByRole('button', { name: 'Edit comment' })).toHaveFocus()
    // Enter opens it again; Ctrl+Enter saves.
    await userEvent.keyboard('{Enter}')
    const field = item.getByRole('textbox', { name: 'Edit your comment' })
    await expect(field).toHaveFocus()
    await userEvent.type(field, ' Truly.')
    await userEvent.keyboard('{Control>}{Enter}{/Control}')
    await expect(args.onEditComment).toHaveBeenCalledOnce()
    await expect(args.onEditComment).toHaveBeenCalledWith(conversation[1], `${TEXTS.viewer} Truly.`)
    // Saved: edit mode closes, and the focus goes back to the edit button.
    await waitFor(() => expect(item.queryByRole('textbox')).toBeNull())
    await expect(item.getByRole('button', { name: 'Edit comment' })).toHaveFocus()
  },
}

export const KeepsTheEditWhenSavingFails: Story = {
  parameters: { screenshot: false },
  args: { onEditComment: fn(async () => Promise.reject(new Error('Failed to update comment'))) },
  play: async ({ canvas, args }) => {
    const [, mine] = await items(canvas)
    const item = within(mine as HTMLElement)
    await userEvent.click(item.getByRole('button', { name: 'Edit comment' }))
    await userEvent.type(item.getByRole('textbox', { name: 'Edit your comment' }), ' Truly.')
    await userEvent.click(item.getByRole('button', { name: 'Save' }))
    await expect(args.onEditComment).toHaveBeenCalledOnce()
    // Still editing, with the text as typed: nothing is lost.
    await expect(await item.findByRole('button', { name: 'Save' })).toBeEnabled()
    await expect(item.getByRole('textbox', { name: 'Edit your comment' })).toHaveValue(
      `${TEXTS.viewer} Truly.`,
    )
  },
}

export const SavingUnchangedTextMakesNoRequest: Story = {
  play: async ({ canvas, args }) => {
    const [, mine] = await items(canvas)
    const item = within(mine as HTMLElement)
    await userEvent.click(item.getByRole('button', { name: 'Edit comment' }))
    await userEvent.click(item.getByRole('button', { name: 'Save' }))
    await expect(item.queryByRole('textbox')).toBeNull()
    await expect(item.getByText(TEXTS.viewer)).toBeVisible()
    await expect(args.onEditComment).not.toHaveBeenCalled()
    await expect(item.queryByText('Edited')).toBeNull()
  },
}

export const DeletesAComment: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    const [, mine] = await items(canvas)
    await userEvent.click(
      within(mine as HTMLElement).getByRole('button', { name: 'Delete comment' }),
    )
    await expect(args.onDeleteComment).toHaveBeenCalledOnce()
    await expect(args.onDeleteComment).toHaveBeenCalledWith(conversation[1])
  },
}

export const Edited: Story = {
  args: {
    comments: conversation.map((comment, index) =>
      index === 1 ? { ...comment, updatedAt: '2026-06-15T10:00:00.000Z' } : comment,
    ),
  },
  play: async ({ canvas }) => {
    const [, mine] = await items(canvas)
    await expect(within(mine as HTMLElement).getByText('Edited')).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await items(canvas)).toHaveLength(3)
    await expect(canvas.getByRole('button', { name: 'Delete comment' })).toBeVisible()
  },
}
