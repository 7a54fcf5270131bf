import type { NotificationRecord } from '@photobooth/mocks'
import { type MockBackend, overrides, scenarios } from '@photobooth/mocks'
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import type { ReactNode } from 'react'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { createMemoryDeadPostIds, type DeadPostIds } from '../../notifications/dead-post-ids'
import { paths } from '../../paths'
import { storyWorld } from '../../storybook/story-world'
import { NotificationsScreen } from './NotificationsScreen'

/** The app's scroll area; the viewport-sized box also keeps screenshots to one screen. */
function Viewport({ children }: { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must be reachable by keyboard.
    <div tabIndex={0} style={{ height: '100vh', overflowY: 'auto' }}>
      {children}
    </div>
  )
}

const meta = {
  title: 'Screens/Notifications',
  component: NotificationsScreen,
  argTypes: { deadPostIds: { control: false } },
  decorators: [
    (Story) => (
      <Viewport>
        <Story />
      </Viewport>
    ),
  ],
} satisfies Meta<typeof NotificationsScreen>

export default meta
type Story = StoryObj<typeof meta>

const DELETED_TOAST = 'The associated post has been deleted.'

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body)

// World helpers: each changes the seeded world the way real use could have.

/** The demo account's notifications as the server stores them, newest first. */
function demoNotifications(backend: MockBackend): NotificationRecord[] {
  return backend.db.notificationsOf(scenarios.demoUser(backend)._id)
}

/** The newest unread like of the demo account: what most stories watch. */
function newestUnreadLike(backend: MockBackend): NotificationRecord & { postId: string } {
  const like = demoNotifications(backend).find(
    (item): item is NotificationRecord & { postId: string } =>
      item.type === 'like' && !item.isRead && item.postId !== undefined,
  )
  if (!like) throw new Error('The demo account has no unread like.')
  return like
}

/** The name of whoever sent a notification. */
function senderName(backend: MockBackend, item: NotificationRecord): string {
  return backend.db.users.get(item.fromUserId)?.name ?? 'Unknown'
}

/** The sender of the newest unread like took the like back (the notification stays). */
function withdrawnLike(backend: MockBackend): void {
  const like = newestUnreadLike(backend)
  const post = backend.db.posts.get(like.postId)
  if (!post) throw new Error('No such post.')
  post.likes = post.likes.filter((likerId) => likerId !== like.fromUserId)
}

const RELIKE_ID = 'StoryRelike00001'

/** The sender of the newest unread like unliked and liked again: a second notification. */
function likedTwice(backend: MockBackend): void {
  const like = newestUnreadLike(backend)
  backend.db.notifications.set(RELIKE_ID, {
    ...like,
    _id: RELIKE_ID,
    createdAt: new Date(backend.clock.now() - 2 * 60_000).toISOString(),
  })
}

/** Ids of posts that have notifications but no longer exist. */
function orphanedPostIds(backend: MockBackend): string[] {
  const ids = demoNotifications(backend).flatMap((item) =>
    item.postId && !backend.db.posts.has(item.postId) ? [item.postId] : [],
  )
  return [...new Set(ids)]
}

/** The links of the list that lead to a post. */
function linksTo(canvas: ReturnType<typeof within>, postId: string): HTMLElement[] {
  return canvas
    .queryAllByRole('link')
    .filter((link: HTMLElement) => link.getAttribute('href') === paths.post(postId))
}

/** Finds the sentence of an entry, which is split between the bold name and the rest. */
function sentence(text: string) {
  return (_content: string, element: Element | null) =>
    element?.tagName === 'SPAN' && element.textContent === text
}

async function listShown(canvas: ReturnType<typeof within>) {
  await canvas.findByRole('heading', { level: 2, name: 'Today' }, { timeout: 5000 })
}

// Each story that watches the post checks records them here (reset in its beforeEach).
let postLookups: string[] = []
function recordPostLookups({ msw }: StoryContext) {
  postLookups = []
  // Answers nothing itself: the request goes on to the story's backend.
  msw.use(
    http.get('*/api/posts/:id', ({ params }) => {
      postLookups.push(String(params.id))
    }),
  )
}

// Stories that need a dead-id store of their own set it here in their beforeEach.
let deadPostIds: DeadPostIds = createMemoryDeadPostIds()

export const Default: Story = {
  play: async (context) => {
    const { canvas } = context
    const { backend } = storyWorld(context)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
    await listShown(canvas)
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Today', 'This Week', 'Earlier'])

    // The newest notification comes first and leads to its post.
    const newest = newestUnreadLike(backend)
    const today = within(canvas.getByRole('region', { name: 'Today' }))
    const [first] = today.getAllByRole('listitem')
    const firstLink = within(first as HTMLElement).getByRole('link')
    await expect(firstLink).toHaveAttribute('href', paths.post(newest.postId))
    await expect(firstLink).toHaveTextContent(`${senderName(backend, newest)} liked your post.`)
    await expect(within(firstLink).getByText('Unread')).toBeInTheDocument()

    // Comments read as such; every entry about a post links to it.
    const comment = demoNotifications(backend).find((item) => item.type === 'comment')
    if (!comment?.postId) throw new Error('The demo account has no comment notification.')
    await expect(
      linksTo(canvas, comment.postId).some((link) =>
        link.textContent?.includes(`${senderName(backend, comment)} commented on your post.`),
      ),
    ).toBe(true)
    for (const region of ['Today', 'This Week', 'Earlier']) {
      const links = within(canvas.getByRole('region', { name: region })).getAllByRole('link')
      await expect(links.length).toBeGreaterThan(0)
      for (const link of links) await expect(link.getAttribute('href')).toMatch(/^\/post\/\w+$/)
    }
    // Older notifications were read long ago.
    await expect(
      within(canvas.getByRole('region', { name: 'Earlier' })).queryAllByText('Unread'),
    ).toEqual([])
  },
}

/** Further down, older notifications were read long ago: no marker, no highlight. */
export const ShowsReadNotificationsPlainly: Story = {
  play: async ({ canvas }) => {
    await listShown(canvas)
    const earlier = canvas.getByRole('region', { name: 'Earlier' })
    earlier.scrollIntoView({ block: 'start' })
    await expect(within(earlier).getAllByRole('link').length).toBeGreaterThan(0)
    await expect(within(earlier).queryAllByText('Unread')).toEqual([])
  },
}

export const Loading: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.pending('/notifications')),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...')
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull()
  },
}

/** The list has come but its posts are still being checked: nothing is shown before. */
export const CheckingPosts: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => msw.use(overrides.pending('/posts/:id', 'get')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading...')
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...')
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull()
  },
}

export const Empty: Story = {
  parameters: { world: (backend: MockBackend) => scenarios.noNotifications(backend) },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('You have no new notifications.')).toBeVisible()
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull()
  },
}

export const ServerError: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.failing('/notifications', 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not fetch notifications.',
    )
    await expect(canvas.getByRole('button', { name: 'Retry' })).toBeEnabled()
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull()
  },
}

export const Offline: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => msw.use(overrides.offline('/notifications')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Could not fetch notifications.',
    )
  },
}

export const RetriesAfterAFailure: Story = {
  parameters: { screenshot: false },
  beforeEach: ({ msw }) => msw.use(overrides.failing('/notifications', 500)),
  play: async (context) => {
    const { canvas } = context
    await canvas.findByRole('alert')
    // The network comes back: only the story's backend answers from now on.
    context.msw.resetHandlers(...storyWorld(context).backend.handlers)
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await listShown(canvas)
    await expect(canvas.queryByText('Could not fetch notifications.')).toBeNull()
  },
}

export const MarksUnreadAsRead: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { canvas } = context
    const { backend } = storyWorld(context)
    const newest = newestUnreadLike(backend)
    await listShown(canvas)
    // Every unread one shown (and the duplicate like folded into one) is marked read, once.
    await waitFor(
      () => expect(demoNotifications(backend).filter((item) => !item.isRead)).toEqual([]),
      { timeout: 5000 },
    )
    // For this visit they still read as new.
    await expect(
      within(linksTo(canvas, newest.postId)[0] as HTMLElement).getByText('Unread'),
    ).toBeInTheDocument()
  },
}

export const DeletedPost: Story = {
  parameters: {
    world: (backend: MockBackend) => {
      scenarios.deletedPostWithOrphanNotifications(backend)
    },
  },
  beforeEach: () => {
    deadPostIds = createMemoryDeadPostIds()
  },
  render: (args) => <NotificationsScreen {...args} deadPostIds={deadPostIds} />,
  play: async (context) => {
    const { canvas, canvasElement } = context
    const [deadPostId] = orphanedPostIds(storyWorld(context).backend)
    if (!deadPostId) throw new Error('This world has no deleted post.')
    // The toast follows the check of every notified post: allow for a slow machine.
    await expect(
      await page(canvasElement).findByText(DELETED_TOAST, {}, { timeout: 5000 }),
    ).toBeVisible()
    await listShown(canvas)
    await expect(linksTo(canvas, deadPostId)).toEqual([])
    await expect(deadPostIds.has(deadPostId)).toBe(true)
    await expect(page(canvasElement).getAllByText(DELETED_TOAST)).toHaveLength(1)
  },
}

/** A post remembered as deleted is not asked about again, and no toast repeats the news. */
export const SkipsKnownDeletedPosts: Story = {
  parameters: DeletedPost.parameters,
  beforeEach: (context) => {
    deadPostIds = createMemoryDeadPostIds(orphanedPostIds(storyWorld(context).backend))
    recordPostLookups(context)
  },
  render: (args) => <NotificationsScreen {...args} deadPostIds={deadPostIds} />,
  play: async (context) => {
    const { canvas, canvasElement } = context
    const [deadPostId] = orphanedPostIds(storyWorld(context).backend)
    await listShown(canvas)
    await expect(postLookups.length).toBeGreaterThan(0)
    await expect(postLookups).not.toContain(deadPostId)
    await expect(linksTo(canvas, deadPostId as string)).toEqual([])
    await expect(page(canvasElement).queryByText(DELETED_TOAST)).toBeNull()
  },
}

export const StaleLikeDropped: Story = {
  parameters: { world: withdrawnLike },
  play: async (context) => {
    const { canvas, canvasElement } = context
    const { backend } = storyWorld(context)
    const stale = newestUnreadLike(backend)
    await listShown(canvas)
    const likeText = `${senderName(backend, stale)} liked your post.`
    const links = linksTo(canvas, stale.postId)
    // The post itself is still there, with its other notifications.
    await expect(links.length).toBeGreaterThan(0)
    await expect(links.filter((link) => link.textContent?.includes(likeText))).toEqual([])
    await expect(page(canvasElement).queryByText(DELETED_TOAST)).toBeNull()
  },
}

export const DuplicateLikesCollapsed: Story = {
  parameters: { world: likedTwice },
  play: async (context) => {
    const { canvas } = context
    const { backend } = storyWorld(context)
    const like = newestUnreadLike(backend)
    await expect(like._id).toBe(RELIKE_ID)
    await listShown(canvas)
    const likeText = `${senderName(backend, like)} liked your post.`
    const entries = linksTo(canvas, like.postId).filter((link) =>
      link.textContent?.includes(likeText),
    )
    await expect(entries).toHaveLength(1)
    // The newest of the two is the one kept.
    await expect(entries[0]?.querySelector('time')).toHaveAttribute('datetime', like.createdAt)
    await expect(entries[0]).toHaveTextContent('2m')
  },
}

export const PokeWithoutPost: Story = {
  parameters: { screenshot: false },
  beforeEach: recordPostLookups,
  play: async (context) => {
    const { canvas } = context
    const { backend } = storyWorld(context)
    const poke = demoNotifications(backend).find((item) => item.type === 'poke')
    if (!poke) throw new Error('The demo account has no poke.')
    const pokeText = `${senderName(backend, poke)} poked you.`
    const text = await canvas.findByText(sentence(pokeText), {}, { timeout: 5000 })
    await expect(text.closest('a')).toBeNull()
    await expect(
      within(canvas.getByRole('region', { name: 'This Week' })).getByText(sentence(pokeText)),
    ).toBeVisible()
    await expect(postLookups).not.toContain('undefined')
    await expect(postLookups).not.toContain('null')
    for (const postId of postLookups) await expect(backend.db.posts.has(postId)).toBe(true)
  },
}

/** Only the posts of unread notifications are checked, each once, even while they are read. */
export const LooksUpEachPostOnce: Story = {
  parameters: { screenshot: false },
  beforeEach: recordPostLookups,
  play: async (context) => {
    const { canvas } = context
    const { backend } = storyWorld(context)
    const unreadPosts = [
      ...new Set(
        demoNotifications(backend).flatMap((item) =>
          !item.isRead && item.postId ? [item.postId] : [],
        ),
      ),
    ].sort()
    await listShown(canvas)
    await waitFor(
      () => expect(demoNotifications(backend).filter((item) => !item.isRead)).toEqual([]),
      { timeout: 5000 },
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect([...postLookups].sort()).toEqual(unreadPosts)
  },
}

export const KeepsNotificationsWhenAPostCheckFails: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.failing('/posts/:id', 500, 'get')),
  play: async (context) => {
    const { canvas, canvasElement } = context
    const { backend } = storyWorld(context)
    const newest = newestUnreadLike(backend)
    await listShown(canvas)
    await expect(linksTo(canvas, newest.postId).length).toBeGreaterThan(0)
    await expect(page(canvasElement).queryByText(DELETED_TOAST)).toBeNull()
  },
}

export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    await listShown(canvas)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await listShown(canvas)
    await expect(canvas.getByRole('region', { name: 'This Week' })).toBeVisible()
  },
}
