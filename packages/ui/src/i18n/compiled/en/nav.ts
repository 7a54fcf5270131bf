// Compiled from ../../messages by `npm run messages` (../../compile-catalogues.ts): do not edit.
import type { EnglishPart } from '../../english'

/** English messages of the part "nav": for the components that show them, `useT(nav)`. */
export const nav: EnglishPart<'nav'> = {
  "nav.main": "Main",
  "nav.home": "Home",
  "nav.notifications": "Notifications",
  "nav.notificationsUnread": [
    "Notifications, ",
    [
      "count"
    ],
    " unread"
  ],
  "nav.create": "Create",
  "nav.profile": "Profile",
  "nav.more": "More",
  "nav.logOut": "Log out",
  "nav.theme": "Theme",
  "nav.language": "Language",
  "nav.install": "Install app",
  "nav.installTitle": [
    "Install ",
    [
      "product"
    ]
  ],
  "nav.installSteps": [
    "To install ",
    [
      "product"
    ],
    ", open your browser's Share menu and choose “Add to Home Screen”."
  ],
  "nav.installDone": "Got it",
  "nav.theme.system": "System",
  "nav.theme.light": "Light",
  "nav.theme.dark": "Dark"
}
