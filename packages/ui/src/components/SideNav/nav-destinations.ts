import type { PartId } from '../../i18n/messages/en'
import type { Translate } from '../../i18n/use-t'
import { BellIcon, HomeIcon, PlusSquareIcon, UserIcon } from '../../icons/icons'

/** The places of the signed-in navigation. */
export type NavDestination = 'home' | 'notifications' | 'create' | 'profile'

/** The destinations, in the order both navigation bars show them. */
export const NAV_DESTINATIONS = [
  { key: 'home', label: 'nav.home', path: 'home', icon: HomeIcon },
  { key: 'notifications', label: 'nav.notifications', path: 'notifications', icon: BellIcon },
  { key: 'create', label: 'nav.create', path: 'createPost', icon: PlusSquareIcon },
  { key: 'profile', label: 'nav.profile', path: 'profile', icon: UserIcon },
] as const satisfies readonly {
  key: NavDestination
  /** Its name's message id. */
  label: 'nav.home' | 'nav.notifications' | 'nav.create' | 'nav.profile'
  /** Its page's builder among the provider's `paths` (it takes no argument). */
  path: 'home' | 'notifications' | 'createPost' | 'profile'
  icon: unknown
}[]

/** Whether a destination shows the unread badge. */
export function showsBadge(destination: NavDestination, unreadCount: number): boolean {
  return destination === 'notifications' && unreadCount > 0
}

/** A destination's accessible name: the badge is spoken as "Notifications, 3 unread". */
export function destinationName(
  destination: (typeof NAV_DESTINATIONS)[number],
  unreadCount: number,
  t: Translate<PartId<'nav'>>,
): string {
  return showsBadge(destination.key, unreadCount)
    ? t('nav.notificationsUnread', { count: unreadCount })
    : t(destination.label)
}

/** The badge's text: the count, capped so that it stays a badge. */
export function badgeText(unreadCount: number): string {
  return unreadCount > 99 ? '99+' : String(unreadCount)
}
