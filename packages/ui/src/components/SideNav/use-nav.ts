'use client'

import { nav as navMessages } from '../../i18n/compiled/en/nav'
import type { Locale } from '../../i18n/locales'
import { useT } from '../../i18n/use-t'
import type { ThemeChoice } from '../../provider/UiProvider'
import { useUi } from '../../provider/ui-context'
import { useViewer } from '../../provider/viewer-context'
import type { InstallOffer } from './install-offer'
import type { NavDestination } from './nav-destinations'
import { useInstallEntry } from './use-install-entry'

/**
 * What the signed-in navigation takes, beside the page ({@link SideNav}) or at its foot on a
 * phone ({@link BottomNav}): where the reader is, what is unread, and what the app does when
 * the reader signs out or chooses a theme or a language.
 */
export interface NavProps {
  /** Unread notifications (after cleanup); above 0 the Notifications link shows a badge. */
  unreadCount: number
  /** The page being shown: its link is marked `aria-current="page"`. */
  current?: NavDestination
  /** "Log out" was pressed: the app clears the session and goes to /login. */
  onSignOut: () => void
  /** The colour theme chosen (see `onThemeChange`). */
  theme?: ThemeChoice
  /**
   * With it the navigation offers the themes: System, Light, Dark ("Theme", above "Log out"
   * beside the page, in the "More" menu on a phone).
   */
  onThemeChange?: (theme: ThemeChoice) => void
  /** The language in use (see `onLocaleChange`). */
  locale?: Locale
  /** With it the navigation offers the languages too, beside the themes. */
  onLocaleChange?: (locale: Locale) => void
  /**
   * Whether the app can be installed on this device, and how (see `InstallOffer`): with it,
   * "Install app" above "Log out" (in the "More" menu on a phone); without it, nothing.
   */
  install?: InstallOffer | undefined
  className?: string
}

/**
 * What either navigation needs to draw itself: the viewer (none for a guest, for whom nothing
 * is drawn), the app's links and where they go, the navigation's words and "Install app".
 */
export function useNav(install: InstallOffer | undefined) {
  const { Link, paths } = useUi()
  return {
    viewer: useViewer(),
    Link,
    paths,
    t: useT(navMessages),
    installEntry: useInstallEntry(install),
  }
}
