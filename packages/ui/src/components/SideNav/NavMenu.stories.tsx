import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { BottomNav } from './BottomNav'

/**
 * The navigation's menu as its code arrives. A file of its own: each story file starts afresh,
 * so the menu's code is not there yet when this one is drawn (the bottom bar's stories have it
 * from their first).
 */
const meta = {
  title: 'Components/NavMenu',
  component: BottomNav,
  args: { unreadCount: 0, onSignOut: fn(), onThemeChange: fn(), onLocaleChange: fn() },
  globals: { viewport: { value: 'mobile1' } },
  parameters: { screenshot: false },
} satisfies Meta<typeof BottomNav>

export default meta
type Story = StoryObj<typeof meta>

/**
 * The menu's code is not part of the first view: until it comes, a plain button stands in. The
 * button it brings keeps the focus the stand-in had, so the keyboard goes on.
 */
export const KeepsTheFocusAsTheMenuArrives: Story = {
  play: async ({ canvas }) => {
    const standIn = canvas.getByRole('button', { name: 'More' })
    await expect(standIn).not.toHaveAttribute('data-state')
    standIn.focus()
    // The code may take a while on a busy machine (a development server prepares it first).
    await waitFor(
      () =>
        expect(canvas.getByRole('button', { name: 'More' })).toHaveAttribute(
          'data-state',
          'closed',
        ),
      { timeout: 15_000 },
    )
    const more = canvas.getByRole('button', { name: 'More' })
    await expect(more).not.toBe(standIn)
    await expect(more).toHaveFocus()
    await expect(screen.queryByRole('menu')).toBeNull()
    await userEvent.keyboard('{ArrowDown}')
    const menu = await screen.findByRole('menu', { name: 'More' })
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemradio', { name: 'System' })).toHaveFocus(),
    )
  },
}
