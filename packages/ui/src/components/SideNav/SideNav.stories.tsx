import type { NotificationRecord } from '@photobooth/mocks'
import { DEMO_ACCOUNT, type MockBackend, scenarios } from '@photobooth/mocks'
import type { Meta, StoryObj } from '@storybook/react-vite'
import type { ReactNode } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import type { UiLocale } from '../../i18n/locales'
import {
  NotificationFeedProvider,
  useUnreadNotificationCount,
} from '../../notifications/notification-feed'
import { UiProvider } from '../../provider/UiProvider'
import { storyWorld } from '../../storybook/story-world'
import { useStoryTheme } from '../../storybook/theme-state'
import { BottomNav } from './BottomNav'
import { SideNav, type SideNavProps } from './SideNav'

/** Both bars, as the app lays them out: CSS shows the one that fits the screen. */
function Navigation(props: SideNavProps) {
  return (
    <>
      <SideNav {...props} />
      <BottomNav
        unreadCount={props.unreadCount}
        current={props.current}
        onSignOut={props.onSignOut}
        theme={props.theme}
        onThemeChange={props.onThemeChange}
        locale={props.locale}
        onLocaleChange={props.onLocaleChange}
        install={props.install}
      />
    </>
  )
}

const meta = {
  title: 'Components/SideNav',
  component: SideNav,
  args: { unreadCount: 3, onSignOut: fn(), onThemeChange: fn(), onLocaleChange: fn() },
  argTypes: {
    current: { control: 'select', options: ['home', 'notifications', 'create', 'profile'] },
  },
  render: (args) => <Navigation {...args} />,
} satisfies Meta<typeof SideNav>

export default meta
type Story = StoryObj<typeof meta>

/** The unread badge inside a link (its digits are drawn from `data-count`). */
const badgeOf = (link: HTMLElement) => link.querySelector('[data-count]')

/** The navigation landmark that is showing (the other bar is hidden by CSS). */
const shownNav = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('navigation', { name: 'Main' }))

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = shownNav(canvas)
    await expect(nav.getByRole('link', { name: 'PhotoBooth' })).toHaveAttribute('href', '/')
    await expect(nav.getByText('PhotoBooth')).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/')
    const notifications = nav.getByRole('link', { name: 'Notifications, 3 unread' })
    await expect(notifications).toHaveAttribute('href', '/notifications')
    await expect(badgeOf(notifications)).toHaveAttribute('data-count', '3')
    await expect(nav.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/create-post')
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile')
    // The viewer, linking to the own profile.
    const viewer = nav.getByRole('link', { name: `${DEMO_ACCOUNT.name} demo` })
    await expect(viewer).toHaveAttribute('href', '/profile')
    await expect(within(viewer).getByText(DEMO_ACCOUNT.name)).toBeVisible()
    await expect(within(viewer).getByText('demo')).toBeVisible()
    await expect(nav.getByRole('button', { name: 'Theme' })).toHaveAttribute(
      'aria-haspopup',
      'menu',
    )
    await expect(nav.getByRole('button', { name: 'Log out' })).toBeVisible()
    for (const link of nav.getAllByRole('link'))
      await expect(link).not.toHaveAttribute('aria-current')
  },
}

export const NoUnread: Story = {
  args: { unreadCount: 0 },
  play: async ({ canvas }) => {
    const nav = shownNav(canvas)
    const notifications = nav.getByRole('link', { name: 'Notifications' })
    await expect(notifications).toHaveTextContent(/^Notifications$/)
    await expect(badgeOf(notifications)).toBeNull()
    await expect(nav.queryByRole('link', { name: /unread/ })).toBeNull()
  },
}

export const ManyUnread: Story = {
  args: { unreadCount: 120 },
  play: async ({ canvas }) => {
    const notifications = shownNav(canvas).getByRole('link', {
      name: 'Notifications, 120 unread',
    })
    await expect(badgeOf(notifications)).toHaveAttribute('data-count', '99+')
  },
}

export const CurrentPage: Story = {
  args: { current: 'notifications' },
  play: async ({ canvas }) => {
    const nav = shownNav(canvas)
    await expect(nav.getByRole('link', { name: 'Notifications, 3 unread' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    for (const name of ['Home', 'Create', 'Profile']) {
      await expect(nav.getByRole('link', { name })).not.toHaveAttribute('aria-current')
    }
  },
}

export const SignsOut: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas, args }) => {
    await userEvent.click(shownNav(canvas).getByRole('button', { name: 'Log out' }))
    await expect(args.onSignOut).toHaveBeenCalledOnce()
  },
}

export const SmallScreen: Story = {
  globals: { viewport: { value: 'mobile1' } },
  args: { current: 'home' },
  play: async ({ canvasElement, canvas }) => {
    const [side, bottom] = canvasElement.querySelectorAll('nav')
    await expect(side).not.toBeVisible()
    await expect(bottom).toBeVisible()
    // Only the bottom bar is left for assistive technology too.
    const bar = shownNav(canvas)
    await expect(bar.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    const notifications = bar.getByRole('link', { name: 'Notifications, 3 unread' })
    await expect(notifications).toHaveAttribute('href', '/notifications')
    await expect(badgeOf(notifications)).toBeVisible()
    await expect(bar.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/create-post')
    await expect(bar.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile')
    // "Log out" and the theme are in the bar's "More" menu (see BottomNav's stories).
    await expect(bar.queryByRole('button', { name: 'Log out' })).toBeNull()
    await expect(bar.getByRole('button', { name: 'More' })).toBeVisible()
  },
}

/** Between small and wide screens the side navigation is a rail of named icons. */
export const MediumScreen: Story = {
  globals: { viewport: { value: 'tablet' } },
  args: { current: 'profile' },
  play: async ({ canvas }) => {
    const nav = shownNav(canvas)
    await expect(nav.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: 'Notifications, 3 unread' })).toBeVisible()
    await expect(nav.getByRole('button', { name: 'Log out' })).toBeVisible()
    await expect(nav.getByRole('button', { name: 'Theme' })).toBeVisible()
    // The texts are left to assistive technology: the rail shows the icons only.
    await expect(nav.getByText('Log out').getBoundingClientRect().width).toBeLessThanOrEqual(1)
    await expect(nav.getByText('Theme').getBoundingClientRect().width).toBeLessThanOrEqual(1)
    await expect(
      nav.getByText(DEMO_ACCOUNT.name).getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1)
  },
}

export const Guest: Story = {
  parameters: { session: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).toBeNull()
  },
}

export const Dark: Story = {
  globals: { theme: 'dark' },
  args: { current: 'home' },
  play: async ({ canvas }) => {
    await expect(shownNav(canvas).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

// The theme: System, Light or Dark, from a menu above "Log out".

export const ThemeMenu: Story = {
  args: { theme: 'light' },
  play: async ({ canvas }) => {
    const trigger = shownNav(canvas).getByRole('button', { name: 'Theme' })
    await userEvent.click(trigger)
    const menu = await screen.findByRole('menu', { name: 'Theme' })
    const choices = within(menu).getAllByRole('menuitemradio')
    await expect(choices.map((choice) => choice.textContent)).toEqual(['System', 'Light', 'Dark'])
    await expect(within(menu).getByRole('menuitemradio', { name: 'Light' })).toBeChecked()
    // "Log out" stays where it is, beside the menu.
    await expect(within(menu).queryByRole('menuitem', { name: 'Log out' })).toBeNull()
  },
}

export const SwitchesTheTheme: Story = {
  parameters: { screenshot: false },
  render: function Render(args) {
    return <Navigation {...args} {...useStoryTheme(args)} />
  },
  play: async ({ canvas, args }) => {
    const trigger = shownNav(canvas).getByRole('button', { name: 'Theme' })
    await userEvent.click(trigger)
    const menu = await screen.findByRole('menu', { name: 'Theme' })
    await userEvent.click(within(menu).getByRole('menuitemradio', { name: 'Dark' }))
    await expect(args.onThemeChange).toHaveBeenCalledOnce()
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    await userEvent.click(trigger)
    await expect(
      within(await screen.findByRole('menu')).getByRole('menuitemradio', {
        name: 'Dark',
      }),
    ).toBeChecked()
  },
}

export const SwitchesTheThemeWithTheKeyboard: Story = {
  parameters: { screenshot: false },
  render: function Render(args) {
    return <Navigation {...args} {...useStoryTheme(args)} />
  },
  play: async ({ canvas, args }) => {
    const trigger = shownNav(canvas).getByRole('button', { name: 'Theme' })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const menu = await screen.findByRole('menu', { name: 'Theme' })
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemradio', { name: 'System' })).toHaveFocus(),
    )
    await userEvent.keyboard('{ArrowDown}{ArrowDown}')
    await expect(within(menu).getByRole('menuitemradio', { name: 'Dark' })).toHaveFocus()
    await userEvent.keyboard(' ')
    await expect(args.onThemeChange).toHaveBeenCalledOnce()
    await expect(args.onThemeChange).toHaveBeenCalledWith('dark')
    // The menu closes and the focus is back where it was.
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    await expect(trigger).toHaveFocus()
  },
}

// The language: a menu of the languages, each named in its own language, beside "Theme".

export const LanguageMenu: Story = {
  args: { locale: 'en' },
  play: async ({ canvas, args }) => {
    const nav = shownNav(canvas)
    // The menu's code has arrived (its trigger is Radix's, not the stand-in).
    await waitFor(() =>
      expect(nav.getByRole('button', { name: 'Language' })).toHaveAttribute('data-state', 'closed'),
    )
    const trigger = nav.getByRole('button', { name: 'Language' })
    trigger.focus()
    await userEvent.keyboard('{Enter}')
    const menu = await screen.findByRole('menu', { name: 'Language' })
    const choices = within(menu).getAllByRole('menuitemradio')
    await expect(choices.map((choice) => choice.textContent)).toEqual([
      'English',
      'Español',
      'العربية',
    ])
    await expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toBeChecked()
    // Each name is read out in its own language.
    await expect(within(menu).getByText('العربية')).toHaveAttribute('lang', 'ar')
    await waitFor(() =>
      expect(within(menu).getByRole('menuitemradio', { name: 'English' })).toHaveFocus(),
    )
    await userEvent.keyboard('{ArrowDown} ')
    await expect(args.onLocaleChange).toHaveBeenCalledWith('es')
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
    await expect(trigger).toHaveFocus()
  },
}

/** The navigation in Spanish: every text from the Spanish catalogue. */
export const InSpanish: Story = {
  args: { locale: 'es' },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Principal' }))
    await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/')
    await expect(nav.getByRole('link', { name: 'Notificaciones, 3 sin leer' })).toBeVisible()
    await expect(nav.getByRole('link', { name: 'Crear' })).toBeVisible()
    await expect(nav.getByRole('button', { name: 'Tema' })).toBeVisible()
    await expect(nav.getByRole('button', { name: 'Idioma' })).toBeVisible()
    await expect(nav.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible()
    await expect(canvas.getByText('Notificaciones')).toBeVisible()
  },
}

/** The navigation in Arabic: the page is right to left. */
export const InArabic: Story = {
  args: { locale: 'ar' },
  globals: { locale: 'ar' },
  play: async ({ canvas, canvasElement }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'التنقل الرئيسي' }))
    await expect(nav.getByRole('link', { name: 'الرئيسية' })).toHaveAttribute('href', '/')
    await expect(
      nav.getByRole('link', { name: 'الإشعارات، # إشعارات غير مقروءة'.replace('#', '3') }),
    ).toBeVisible()
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('dir', 'rtl')
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('lang', 'ar')
  },
}

/** An app that imports the UI rephrases any message by its id, in ICU MessageFormat. */
export const RephrasedByAnApp: Story = {
  parameters: {
    screenshot: false,
    pseudoLocale: { storyContent: ['Start', 'Notifications: 3 new ones'] },
  },
  render: (args, { globals }) => (
    <UiProvider
      locale={globals.locale as UiLocale | undefined}
      messages={{
        [(globals.locale as UiLocale | undefined) ?? 'en']: {
          'nav.home': 'Start',
          'nav.notificationsUnread':
            'Notifications: {count, plural, one {# new one} other {# new ones}}',
        },
      }}
    >
      <Navigation {...args} />
    </UiProvider>
  ),
  play: async ({ canvas }) => {
    const nav = shownNav(canvas)
    // The rephrasings compile with the message compiler, fetched when first needed: on a cold
    // development server its first load takes seconds.
    const start = await nav.findByRole('link', { name: 'Start' }, { timeout: 10_000 })
    await expect(start).toHaveAttribute('href', '/')
    await expect(nav.getByRole('link', { name: 'Notifications: 3 new ones' })).toBeVisible()
    // Every other text is the catalogue's.
    await expect(nav.getByRole('link', { name: 'Create' })).toBeVisible()
  },
}

/** What the app adds at the foot (the demo's badge) has a place of its own: it covers nothing. */
export const WithSomethingAtTheFoot: Story = {
  // The app's own badge at the foot.
  parameters: { pseudoLocale: { storyContent: ['Demo'] } },
  // In the theme's face, not the browser's default one for buttons (the machine's fonts).
  args: {
    extra: (
      <button type="button" style={{ font: 'inherit' }}>
        Demo
      </button>
    ),
  },
  play: async ({ canvas }) => {
    const nav = shownNav(canvas)
    const extra = nav.getByRole('button', { name: 'Demo' }).getBoundingClientRect()
    for (const control of [...nav.getAllByRole('link'), ...nav.getAllByRole('button')]) {
      if (control.textContent === 'Demo') continue
      const box = control.getBoundingClientRect()
      const apart =
        box.bottom <= extra.top ||
        box.top >= extra.bottom ||
        box.right <= extra.left ||
        box.left >= extra.right
      await expect(apart, control.textContent ?? '').toBe(true)
    }
  },
}

// Installing the app: "Install app" above "Log out" when the browser can install it.

/** A browser that installs from the page: its own prompt comes on the press. */
const installPrompt = { kind: 'prompt', install: fn() } as const

export const InstallApp: Story = {
  args: { install: installPrompt },
  play: async ({ canvas }) => {
    installPrompt.install.mockClear()
    const nav = shownNav(canvas)
    const install = nav.getByRole('button', { name: 'Install app' })
    await expect(install).toBeVisible()
    await expect(install).toHaveAttribute('title', 'Install app')
    await expect(install).not.toHaveAttribute('aria-haspopup')
    // Above "Log out", after the theme and the language.
    const buttons = nav.getAllByRole('button').map((button) => button.textContent)
    await expect(buttons.slice(-3)).toEqual(['Language', 'Install app', 'Log out'])
    await userEvent.click(install)
    await expect(installPrompt.install).toHaveBeenCalledOnce()
    await expect(screen.queryByRole('dialog')).toBeNull()
  },
}

/** Without an offer (installed already, or a browser that cannot), there is no entry. */
export const NothingToInstall: Story = {
  parameters: { screenshot: false },
  play: async ({ canvas }) => {
    await expect(shownNav(canvas).queryByRole('button', { name: 'Install app' })).toBeNull()
  },
}

/** In the rail, the icon alone, named for screen readers and in its tooltip. */
export const InstallAppOnAMediumScreen: Story = {
  globals: { viewport: { value: 'tablet' } },
  args: { install: installPrompt },
  play: async ({ canvas }) => {
    const install = shownNav(canvas).getByRole('button', { name: 'Install app' })
    await expect(install).toBeVisible()
    await expect(install).toHaveAttribute('title', 'Install app')
    await expect(
      within(install).getByText('Install app').getBoundingClientRect().width,
    ).toBeLessThanOrEqual(1)
  },
}

/** A browser that installs from its own menu only (Safari on an iPad): the entry says how. */
export const InstallInstructions: Story = {
  args: { install: { kind: 'instructions' } },
  play: async ({ canvas }) => {
    const install = shownNav(canvas).getByRole('button', { name: 'Install app' })
    await expect(install).toHaveAttribute('aria-haspopup', 'dialog')
    await userEvent.click(install)
    const dialog = await screen.findByRole('dialog', { name: 'Install PhotoBooth' })
    await expect(dialog).toHaveAccessibleDescription(
      "To install PhotoBooth, open your browser's Share menu and choose “Add to Home Screen”.",
    )
    await expect(within(dialog).getByRole('button', { name: 'Got it' })).toBeVisible()
  },
}

/** "Got it" closes the instructions and gives the focus back to "Install app". */
export const ClosesTheInstallInstructions: Story = {
  parameters: { screenshot: false },
  args: { install: { kind: 'instructions' } },
  play: async ({ canvas }) => {
    const install = shownNav(canvas).getByRole('button', { name: 'Install app' })
    await userEvent.click(install)
    const dialog = await screen.findByRole('dialog', { name: 'Install PhotoBooth' })
    // The focus is in the dialog while it is open.
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(install).toHaveFocus())
    // Escape closes it as well.
    await userEvent.keyboard('{Enter}')
    await screen.findByRole('dialog', { name: 'Install PhotoBooth' })
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(install).toHaveFocus())
  },
}

/** The product's name is the app's own (`UiProvider`'s `productName`). */
export const InstallInstructionsOfAnotherProduct: Story = {
  parameters: { screenshot: false, pseudoLocale: { storyContent: ['Snapshots'] } },
  args: { install: { kind: 'instructions' } },
  render: (args, { globals }) => (
    <UiProvider locale={globals.locale as UiLocale | undefined} productName="Snapshots">
      <Navigation {...args} />
    </UiProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(shownNav(canvas).getByRole('button', { name: 'Install app' }))
    const dialog = await screen.findByRole('dialog', { name: 'Install Snapshots' })
    await expect(dialog).toHaveAccessibleDescription(
      "To install Snapshots, open your browser's Share menu and choose “Add to Home Screen”.",
    )
  },
}

export const InstallInstructionsInSpanish: Story = {
  args: { locale: 'es', install: { kind: 'instructions' } },
  globals: { locale: 'es' },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'Principal' }))
    await userEvent.click(nav.getByRole('button', { name: 'Instalar la app' }))
    const dialog = await screen.findByRole('dialog', { name: 'Instalar PhotoBooth' })
    await expect(dialog).toHaveAccessibleDescription(
      'Para instalar PhotoBooth, abre el menú Compartir del navegador y elige «Agregar a inicio» o «Añadir a pantalla de inicio».',
    )
    await expect(within(dialog).getByRole('button', { name: 'Entendido' })).toBeVisible()
  },
}

export const InstallInstructionsInArabic: Story = {
  args: { locale: 'ar', install: { kind: 'instructions' } },
  globals: { locale: 'ar' },
  play: async ({ canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: 'التنقل الرئيسي' }))
    await userEvent.click(nav.getByRole('button', { name: 'تثبيت التطبيق' }))
    const dialog = await screen.findByRole('dialog', { name: 'تثبيت PhotoBooth' })
    await expect(dialog).toHaveAccessibleDescription(
      'لتثبيت PhotoBooth، افتح قائمة «مشاركة» في متصفحك واختر «إضافة إلى الشاشة الرئيسية».',
    )
    await expect(within(dialog).getByRole('button', { name: 'حسنًا' })).toBeVisible()
  },
}

// The badge wired to the notifications, as the app does it.

/**
 * The demo account's notifications replaced by a known set: a like and a comment that still
 * stand and an unread poke (3), then what the count leaves out: a like on a deleted post, a
 * withdrawn like and a read comment.
 */
function knownNotifications(backend: MockBackend): void {
  const demo = scenarios.demoUser(backend)
  const friend = scenarios.friendUser(backend)
  scenarios.noNotifications(backend)
  const [newest, ...older] = scenarios.postsOf(backend, demo._id)
  if (!newest) throw new Error('The demo account has no post.')
  if (!newest.likes.includes(friend._id)) newest.likes.push(friend._id)
  const commenter = older
    .flatMap((post) => backend.db.commentsOf(post._id))
    .find((item) => item.userId !== demo._id)
  if (!commenter) throw new Error('No one else commented on a post of the demo account.')
  const commented = commenter.postId
  const withdrawn = [...backend.db.users.values()].find(
    (user) => user._id !== demo._id && !newest.likes.includes(user._id),
  )
  if (!withdrawn) throw new Error('Everyone likes that post.')
  const at = (minutes: number) => new Date(backend.clock.now() - minutes * 60_000).toISOString()
  const add = (item: Omit<NotificationRecord, 'userId' | 'isRead'>, isRead = false) =>
    backend.db.notifications.set(item._id, { ...item, userId: demo._id, isRead })
  add({
    _id: 'KnownLike0000001',
    type: 'like',
    fromUserId: friend._id,
    postId: newest._id,
    createdAt: at(5),
  })
  add({
    _id: 'KnownComment0001',
    type: 'comment',
    fromUserId: commenter.userId,
    postId: commented,
    createdAt: at(10),
  })
  add({ _id: 'KnownPoke0000001', type: 'poke', fromUserId: friend._id, createdAt: at(15) })
  add({
    _id: 'KnownOrphan00001',
    type: 'like',
    fromUserId: friend._id,
    postId: 'DeletedPost00001',
    createdAt: at(20),
  })
  add({
    _id: 'KnownStale000001',
    type: 'like',
    fromUserId: withdrawn._id,
    postId: newest._id,
    createdAt: at(25),
  })
  add(
    {
      _id: 'KnownRead0000001',
      type: 'comment',
      fromUserId: commenter.userId,
      postId: commented,
      createdAt: at(30),
    },
    true,
  )
}

function LiveNavigation(props: Omit<SideNavProps, 'unreadCount'>) {
  const unreadCount = useUnreadNotificationCount()
  return <Navigation {...props} unreadCount={unreadCount} />
}

/** The session's notification feed, as the app provides it around the shell. */
function WithFeed({ children }: { children: ReactNode }) {
  return <NotificationFeedProvider>{children}</NotificationFeedProvider>
}

export const CountsUnreadNotifications: Story = {
  parameters: { screenshot: false, world: knownNotifications },
  render: ({ unreadCount: _unused, ...args }) => (
    <WithFeed>
      <LiveNavigation {...args} />
    </WithFeed>
  ),
  play: async ({ canvas }) => {
    const notifications = await shownNav(canvas).findByRole(
      'link',
      { name: 'Notifications, 3 unread' },
      { timeout: 5000 },
    )
    await expect(badgeOf(notifications)).toHaveAttribute('data-count', '3')
  },
}

// The story's moment its first photo is shown, and the GETs of /api/notifications it made.
let showFirstPhoto: () => void = () => undefined
let firstPhotoShown: Promise<void> = Promise.resolve()
let notificationRequests = 0

/**
 * The app's first view is loading its most important photo: the badge's first poll waits
 * until that photo is shown, then counts as usual.
 */
export const PollsOnceTheFirstPhotoIsShown: Story = {
  parameters: { screenshot: false, world: knownNotifications },
  beforeEach: (context) => {
    const { msw } = context
    firstPhotoShown = new Promise((shown) => {
      showFirstPhoto = shown
    })
    notificationRequests = 0
    // This story's own reads, by its session's token (as renewed): a poll of the story shown
    // before (its pseudo-locale render, on the page until this one renders) is not counted.
    const { tokens } = storyWorld(context)
    const count = ({ request }: { request: Request }) => {
      if (
        request.method === 'GET' &&
        new URL(request.url).pathname === '/api/notifications' &&
        request.headers.get('authorization') === `Bearer ${tokens.getAccessToken()}`
      )
        notificationRequests += 1
    }
    msw.events.on('request:start', count)
    return () => msw.events.removeListener('request:start', count)
  },
  render: ({ unreadCount: _unused, ...args }) => (
    <NotificationFeedProvider startAfter={firstPhotoShown}>
      <LiveNavigation {...args} />
    </NotificationFeedProvider>
  ),
  play: async ({ canvas }) => {
    const notifications = shownNav(canvas).getByRole('link', { name: 'Notifications' })
    // A moment for a request sent on mounting to reach the mock server.
    await new Promise((settle) => setTimeout(settle, 300))
    await expect(notificationRequests).toBe(0)
    await expect(badgeOf(notifications)).toBeNull()
    showFirstPhoto()
    await waitFor(() => expect(notifications).toHaveAccessibleName('Notifications, 3 unread'), {
      timeout: 5000,
    })
    await expect(notificationRequests).toBe(1)
  },
}
