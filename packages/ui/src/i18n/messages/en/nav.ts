/** The navigation (side navigation, bottom bar, "More"), with its theme and language menus. */
export const nav = {
  'nav.main': 'Main',
  'nav.home': 'Home',
  'nav.notifications': 'Notifications',
  'nav.notificationsUnread': 'Notifications, {count} unread',
  'nav.create': 'Create',
  'nav.profile': 'Profile',
  'nav.more': 'More',
  'nav.logOut': 'Log out',
  'nav.theme': 'Theme',
  'nav.language': 'Language',
  'theme.system': 'System',
  'theme.light': 'Light',
  'theme.dark': 'Dark',
} as const
