/** The navigation (side navigation, bottom bar, "More"), with its theme and language menus. */
export const nav = {
  /**
   * The name screen readers give the main navigation: the side navigation on wide screens, the bar
   * at the bottom on small ones.
   */
  'nav.main': 'Main',
  /**
   * Navigation: the link to the home feed, beside its icon in the side navigation (and its
   * tooltip), and the name of the bottom bar's icon for screen readers; keep it short.
   */
  'nav.home': 'Home',
  /**
   * Navigation: the link to the notifications page, beside its icon in the side navigation (and its
   * tooltip), and the name of the bottom bar's icon for screen readers; keep it short.
   */
  'nav.notifications': 'Notifications',
  /**
   * Navigation: what screen readers call the Notifications link while it shows a badge: `{count}`
   * is the number of unread notifications (1 or more).
   */
  'nav.notificationsUnread': 'Notifications, {count} unread',
  /**
   * Navigation: the link to the new-post page, beside its icon in the side navigation (and its
   * tooltip), and the name of the bottom bar's icon for screen readers; keep it short.
   */
  'nav.create': 'Create',
  /**
   * Navigation: the link to the user's own profile, beside its icon in the side navigation (and its
   * tooltip), and the name of the bottom bar's picture for screen readers; keep it short.
   */
  'nav.profile': 'Profile',
  /**
   * Bottom bar (small screens): the name screen readers give the menu icon button that opens the
   * theme and language choices and "Log out".
   */
  'nav.more': 'More',
  /**
   * Signs the user out: an item of the side navigation (and its tooltip) and of the bottom bar's
   * menu; keep it short.
   */
  'nav.logOut': 'Log out',
  /**
   * Side navigation: the item (and tooltip) that opens the colour theme menu; also the heading of
   * the theme choices in that menu and in the bottom bar's menu.
   */
  'nav.theme': 'Theme',
  /**
   * Side navigation: the item (and tooltip) that opens the language menu; also the heading of the
   * language choices in the menus, and the label of the language list under the sign-in and sign-up
   * forms.
   */
  'nav.language': 'Language',
  /**
   * Side navigation and the bottom bar's "More" menu: the item (and tooltip) that installs the app
   * on the device (or, on a browser that cannot do it from the page, explains how); keep it short.
   */
  'nav.install': 'Install app',
  /**
   * The small dialog that explains how to install the app on a browser that cannot do it from the
   * page: its title: `{product}` is the product's name, "PhotoBooth".
   */
  'nav.installTitle': 'Install {product}',
  /**
   * The install dialog's text: `{product}` is the product's name, "PhotoBooth". "Share" and "Add to
   * Home Screen" are the names the browser (Safari on iPhone and iPad) gives its menu and its
   * item: use the names it shows in your language.
   */
  'nav.installSteps':
    "To install {product}, open your browser's Share menu and choose “Add to Home Screen”.",
  /** The install dialog's button that closes it once read; keep it short. */
  'nav.installDone': 'Got it',
  /**
   * Theme menu: the choice that follows the device's own light or dark setting; a short menu item
   * beside an icon.
   */
  'nav.theme.system': 'System',
  /** Theme menu: the choice of light colours; a short menu item beside an icon. */
  'nav.theme.light': 'Light',
  /** Theme menu: the choice of dark colours; a short menu item beside an icon. */
  'nav.theme.dark': 'Dark',
} as const
