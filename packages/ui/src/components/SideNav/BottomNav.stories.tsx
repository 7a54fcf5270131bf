import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { LateToast, shownToast } from '../../storybook/late-toast'
import { useStoryTheme } from '../../storybook/theme-state'
import { BottomNav } from './BottomNav'

/** The unread badge inside a link (its digits are drawn from `data-count`). */
const badgeOf = (link: HTMLElement) => link.querySelector('[data-count]')

const meta = {
  title: 'Components/BottomNav',
  component: BottomNav,
  args: { unreadCount: 3, onSignOut: fn(), onThemeChange: fn(), onLocaleChange: fn() },
  argTypes: {
    current: { control: 'select', options: ['home', 'notifications', 'create', 'profile'] },
  },
  globals: { viewport: { value: 'mobile1' } },
} satisfies Meta<typeof BottomNav>

export default meta
type Story = StoryObj<typeof meta>

/** Focus on "More", Enter: the menu opens, and the focus goes into it, on its first entry. */
async function openWithTheKeyboard(canvas: ReturnType<typeof within>) {
  const more = canvas.getByRole('button', { name: 'More' })
  more.focus()
  await userEvent.keyboard('{Enter}')
  const menu = await screen.findByRole('menu', { name: 'More' })
  await waitFor(() =>
    expect(within(menu).getByRole('menuitemradio', { name: 'System' })).toHaveFocus(),
  )
  return { more, menu }
}

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = within(canvas.getByRole('navigation', { name: 'Main' }))
    await expect(bar.getAllByRole('listitem')).toHaveLength(5)
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    const notifications = bar.getByRole('link', { name: 'Notifications, 3 unread' })
    await expect(notifications).toHaveAttribute('href', '/notifications')
    await expect(badgeOf(notifications)).toHaveAttribute('data-count', '3')
    await expect(badgeOf(notifications)).toBeVisible()
    await expect(bar.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/create-post')
    await expect(bar.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile')
    // The theme and "Log out", which the side navigation shows on its own, are in a menu.
    await expect(bar.getByRole('button', { name: 'More' })).toHaveAttribute('aria-haspopup', 'menu')
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

// The "More" menu: the way to the theme and "Log out" on a phone, by touch, keyboard and
// screen reader.

export const MoreMenu: Story = {
  play: async ({ canvas }) => {
    const more = canvas.getByRole('button', { name: 'More' })
    await userEvent.click(more)
    await expect(more).toHaveAttribute('aria-expanded', 'true')
    const menu = await screen.findByRole('menu', { name: 'More' })
    const theme = within(menu).getByRole('group', { name: 'Theme' })
    const choices = within(theme).getAllByRole('menuitemradio')
    await expect(choices.map((choice) => choice.textContent)).toEqual(['System', 'Light', 'Dark'])
    await expect(within(theme).getByRole('menuitemradio', { name: 'System' })).toBeChecked()
    // The languages beside the themes, each named in its own language.
    const language = within(menu).getByRole('group', { name: 'Language' })
    await expect(
      within(language)
        .getAllByRole('menuitemradio')
        .map((choice) => choice.textContent),
    ).toEqual(['English', 'Español', 'العربية'])
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toBeVisible()
    // Above the bar, inside the screen: nothing of it is hidden.
    const box = menu.getBoundingClientRect()
    const bar = canvas.getByRole('navigation', { name: 'Main' }).getBoundingClientRect()
    await expect(box.bottom).toBeLessThanOrEqual(bar.top)
    await expect(box.left).toBeGreaterThanOrEqual(0)
    await expect(box.right).toBeLessThanOrEqual(window.innerWidth)
  },
}

export const ChoosesALanguageByTouch: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More' }))
    const menu = await screen.findByRole('menu', { name: 'More' })
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'العربية' }))
    await expect(args.onLocaleChange).toHaveBeenCalledWith('ar')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
  },
}

export const SignsOutByTouch: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    await userEvent.pointer({
      keys: '[TouchA]',
      target: canvas.getByRole('button', { name: 'More' }),
    })
    const menu = await screen.findByRole('menu', { name: 'More' })
    await userEvent.pointer({
      keys: '[TouchA]',
      target: within(menu).getByRole('menuitem', { name: 'Log out' }),
    })
    await expect(args.onSignOut).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
  },
}

export const SignsOutWithTheKeyboard: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    const { menu } = await openWithTheKeyboard(canvas)
    await userEvent.keyboard('{End}')
    await expect(within(menu).getByRole('menuitem', { name: 'Log out' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    await expect(args.onSignOut).toHaveBeenCalledOnce()
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
  },
}

/** Escape closes the menu and gives the focus back to "More": nothing happened; Space opens it
 * again. */
export const ClosesWithEscape: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    const more = canvas.getByRole('button', { name: 'More' })
    more.focus()
    await userEvent.keyboard('{ArrowDown}')
    await screen.findByRole('menu', { name: 'More' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    await expect(more).toHaveFocus()
    await expect(more).toHaveAttribute('aria-expanded', 'false')
    await expect(args.onSignOut).not.toHaveBeenCalled()
    await expect(args.onThemeChange).not.toHaveBeenCalled()
    await userEvent.keyboard(' ')
    await expect(await screen.findByRole('menu', { name: 'More' })).toBeVisible()
    await expect(more).toHaveAttribute('aria-expanded', 'true')
  },
}

/**
 * A toast that came after the menu opened (its code arrived late, say) does not take the Escape
 * pressed in the menu: the menu closes and the focus goes back to "More"; the toast stays.
 */
export const ClosesWithEscapeUnderALaterToast: Story = {
  parameters: { screenshot: false, pseudoLocale: { storyContent: ['Welcome back, Amy!'] } },
  render: (args) => (
    <>
      <BottomNav {...args} />
      <LateToast after='[role="menu"]' message="Welcome back, Amy!" />
    </>
  ),
  play: async ({ canvas }) => {
    const { more } = await openWithTheKeyboard(canvas)
    await waitFor(() => expect(shownToast('Welcome back, Amy!')).toBeVisible())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    await expect(more).toHaveFocus()
    await expect(shownToast('Welcome back, Amy!')).toHaveAttribute('data-state', 'open')
  },
}

export const SwitchesTheTheme: Story = {
  render: function Render(args) {
    return <BottomNav {...args} {...useStoryTheme(args)} />
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More' }))
    let menu = await screen.findByRole('menu', { name: 'More' })
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }))
    await expect(args.onThemeChange).toHaveBeenCalledOnce()
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    // Open again: the choice is marked, for sight and for screen readers.
    await userEvent.click(canvas.getByRole('button', { name: 'More' }))
    menu = await screen.findByRole('menu', { name: 'More' })
    await expect(within(menu).getByRole('menuitemradio', { name: 'Dark' })).toBeChecked()
    await expect(within(menu).getByRole('menuitemradio', { name: 'System' })).not.toBeChecked()
    await expect(args.onSignOut).not.toHaveBeenCalled()
  },
}

// Installing the app: "Install app" in the "More" menu, above "Log out", when the browser can.

/** A browser that installs from the page: its own prompt comes on the press. */
const installPrompt = { kind: 'prompt', install: fn() } as const

export const MoreMenuWithInstall: Story = {
  args: { install: installPrompt },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More' }))
    const menu = await screen.findByRole('menu', { name: 'More' })
    const items = within(menu).getAllByRole('menuitem')
    await expect(items.map((item) => item.textContent)).toEqual(['Install app', 'Log out'])
  },
}

export const InstallsFromTheMoreMenu: Story = {
  parameters: { screenshot: false },
  args: { install: installPrompt },
  play: async ({ canvas, args }) => {
    installPrompt.install.mockClear()
    const more = canvas.getByRole('button', { name: 'More' })
    await userEvent.click(more)
    const menu = await screen.findByRole('menu', { name: 'More' })
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Install app' }))
    await waitFor(() => expect(installPrompt.install).toHaveBeenCalledOnce())
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    await expect(screen.queryByRole('dialog')).toBeNull()
    await expect(more).toHaveFocus()
    await expect(args.onSignOut).not.toHaveBeenCalled()
  },
}

/** Without an offer (installed already, or a browser that cannot), the menu has no entry. */
export const NothingToInstall: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More' }))
    const menu = await screen.findByRole('menu', { name: 'More' })
    await expect(within(menu).queryByRole('menuitem', { name: 'Install app' })).toBeNull()
  },
}

/** Safari on an iPhone installs from its own menu only: the entry says how. */
export const InstallInstructions: Story = {
  args: { install: { kind: 'instructions' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'More' }))
    const menu = await screen.findByRole('menu', { name: 'More' })
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Install app' }))
    const dialog = await screen.findByRole('dialog', { name: 'Install PhotoBooth' })
    await expect(dialog).toHaveAccessibleDescription(
      "To install PhotoBooth, open your browser's Share menu and choose “Add to Home Screen”.",
    )
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
  },
}

/** By keyboard: the dialog, then "Got it", and the focus is back on "More". */
export const ClosesTheInstallInstructions: Story = {
  parameters: { screenshot: false },
  args: { install: { kind: 'instructions' } },
  play: async ({ canvas }) => {
    const { more, menu } = await openWithTheKeyboard(canvas)
    await userEvent.keyboard('{End}{ArrowUp}')
    await expect(within(menu).getByRole('menuitem', { name: 'Install app' })).toHaveFocus()
    await userEvent.keyboard('{Enter}')
    const dialog = await screen.findByRole('dialog', { name: 'Install PhotoBooth' })
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(more).toHaveFocus())
  },
}

export const InstallInstructionsInArabic: Story = {
  args: { locale: 'ar', install: { kind: 'instructions' } },
  globals: { locale: 'ar', viewport: { value: 'mobile1' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'المزيد' }))
    const menu = await screen.findByRole('menu', { name: 'المزيد' })
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'تثبيت التطبيق' }))
    const dialog = await screen.findByRole('dialog', { name: 'تثبيت PhotoBooth' })
    await expect(dialog).toHaveAccessibleDescription(
      'لتثبيت PhotoBooth، افتح قائمة «مشاركة» في متصفحك واختر «إضافة إلى الشاشة الرئيسية».',
    )
  },
}
