import { usePost } from '@photobooth/api-client'
import { type MockBackend, SEED_REFERENCE_DATE, scenarios } from '@photobooth/mocks'
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { storyWorld } from '../../storybook/story-world'
import { CommentList } from './CommentList'

/** The friend's newest post, the one {@link withComments} writes under. */
function commentedPostId(backend: MockBackend): string {
  const [post] = scenarios.postsOf(backend, scenarios.friendUser(backend)._id)
  if (!post) throw new Error('The friend has no post.')
  return post._id
}

const TEXTS = {
  stranger: 'The reflections in the water are perfect.',
  viewer: 'Saving this one for inspiration.',
  author: 'Thanks! Early morning light does all the work.',
} as const

/**
 * Three comments under the friend's newest post, oldest first: a stranger's, the viewer's (the
 * demo account) and the author's. `extra` adds one more by the stranger, last.
 */
function withComments(backend: MockBackend, extra?: string): void {
  const postId = commentedPostId(backend)
  const demo = scenarios.demoUser(backend)
  const friend = scenarios.friendUser(backend)
  const stranger = [...backend.db.users.values()].find(
    (user) => user._id !== demo._id && user._id !== friend._id,
  )
  if (!stranger) throw new Error('Nobody else lives in this world.')
  const at = (hours: number) =>
    new Date(Date.parse(SEED_REFERENCE_DATE) - hours * 3_600_000).toISOString()
  const add = (_id: string, userId: string, text: string, hours: number) =>
    backend.db.comments.set(_id, { _id, postId, userId, text, createdAt: at(hours) })
  add('storyCommentLst1', stranger._id, TEXTS.stranger, 26)
  add('storyCommentLst2', demo._id, TEXTS.viewer, 3)
  add('storyCommentLst3', friend._id, TEXTS.author, 1)
  if (extra) add('storyCommentLst4', stranger._id, extra, 0.5)
}

/** The comments of the story's post, as the server sends them. */
function CommentsOfPost({ postId }: { postId: string }) {
  const { data } = usePost(postId)
  return data ? <CommentList postId={postId} comments={data.comments} /> : null
}

const meta = {
  title: 'Components/CommentList',
  component: CommentList,
  decorators: [(Story) => <div style={{ maxWidth: 420, padding: 24 }}>{Story()}</div>],
  args: { postId: '', comments: [] },
  argTypes: { comments: { control: false } },
  render: (_args, context) => (
    <CommentsOfPost postId={commentedPostId(storyWorld(context).backend)} />
  ),
  parameters: { world: (backend: MockBackend) => withComments(backend) },
} satisfies Meta<typeof CommentList>

export default meta
type Story = StoryObj<typeof meta>

const world = (context: StoryContext) => storyWorld(context).backend

/** Waits for the list, then returns its items. */
async function items(canvas: ReturnType<typeof within>) {
  const list = await canvas.findByRole('list', { name: 'Comments' })
  return within(list).getAllByRole('listitem')
}

async function toast(canvasElement: HTMLElement, text: string) {
  await waitFor(() =>
    expect(
      [...canvasElement.ownerDocument.querySelectorAll('[data-tone]')].some(
        (element) => element.textContent === text,
      ),
    ).toBe(true),
  )
}

export const Default: Story = {
  play: async (context) => {
    const { canvas } = context
    const friend = scenarios.friendUser(world(context))
    const [first, second, third] = await items(canvas)
    // Oldest first, each with a relative time.
    await expect(first).toHaveTextContent(TEXTS.stranger)
    await expect(first).toHaveTextContent('1d')
    await expect(second).toHaveTextContent(TEXTS.viewer)
    await expect(second).toHaveTextContent('3h')
    await expect(third).toHaveTextContent(TEXTS.author)
    await expect(
      within(third as HTMLElement).getByRole('link', { name: 'Riley Chen' }),
    ).toHaveAttribute('href', `/profile/${friend._id}`)
    // Only the viewer's own comment has actions.
    await expect(
      within(second as HTMLElement).getByRole('button', { name: 'Edit comment' }),
    ).toBeVisible()
    await expect(canvas.getAllByRole('button', { name: 'Edit comment' })).toHaveLength(1)
    await expect(canvas.getAllByRole('button', { name: 'Delete comment' })).toHaveLength(1)
  },
}

export const Empty: Story = {
  render: (args) => <CommentList {...args} />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No comments yet.')).toBeVisible()
    await expect(canvas.getByText('Start the conversation.')).toBeVisible()
    await expect(canvas.queryByRole('list', { name: 'Comments' })).toBeNull()
  },
}

export const Guest: Story = {
  parameters: { session: null },
  play: async ({ canvas }) => {
    await expect(await items(canvas)).toHaveLength(3)
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const UnknownAuthor: Story = {
  parameters: {
    world: (backend: MockBackend) => {
      withComments(backend)
      // The stranger deleted their account: the server answers "Unknown" for them.
      const stranger = backend.db.comments.get('storyCommentLst1')
      if (stranger) backend.db.users.delete(stranger.userId)
    },
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
  parameters: { world: (backend: MockBackend) => withComments(backend, UNSAFE) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(UNSAFE)).toBeVisible()
    await expect(canvas.getByRole('list', { name: 'Comments' }).querySelector('b')).toBeNull()
  },
}

const LONG = `${'Sooo'.repeat(12)}good! https://example.com/${'very-long-path/'.repeat(6)}\nSecond line of the same comment.`

export const LongComment: Story = {
  parameters: { world: (backend: MockBackend) => withComments(backend, LONG) },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'Comments' })
    await expect(await canvas.findByText(/Second line of the same comment\./)).toBeVisible()
    // Nothing overflows the column, however long the words.
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth)
  },
}

export const EditsWithTheKeyboard: Story = {
  play: async ({ canvas, canvasElement }) => {
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
    await toast(canvasElement, 'Comment updated')
    await expect(await item.findByText(`${TEXTS.viewer} Truly.`)).toBeVisible()
    await expect(item.getByText('Edited')).toBeVisible()
  },
}

export const SavingUnchangedTextMakesNoRequest: Story = {
  play: async (context) => {
    const { canvas, canvasElement } = context
    const [, mine] = await items(canvas)
    const item = within(mine as HTMLElement)
    await userEvent.click(item.getByRole('button', { name: 'Edit comment' }))
    await userEvent.click(item.getByRole('button', { name: 'Save' }))
    await expect(item.queryByRole('textbox')).toBeNull()
    await expect(item.getByText(TEXTS.viewer)).toBeVisible()
    // The server never heard of it: the comment was not touched, and nothing was announced.
    await expect(world(context).db.comments.get('storyCommentLst2')?.updatedAt).toBeUndefined()
    await expect(
      [...canvasElement.ownerDocument.querySelectorAll('[data-tone]')].map((t) => t.textContent),
    ).not.toContain('Comment updated')
    await expect(item.queryByText('Edited')).toBeNull()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(await items(canvas)).toHaveLength(3)
    await expect(canvas.getByRole('button', { name: 'Delete comment' })).toBeVisible()
  },
}
