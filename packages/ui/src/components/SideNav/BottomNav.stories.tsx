import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { BottomNav } from './BottomNav'

/** The unread badge inside a link (its digits are drawn from `data-count`). */
const badgeOf = (link: HTMLElement) => link.querySelector('[data-count]')

const meta = {
  title: 'Components/BottomNav',
  component: BottomNav,
  args: { unreadCount: 3 },
  argTypes: {
    current: { control: 'select', options: ['home', 'notifications', 'create', 'profile'] },
  },
  globals: { viewport: { value: 'mobile1' } },
} satisfies Meta<typeof BottomNav>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = within(canvas.getByRole('navigation', { name: 'Main' }))
    await expect(bar.getAllByRole('listitem')).toHaveLength(4)
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    const notifications = bar.getByRole('link', { name: 'Notifications, 3 unread' })
    await expect(notifications).toHaveAttribute('href', '/notifications')
    await expect(badgeOf(notifications)).toHaveAttribute('data-count', '3')
    await expect(badgeOf(notifications)).toBeVisible()
    await expect(bar.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/create-post')
    await expect(bar.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile')
  },
}

export const NoUnread: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvas }) => {
    await expect(badgeOf(canvas.getByRole('link', { name: 'Notifications' }))).toBeNull()
  },
}

export const CurrentPage: Story = {
  args: { current: 'profile' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    await expect(canvas.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current')
  },
}

/** On wide screens the side navigation takes over: the bar is not shown at all. */
export const HiddenOnWideScreens: Story = {
  globals: { viewport: { value: 'desktop' } },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelector('nav')).not.toBeVisible()
    await expect(canvas.queryByRole('navigation')).toBeNull()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark', viewport: { value: 'mobile1' } },
  args: { current: 'notifications' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Notifications, 3 unread' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}
