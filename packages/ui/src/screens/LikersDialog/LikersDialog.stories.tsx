import { usePost } from '@photobooth/api-client'
import { type MockBackend, scenarios } from '@photobooth/mocks'
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { sentenceText, showsInItsOwnDirection } from '../../storybook/bidi'
import { storyWorld } from '../../storybook/story-world'
import { LikersDialog, type LikersDialogProps } from './LikersDialog'

/** The demo account's newest post: the one `scenarios.manyLikers` fills by default. */
function likedPostId(backend: MockBackend): string {
  const [post] = scenarios.postsOf(backend, scenarios.demoUser(backend)._id)
  if (!post) throw new Error('The demo account has no post.')
  return post._id
}

/** The dialog over the likers of a post as the server sends them; it closes when asked to. */
function LikersOfPost({
  postId,
  open: initiallyOpen,
  onOpenChange,
}: Omit<LikersDialogProps, 'likers'> & { postId: string }) {
  const { data } = usePost(postId)
  const [open, setOpen] = useState(initiallyOpen)
  const change = (next: boolean) => {
    setOpen(next)
    onOpenChange(next)
  }
  return data ? <LikersDialog open={open} onOpenChange={change} likers={data.likes} /> : null
}

const meta = {
  title: 'Screens/LikersDialog',
  component: LikersDialog,
  args: { open: true, onOpenChange: fn(), likers: [] },
  argTypes: { likers: { control: false } },
  render: (args, context) => (
    <LikersOfPost
      open={args.open}
      onOpenChange={args.onOpenChange}
      postId={likedPostId(storyWorld(context).backend)}
    />
  ),
} satisfies Meta<typeof LikersDialog>

export default meta
type Story = StoryObj<typeof meta>

async function openDialog() {
  const dialog = await screen.findByRole('dialog', {
    name: 'People who liked this post',
  })
  return within(dialog)
}

/** The users who like the story's post, in the server's order. */
function likersInWorld(context: StoryContext) {
  const { backend } = storyWorld(context)
  const post = backend.db.posts.get(likedPostId(backend))
  return (post?.likes ?? []).map((id) => {
    const user = backend.db.users.get(id)
    if (!user) throw new Error(`No user ${id}.`)
    return user
  })
}

export const Default: Story = {
  parameters: { world: (backend: MockBackend) => void scenarios.manyLikers(backend, { count: 3 }) },
  play: async () => {
    const dialog = await openDialog()
    await expect(await dialog.findByText('3 people liked this')).toBeVisible()
    // Five or fewer: nothing to search.
    await expect(dialog.queryByRole('searchbox', { name: 'Search likers' })).toBeNull()
    await expect(dialog.getAllByRole('listitem')).toHaveLength(3)
    await expect(dialog.getAllByRole('link', { name: /^View .+'s profile$/ })).toHaveLength(3)
  },
}

export const FiveLikersHaveNoSearch: Story = {
  parameters: { world: (backend: MockBackend) => void scenarios.manyLikers(backend, { count: 5 }) },
  play: async () => {
    const dialog = await openDialog()
    await expect(await dialog.findByText('5 people liked this')).toBeVisible()
    await expect(dialog.queryByRole('searchbox')).toBeNull()
  },
}

export const ManyLikersWithSearch: Story = {
  parameters: { world: (backend: MockBackend) => void scenarios.manyLikers(backend) },
  play: async () => {
    const dialog = await openDialog()
    await expect(await dialog.findByText('30 people liked this')).toBeVisible()
    await expect(dialog.getAllByRole('listitem')).toHaveLength(30)
    await userEvent.type(dialog.getByRole('searchbox', { name: 'Search likers' }), 'riley')
    await expect(await dialog.findByText('Found 1 of 30')).toBeVisible()
    const [match] = dialog.getAllByRole('listitem')
    await expect(dialog.getAllByRole('listitem')).toHaveLength(1)
    await expect(match).toHaveTextContent('Riley Chen')
    // Clearing the search brings everyone back.
    await userEvent.clear(dialog.getByRole('searchbox', { name: 'Search likers' }))
    await expect(await dialog.findByText('30 people liked this')).toBeVisible()
  },
}

export const NoMatches: Story = {
  parameters: { world: (backend: MockBackend) => void scenarios.manyLikers(backend) },
  play: async () => {
    const dialog = await openDialog()
    await userEvent.type(
      await dialog.findByRole('searchbox', { name: 'Search likers' }),
      'Nobody Here',
    )
    await expect(
      await dialog.findByText(sentenceText('No users matching "Nobody Here"')),
    ).toBeVisible()
    await expect(dialog.getByText('Found 0 of 30')).toBeVisible()
    await expect(dialog.queryByRole('list')).toBeNull()
  },
}

/** A search in Arabic keeps its own direction in the English sentence: its full stop stays on
 * its left, inside the quotes. */
export const NoMatchesForArabicText: Story = {
  parameters: {
    screenshot: false,
    world: (backend: MockBackend) => void scenarios.manyLikers(backend),
  },
  play: async () => {
    const dialog = await openDialog()
    await userEvent.type(await dialog.findByRole('searchbox', { name: 'Search likers' }), 'ريم ع.')
    const said = await dialog.findByText(sentenceText('No users matching "ريم ع."'))
    await expect(showsInItsOwnDirection(said, 'ريم ع.')).toBe(true)
  },
}

export const Empty: Story = {
  parameters: { world: (backend: MockBackend) => void scenarios.unlovedPost(backend) },
  play: async () => {
    const dialog = await openDialog()
    await expect(await dialog.findByText('No likes yet')).toBeVisible()
    await expect(dialog.queryByRole('list')).toBeNull()
    await expect(dialog.queryByRole('searchbox')).toBeNull()
  },
}

export const OnePerson: Story = {
  parameters: { world: (backend: MockBackend) => void scenarios.manyLikers(backend, { count: 1 }) },
  play: async () => {
    const dialog = await openDialog()
    await expect(await dialog.findByText('1 person liked this')).toBeVisible()
    await expect(dialog.getAllByRole('listitem')).toHaveLength(1)
  },
}

export const ViewLinks: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { args } = context
    const dialog = await openDialog()
    const likers = likersInWorld(context)
    await waitFor(() => expect(dialog.getAllByRole('listitem')).toHaveLength(likers.length))
    for (const liker of likers) {
      const link = dialog.getByRole('link', { name: `View ${liker.name}'s profile` })
      await expect(link).toHaveTextContent(/^View$/)
      await expect(link).toHaveAttribute('href', `/profile/${liker._id}`)
    }
    // Following a link closes the dialog: the app is on its way to the profile.
    const [first] = likers
    if (!first) throw new Error('The post has no likers.')
    await userEvent.click(dialog.getByRole('link', { name: `View ${first.name}'s profile` }))
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}

export const ClosesOnEscape: Story = {
  parameters: { screenshot: false },
  play: async ({ args }) => {
    await openDialog()
    await userEvent.keyboard('{Escape}')
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  parameters: {
    world: (backend: MockBackend) => void scenarios.manyLikers(backend, { count: 12 }),
  },
  play: async () => {
    const dialog = await openDialog()
    await expect(await dialog.findByText('12 people liked this')).toBeVisible()
    await expect(dialog.getByRole('searchbox', { name: 'Search likers' })).toBeVisible()
  },
}

/** The likers in Arabic: the count in Arabic's plural forms, the search and its result. */
export const InArabic: Story = {
  globals: { locale: 'ar' },
  parameters: {
    screenshot: false,
    world: (backend: MockBackend) => void scenarios.manyLikers(backend, { count: 12 }),
  },
  play: async ({ canvasElement }) => {
    const dialog = within(
      await screen.findByRole('dialog', { name: 'الأشخاص الذين أعجبهم هذا المنشور' }),
    )
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(await dialog.findByText(/^أُعجب (12|١٢) شخصًا بهذا$/)).toBeVisible()
    await expect(dialog.getAllByRole('link', { name: /^عرض ملف .+ الشخصي$/ })).toHaveLength(12)
    await userEvent.type(dialog.getByRole('searchbox', { name: 'ابحث في المعجبين' }), 'riley')
    await expect(await dialog.findByText(/^تم العثور على (1|١) من (12|١٢)$/)).toBeVisible()
    await userEvent.clear(dialog.getByRole('searchbox'))
    await userEvent.type(dialog.getByRole('searchbox'), 'Nobody Here')
    await expect(
      await dialog.findByText(sentenceText('لا يوجد مستخدمون يطابقون «Nobody Here»')),
    ).toBeVisible()
  },
}
