import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { expect, fn, userEvent, within } from 'storybook/test'
import { paths } from '../../paths'
import { showsInItsOwnDirection } from '../../storybook/bidi'
import { STORY_NOW } from '../../storybook/story-world'
import { type NotificationEntry, NotificationsView } from './NotificationsView'

/** The app's scroll area; the viewport-sized box also keeps screenshots to one screen. */
function Viewport({ children }: { children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll area must be reachable by keyboard.
    <div tabIndex={0} style={{ height: '100vh', overflowY: 'auto' }}>
      {children}
    </div>
  )
}

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const ago = (ms: number) => new Date(STORY_NOW - ms).toISOString()

/** Notifications as a designer would write them: plain data, editable in Controls. */
const NOTIFICATIONS: NotificationEntry[] = [
  {
    id: 'n1',
    type: 'like',
    fromUser: { name: 'Riley Chen', avatar: null },
    createdAt: ago(5 * MINUTE),
    postId: 'PostHarbour00001',
    image: 'uploads/photo-02.jpg',
    isNew: true,
  },
  {
    id: 'n2',
    type: 'comment',
    fromUser: { name: 'Sam Okafor', avatar: null },
    createdAt: ago(3 * HOUR),
    postId: 'PostHarbour00001',
    image: 'uploads/photo-02.jpg',
    isNew: true,
  },
  {
    id: 'n3',
    type: 'like',
    fromUser: { name: 'Ana Lima', avatar: null },
    createdAt: ago(2 * DAY),
    postId: 'PostMeadow000001',
    image: 'uploads/photo-05.jpg',
    isNew: false,
  },
  {
    id: 'n4',
    type: 'poke',
    fromUser: { name: 'Riley Chen', avatar: null },
    createdAt: ago(3 * DAY),
    isNew: false,
  },
  {
    id: 'n5',
    type: 'comment',
    fromUser: { name: 'Theo Martin', avatar: null },
    createdAt: ago(12 * DAY),
    postId: 'PostMeadow000001',
    image: 'uploads/photo-05.jpg',
    isNew: false,
  },
]

const meta = {
  title: 'Views/Notifications',
  component: NotificationsView,
  args: {
    status: 'ready',
    notifications: NOTIFICATIONS,
    retrying: false,
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'failed'] },
  },
  decorators: [
    (Story) => (
      <Viewport>
        <Story />
      </Viewport>
    ),
  ],
} satisfies Meta<typeof NotificationsView>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible()
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Today', 'This Week', 'Earlier'])
    const today = within(canvas.getByRole('region', { name: 'Today' }))
    const [first, second] = today.getAllByRole('link')
    await expect(first).toHaveAttribute('href', paths.post('PostHarbour00001'))
    await expect(first).toHaveTextContent('Riley Chen liked your post.')
    await expect(first).toHaveTextContent('Unread')
    await expect(second).toHaveTextContent('Sam Okafor commented on your post.')
    // A poke has no post: no link.
    const week = within(canvas.getByRole('region', { name: 'This Week' }))
    await expect(week.getByText('poked you.').closest('a')).toBeNull()
    await expect(week.getAllByRole('link')).toHaveLength(1)
    await expect(
      within(canvas.getByRole('region', { name: 'Earlier' })).queryByText('Unread'),
    ).toBeNull()
  },
}

export const Loading: Story = {
  args: { status: 'loading', notifications: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...')
    await expect(canvas.queryByRole('heading', { level: 2 })).toBeNull()
  },
}

export const Empty: Story = {
  args: { notifications: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('You have no new notifications.')
  },
}

export const Failed: Story = {
  args: { status: 'failed', notifications: [] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Could not fetch notifications.')
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

/** The page's own refresh failed: the list stays, under a notice with Retry. */
export const RefreshFailed: Story = {
  args: { status: 'stale' },
  play: async ({ canvas, args }) => {
    const notice = canvas.getByRole('alert')
    await expect(notice).toHaveTextContent(
      'Could not refresh notifications. You are seeing the last ones loaded.',
    )
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThan(0)
    await userEvent.click(within(notice).getByRole('button', { name: 'Retry' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Retrying: Story = {
  args: { status: 'failed', notifications: [], retrying: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Retry' })).toHaveAttribute('aria-busy', 'true')
  },
}

/** With `onPostChosen`, choosing a notification reports its post instead of navigating. */
export const ChoosesAPost: Story = {
  parameters: { screenshot: false },
  args: { onPostChosen: fn() },
  play: async ({ canvas, args }) => {
    const today = within(canvas.getByRole('region', { name: 'Today' }))
    await userEvent.click(today.getAllByRole('link')[1] as HTMLElement)
    await expect(args.onPostChosen).toHaveBeenCalledOnce()
    await expect(args.onPostChosen).toHaveBeenCalledWith('PostHarbour00001')
    // Keyboard too: Enter on a link is a click.
    const earlier = within(canvas.getByRole('region', { name: 'Earlier' }))
    ;(earlier.getByRole('link') as HTMLElement).focus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onPostChosen).toHaveBeenLastCalledWith('PostMeadow000001')
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'This Week' })).toBeVisible()
  },
}

/** The view in Arabic, right to left: the groups and each kind of sentence. */
export const InArabic: Story = {
  globals: { locale: 'ar' },
  parameters: { screenshot: false },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(
      canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['اليوم', 'هذا الأسبوع', 'في وقت سابق'])
    const [first, second] = within(canvas.getByRole('region', { name: 'اليوم' })).getAllByRole(
      'link',
    )
    await expect(first).toHaveTextContent('أُعجب Riley Chen بمنشورك.')
    await expect(first).toHaveTextContent('غير مقروء')
    await expect(second).toHaveTextContent('علّق Sam Okafor على منشورك.')
    // The name sits inside the sentence, in bold.
    const poke = within(canvas.getByRole('region', { name: 'هذا الأسبوع' })).getByText(
      (_content, element) =>
        element?.tagName === 'SPAN' && element.textContent === 'نكزك Riley Chen.',
    )
    await expect(poke.querySelector('strong')).toHaveTextContent('Riley Chen')
    await expect(poke.closest('a')).toBeNull()
  },
}

/** Names as people write them, in another script than the page's, some ending in a full stop. */
const NAMED: NotificationEntry[] = [
  {
    id: 'b1',
    type: 'like',
    fromUser: { name: 'ريم ع.', avatar: null },
    createdAt: ago(5 * MINUTE),
    postId: 'PostHarbour00001',
    image: 'uploads/photo-02.jpg',
    isNew: true,
  },
  {
    id: 'b2',
    type: 'poke',
    fromUser: { name: 'Riley C.', avatar: null },
    createdAt: ago(3 * DAY),
    isNew: false,
  },
]

/** The sender's name keeps its own direction in the sentence: an Arabic "ريم ع." keeps its
 * full stop on its left in English, a Latin "Riley C." on its right in Arabic. */
export const NamesKeepTheirDirection: Story = {
  parameters: { screenshot: false },
  args: { notifications: NAMED },
  play: async ({ canvas }) => {
    const [arabic, latin] = canvas.getAllByRole('listitem')
    await expect(arabic).toHaveTextContent('ريم ع. liked your post.')
    await expect(showsInItsOwnDirection(arabic as HTMLElement, 'ريم ع.')).toBe(true)
    await expect(latin).toHaveTextContent('Riley C. poked you.')
    await expect(showsInItsOwnDirection(latin as HTMLElement, 'Riley C.')).toBe(true)
  },
}

/** The same names on the right-to-left page. */
export const NamesKeepTheirDirectionInArabic: Story = {
  ...NamesKeepTheirDirection,
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const [arabic, latin] = canvas.getAllByRole('listitem')
    await expect(arabic).toHaveTextContent('أُعجب ريم ع. بمنشورك.')
    await expect(showsInItsOwnDirection(arabic as HTMLElement, 'ريم ع.')).toBe(true)
    await expect(latin).toHaveTextContent('نكزك Riley C..')
    await expect(showsInItsOwnDirection(latin as HTMLElement, 'Riley C.')).toBe(true)
  },
}
