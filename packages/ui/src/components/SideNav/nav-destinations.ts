import { paths } from '../../paths'
import { BellIcon, HomeIcon, PlusSquareIcon, UserIcon } from '../Icon/icons'

/** The places of the signed-in navigation. */
export type NavDestination = 'home' | 'notifications' | 'create' | 'profile'

/** The destinations, in the order both navigation bars show them. */
export const NAV_DESTINATIONS = [
  { key: 'home', label: 'Home', href: paths.home(), icon: HomeIcon },
  { key: 'notifications', label: 'Notifications', href: paths.notifications(), icon: BellIcon },
  { key: 'create', label: 'Create', href: paths.createPost(), icon: PlusSquareIcon },
  { key: 'profile', label: 'Profile', href: paths.profile(), icon: UserIcon },
] as const satisfies readonly {
  key: NavDestination
  label: string
  href: string
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
): string {
  return showsBadge(destination.key, unreadCount)
    ? `${destination.label}, ${unreadCount} unread`
    : destination.label
}

/** The badge's text: the count, capped so that it stays a badge. */
export function badgeText(unreadCount: number): string {
  return unreadCount > 99 ? '99+' : String(unreadCount)
}
