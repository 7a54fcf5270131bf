import type { NotificationRecord } from '@photobooth/mocks'
import { type MockBackend, overrides, scenarios } from '@photobooth/mocks'
import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { type ReactNode, useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Button } from '../../components/Button/Button'
import { SideNav } from '../../components/SideNav/SideNav'
import { notifications as english } from '../../i18n/messages/en/notifications'
import {
  NotificationFeedProvider,
  useUnreadNotificationCount,
} from '../../notifications/notification-feed'
import {
  createMemoryPostIdSet,
  createStoragePostIdSet,
  type PostIdSet,
} from '../../notifications/post-id-set'
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

// What the app keeps in localStorage: the dead posts, and the deletions the user was told
// about. Each story starts with empty ones (the meta's beforeEach); some fill them first.
let deadPostIds: PostIdSet = createMemoryPostIdSet()
let announcedPostIds: PostIdSet = createMemoryPostIdSet()

/** The session's notification feed, as the app provides it above every page. */
function Session({ children }: { children: ReactNode }) {
  return (
    <NotificationFeedProvider deadPostIds={deadPostIds} announcedPostIds={announcedPostIds}>
      {children}
    </NotificationFeedProvider>
  )
}

type ScreenArgs = Parameters<typeof NotificationsScreen>[0]

const meta = {
  title: 'Screens/Notifications',
  component: NotificationsScreen,
  args: { onPostOpened: fn() },
  beforeEach: () => {
    deadPostIds = createMemoryPostIdSet()
    announcedPostIds = createMemoryPostIdSet()
  },
  render: (args) => (
    <Session>
      <NotificationsScreen {...args} />
    </Session>
  ),
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

/** The toast of spec §4 and §8 when notifications go because their post was deleted. */
const DELETED_TOAST = english['notifications.postDeleted']

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

// Each story that watches the requests for posts records them here (reset in its beforeEach):
// `GET /posts/{id}` as the id, `GET /posts/user/{id}` as `user/{id}`.
let postRequests: string[] = []
function recordPostRequests({ msw }: StoryContext) {
  postRequests = []
  // Answers nothing itself: the request goes on to the story's backend.
  msw.use(
    http.get('*/api/posts/user/:userId', ({ params }) => {
      postRequests.push(`user/${String(params.userId)}`)
    }),
    http.get('*/api/posts/:id', ({ params }) => {
      postRequests.push(String(params.id))
    }),
  )
}

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
  beforeEach: ({ msw }) => msw.use(overrides.pending('/posts/user/:userId', 'get')),
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

/**
 * Everything read: the badge alone asks for the notifications only — read notifications'
 * posts are checked when the page shows them, with one request for the user's posts. Shown
 * after a story that asks for no post: a story's render that is over may still have a check on
 * its way, which this one's count would receive.
 */
export const TheBadgeChecksOnlyUnreadPosts: Story = {
  parameters: {
    screenshot: false,
    pseudoLocale: { storyContent: ['Open the notifications'] },
    world: (backend: MockBackend) => {
      for (const item of demoNotifications(backend)) item.isRead = true
    },
  },
  beforeEach: (context) => {
    recordPostRequests(context)
    notificationRequests = 0
    context.msw.use(
      http.get('*/api/notifications', () => {
        notificationRequests++
      }),
    )
  },
  render: (args) => <ShellThenScreen {...args} />,
  play: async (context) => {
    const { canvas } = context
    const demoId = scenarios.demoUser(storyWorld(context).backend)._id
    await waitFor(() => expect(notificationRequests).toBe(1), { timeout: 5000 })
    // The list has come, and nothing unread is about a post: no check.
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(postRequests).toEqual([])

    await userEvent.click(canvas.getByRole('button', { name: 'Open the notifications' }))
    await listShown(canvas)
    await expect(postRequests).toEqual([`user/${demoId}`])
  },
}
let notificationRequests = 0

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
  play: async (context) => {
    const { canvas } = context
    const [deadPostId] = orphanedPostIds(storyWorld(context).backend)
    if (!deadPostId) throw new Error('This world has no deleted post.')
    // The toast follows the check of every notified post: allow for a slow machine.
    await expect(await screen.findByText(DELETED_TOAST, {}, { timeout: 10_000 })).toBeVisible()
    await listShown(canvas)
    await expect(linksTo(canvas, deadPostId)).toEqual([])
    // Remembered: dead (never checked again) and told (never announced again).
    await expect(deadPostIds.has(deadPostId)).toBe(true)
    await expect(announcedPostIds.has(deadPostId)).toBe(true)
    await expect(screen.getAllByText(DELETED_TOAST)).toHaveLength(1)
  },
}

/**
 * A deletion found and announced before (remembered across reloads): its notifications stay
 * out, nothing asks about the post, and no toast repeats the news.
 */
export const SkipsKnownDeletedPosts: Story = {
  parameters: DeletedPost.parameters,
  beforeEach: (context) => {
    const dead = orphanedPostIds(storyWorld(context).backend)
    deadPostIds = createMemoryPostIdSet(dead)
    announcedPostIds = createMemoryPostIdSet(dead)
    recordPostRequests(context)
  },
  play: async (context) => {
    const { canvas } = context
    const [deadPostId] = orphanedPostIds(storyWorld(context).backend)
    await listShown(canvas)
    await expect(postRequests).not.toContain(deadPostId)
    await expect(linksTo(canvas, deadPostId as string)).toEqual([])
    await expect(screen.queryByText(DELETED_TOAST)).toBeNull()
  },
}

/** A deletion remembered as dead by an earlier visit but never told: told now. */
export const AnnouncesAKnownDeletionNotYetTold: Story = {
  parameters: { ...DeletedPost.parameters, screenshot: false },
  beforeEach: (context) => {
    deadPostIds = createMemoryPostIdSet(orphanedPostIds(storyWorld(context).backend))
  },
  play: async (context) => {
    const { canvas } = context
    const [deadPostId] = orphanedPostIds(storyWorld(context).backend)
    await expect(await screen.findByText(DELETED_TOAST, {}, { timeout: 10_000 })).toBeVisible()
    await listShown(canvas)
    await expect(linksTo(canvas, deadPostId as string)).toEqual([])
    await expect(announcedPostIds.has(deadPostId as string)).toBe(true)
  },
}

/** The badge, in the shell, and the Notifications page the user opens later: one feed. */
function ShellThenScreen(args: ScreenArgs) {
  const [open, setOpen] = useState(false)
  return (
    <Session>
      <Badge />
      {open ? (
        <NotificationsScreen {...args} />
      ) : (
        <Button onClick={() => setOpen(true)}>Open the notifications</Button>
      )}
    </Session>
  )
}

function Badge() {
  return <SideNav unreadCount={useUnreadNotificationCount()} onSignOut={() => undefined} />
}

/**
 * The badge's poll finds the deletion first, while the user is elsewhere: nothing is said
 * there, and the toast comes when the user opens Notifications.
 */
export const AnnouncesWhatTheBadgeFoundFirst: Story = {
  // The story's own link to the notifications.
  parameters: {
    ...DeletedPost.parameters,
    screenshot: false,
    pseudoLocale: { storyContent: ['Open the notifications'] },
  },
  render: (args) => <ShellThenScreen {...args} />,
  play: async (context) => {
    const { canvas } = context
    const [deadPostId] = orphanedPostIds(storyWorld(context).backend)
    if (!deadPostId) throw new Error('This world has no deleted post.')
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }))
    await nav.findByRole('link', { name: /^Notifications, \d+ unread$/ }, { timeout: 5000 })
    // Found by the badge's feed and remembered as dead, but not announced on that page.
    await waitFor(() => expect(deadPostIds.has(deadPostId)).toBe(true))
    await expect(announcedPostIds.has(deadPostId)).toBe(false)
    await expect(screen.queryByText(DELETED_TOAST)).toBeNull()

    await userEvent.click(canvas.getByRole('button', { name: 'Open the notifications' }))
    await expect(await screen.findByText(DELETED_TOAST, {}, { timeout: 10_000 })).toBeVisible()
    await listShown(canvas)
    await expect(linksTo(canvas, deadPostId)).toEqual([])
    await expect(screen.getAllByText(DELETED_TOAST)).toHaveLength(1)
  },
}

/** What the app keeps in localStorage, as a reload reads it back (reset by the story). */
let stored = storage()
function storage() {
  const values = new Map<string, string>()
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => {
      values.set(key, value)
    },
  }
}

/** Shows the page, then reloads it: a new feed and screen reading the same storage. */
function ReloadingPage(args: ScreenArgs) {
  const [visit, setVisit] = useState(1)
  return (
    <>
      <Button onClick={() => setVisit((value) => value + 1)}>Reload</Button>
      <Visit key={visit} {...args} />
    </>
  )
}

/** One visit: the stores read back from storage, as a page loading reads them. */
function Visit(args: ScreenArgs) {
  const [dead] = useState(() => createStoragePostIdSet({ storage: stored, key: 'dead' }))
  const [told] = useState(() => createStoragePostIdSet({ storage: stored, key: 'told' }))
  return (
    <NotificationFeedProvider deadPostIds={dead} announcedPostIds={told}>
      <NotificationsScreen {...args} />
    </NotificationFeedProvider>
  )
}

/** Told once: after a reload the deletion is still left out, and not announced again. */
export const DoesNotRepeatTheToastAfterAReload: Story = {
  // The story's own button that reloads.
  parameters: {
    ...DeletedPost.parameters,
    screenshot: false,
    pseudoLocale: { storyContent: ['Reload'] },
  },
  beforeEach: () => {
    stored = storage()
  },
  render: (args) => <ReloadingPage {...args} />,
  play: async (context) => {
    const { canvas } = context
    const [deadPostId] = orphanedPostIds(storyWorld(context).backend)
    await screen.findByText(DELETED_TOAST, {}, { timeout: 5000 })
    await listShown(canvas)
    await expect(canvas.getAllByText('Unread').length).toBeGreaterThan(0)
    await expect(JSON.parse(stored.getItem('told') ?? '[]')).toEqual([deadPostId])
    // Everything shown is marked read (the dropped ones are left as they are).
    const { backend } = storyWorld(context)
    await waitFor(
      () =>
        expect(
          demoNotifications(backend).filter((item) => !item.isRead && item.postId !== deadPostId),
        ).toEqual([]),
      { timeout: 5000 },
    )

    await userEvent.click(canvas.getByRole('button', { name: 'Reload' }))
    await listShown(canvas)
    // A new visit: what the first one marked read no longer shows as new.
    await waitFor(() => expect(canvas.queryAllByText('Unread')).toEqual([]), { timeout: 5000 })
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(linksTo(canvas, deadPostId as string)).toEqual([])
    // Still the first visit's toast only.
    await expect(screen.getAllByText(DELETED_TOAST)).toHaveLength(1)
  },
}

/** A post deleted since the last check: choosing its notification says so and removes it. */
export const ChoosesANotificationOfADeletedPost: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { canvas, args } = context
    const { backend } = storyWorld(context)
    const newest = newestUnreadLike(backend)
    await listShown(canvas)
    const [link] = linksTo(canvas, newest.postId)
    if (!link) throw new Error('The newest like is not listed.')
    await expect(screen.queryByText(DELETED_TOAST)).toBeNull()

    // Its owner deletes it on another device, between two polls.
    backend.db.posts.delete(newest.postId)
    await userEvent.click(link)
    await expect(await screen.findByText(DELETED_TOAST, {}, { timeout: 10_000 })).toBeVisible()
    await waitFor(() => expect(linksTo(canvas, newest.postId)).toEqual([]))
    await expect(args.onPostOpened).not.toHaveBeenCalled()
    await expect(screen.queryByText('Failed to load post')).toBeNull()
    await expect(deadPostIds.has(newest.postId)).toBe(true)
    await expect(screen.getAllByText(DELETED_TOAST)).toHaveLength(1)
  },
}

/** Choosing a notification opens its post (the app navigates), once it is known to exist. */
export const OpensThePost: Story = {
  parameters: { screenshot: false },
  play: async (context) => {
    const { canvas, args } = context
    const newest = newestUnreadLike(storyWorld(context).backend)
    await listShown(canvas)
    const [link] = linksTo(canvas, newest.postId)
    if (!link) throw new Error('The newest like is not listed.')
    await userEvent.click(link)
    await waitFor(() => expect(args.onPostOpened).toHaveBeenCalledWith(newest.postId))
    await expect(screen.queryByText(DELETED_TOAST)).toBeNull()
  },
}

export const StaleLikeDropped: Story = {
  parameters: { world: withdrawnLike },
  play: async (context) => {
    const { canvas } = context
    const { backend } = storyWorld(context)
    const stale = newestUnreadLike(backend)
    await listShown(canvas)
    const likeText = `${senderName(backend, stale)} liked your post.`
    const links = linksTo(canvas, stale.postId)
    // The post itself is still there, with its other notifications.
    await expect(links.length).toBeGreaterThan(0)
    await expect(links.filter((link) => link.textContent?.includes(likeText))).toEqual([])
    await expect(screen.queryByText(DELETED_TOAST)).toBeNull()
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
  beforeEach: recordPostRequests,
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
    await expect(postRequests).not.toContain('undefined')
    await expect(postRequests).not.toContain('null')
  },
}

/**
 * Notifications on many posts (60 more of the demo account's, each liked): every post is
 * checked with one request for the user's own posts, never one per post, even while the
 * notifications are marked read.
 */
export const ChecksManyPostsWithOneRequest: Story = {
  parameters: {
    screenshot: false,
    world: (backend: MockBackend) => {
      scenarios.unreadOnManyPosts(backend, { count: 60 })
    },
  },
  beforeEach: recordPostRequests,
  play: async (context) => {
    const { canvas } = context
    const { backend } = storyWorld(context)
    const demoId = scenarios.demoUser(backend)._id
    await listShown(canvas)
    await waitFor(
      () => expect(demoNotifications(backend).filter((item) => !item.isRead)).toEqual([]),
      { timeout: 10_000 },
    )
    await new Promise((resolve) => setTimeout(resolve, 300))
    await expect(postRequests).toEqual([`user/${demoId}`])
    // Each of them is listed, with its photo.
    const today = within(canvas.getByRole('region', { name: 'Today' }))
    await expect(today.getAllByRole('link').length).toBeGreaterThan(20)
  },
}

export const KeepsNotificationsWhenAPostCheckFails: Story = {
  beforeEach: ({ msw }) => msw.use(overrides.failing('/posts/user/:userId', 500, 'get')),
  play: async (context) => {
    const { canvas } = context
    const { backend } = storyWorld(context)
    const newest = newestUnreadLike(backend)
    await listShown(canvas)
    await expect(linksTo(canvas, newest.postId).length).toBeGreaterThan(0)
    await expect(screen.queryByText(DELETED_TOAST)).toBeNull()
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

/** Rendered on its own (another app, no provider around it), the screen brings its own feed. */
export const OnItsOwn: Story = {
  parameters: { screenshot: false },
  render: (args) => <NotificationsScreen {...args} />,
  play: async ({ canvas }) => {
    await listShown(canvas)
    await expect(canvas.getAllByText('Unread').length).toBeGreaterThan(0)
  },
}

/**
 * The page in Spanish: its groups, each kind of sentence with the name where Spanish puts it,
 * and the toast of a deleted post.
 */
export const InSpanish: Story = {
  globals: { locale: 'es' },
  parameters: { ...DeletedPost.parameters, screenshot: false },
  play: async (context) => {
    const { canvas } = context
    const { backend } = storyWorld(context)
    await expect(
      await screen.findByText(
        'Se eliminó la publicación de esta notificación.',
        {},
        { timeout: 5000 },
      ),
    ).toBeVisible()
    await canvas.findByRole('heading', { level: 2, name: 'Hoy' }, { timeout: 5000 })
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible()
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Hoy', 'Esta semana', 'Anteriores'])
    // The newest unread like of a post that is still there.
    const like = demoNotifications(backend).find(
      (item) =>
        item.type === 'like' &&
        !item.isRead &&
        item.postId !== undefined &&
        backend.db.posts.has(item.postId),
    )
    if (!like?.postId) throw new Error('The demo account has no unread like.')
    const sentenceOfLike = `A ${senderName(backend, like)} le gustó tu publicación.`
    const entry = linksTo(canvas, like.postId).find((link) =>
      link.textContent?.includes(sentenceOfLike),
    )
    await expect(entry).toBeDefined()
    await expect(within(entry as HTMLElement).getByText('No leída')).toBeInTheDocument()
    const poke = demoNotifications(backend).find((item) => item.type === 'poke')
    if (!poke) throw new Error('The demo account has no poke.')
    await expect(
      canvas.getByText(sentence(`${senderName(backend, poke)} te dio un toque.`)),
    ).toBeVisible()
  },
}

/** The page in Arabic, right to left: the groups, and the sentences with the sender's name
 * where Arabic puts it. */
export const InArabic: Story = {
  globals: { locale: 'ar' },
  play: async (context) => {
    const { canvas, canvasElement } = context
    const { backend } = storyWorld(context)
    await canvas.findByRole('heading', { level: 2, name: 'اليوم' }, { timeout: 5000 })
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(canvas.getByRole('heading', { level: 1, name: 'الإشعارات' })).toBeVisible()
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['اليوم', 'هذا الأسبوع', 'في وقت سابق'])
    const newest = newestUnreadLike(backend)
    const [first] = linksTo(canvas, newest.postId)
    await expect(first).toHaveTextContent(`أُعجب ${senderName(backend, newest)} بمنشورك.`)
    await expect(within(first as HTMLElement).getByText('غير مقروء')).toBeInTheDocument()
    const comment = demoNotifications(backend).find((item) => item.type === 'comment')
    if (!comment) throw new Error('The demo account has no comment notification.')
    await expect(
      canvas.getAllByText(sentence(`علّق ${senderName(backend, comment)} على منشورك.`)).length,
    ).toBeGreaterThan(0)
    // Nothing of an entry in English: its time too is in Arabic.
    await expect(first?.querySelector('time')?.textContent).not.toMatch(/[a-z]/i)
  },
}

/** The session stays; the page is left and opened again, as the app's navigation does. */
function LeavingAndComing(args: ScreenArgs) {
  const [open, setOpen] = useState(true)
  return (
    <Session>
      <Button onClick={() => setOpen((value) => !value)}>{open ? 'Leave' : 'Open'}</Button>
      {open && <NotificationsScreen {...args} />}
    </Session>
  )
}

/**
 * Opened again a minute after the list came, the page refreshes it; when that fails, the list
 * stays under a notice with Retry, which brings it up to date. (A failed poll says nothing.)
 */
export const RefreshOnOpeningFails: Story = {
  parameters: { screenshot: false, pseudoLocale: { storyContent: ['Leave', 'Open'] } },
  render: (args) => <LeavingAndComing {...args} />,
  play: async (context) => {
    const { canvas } = context
    await listShown(canvas)
    await userEvent.click(canvas.getByRole('button', { name: 'Leave' }))
    context.msw.use(overrides.failing('/notifications', 500))
    // A minute later. (Date.now itself: a spy's bookkeeping reads the clock it replaces.)
    const realNow = Date.now
    Date.now = () => realNow.call(Date) + 60_000
    let notice: HTMLElement
    try {
      await userEvent.click(canvas.getByRole('button', { name: 'Open' }))
      notice = await canvas.findByRole('alert', {}, { timeout: 5000 })
    } finally {
      Date.now = realNow
    }
    await expect(notice).toHaveTextContent(
      'Could not refresh notifications. You are seeing the last ones loaded.',
    )
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0)

    context.msw.resetHandlers(...storyWorld(context).backend.handlers)
    await userEvent.click(within(notice).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(canvas.queryByText(/Could not refresh notifications/)).toBeNull())
    await listShown(canvas)
  },
}
