'use client'

import { nav as navMessages } from '../../i18n/compiled/en/nav'
import type { Locale } from '../../i18n/locales'
import { useT } from '../../i18n/use-t'
import { MenuIcon } from '../../icons/menu-icons'
import { cx } from '../../lib/class-names'
import type { ThemeChoice } from '../../provider/UiProvider'
import { useUi } from '../../provider/ui-context'
import { useViewer } from '../../provider/viewer-context'
import { stack } from '../../styles/layout.css'
import { visuallyHidden } from '../../styles/utils.css'
import { Avatar } from '../Avatar/Avatar'
import { Stack } from '../Layout/Layout'
import * as styles from './BottomNav.css'
import { IconBox } from './IconBox'
import type { InstallOffer } from './install-offer'
import { NavMenu } from './NavMenu'
import * as nav from './nav.css'
import {
  destinationName,
  NAV_DESTINATIONS,
  type NavDestination,
  showsBadge,
} from './nav-destinations'
import { UnreadBadge } from './UnreadBadge'
import { useInstallEntry } from './use-install-entry'

export { BOTTOM_NAV_HEIGHT } from './BottomNav.css'

export interface BottomNavProps {
  /** Unread notifications (after cleanup); above 0 the Notifications link shows a badge. */
  unreadCount: number
  /** The page being shown: its link is marked `aria-current="page"`. */
  current?: NavDestination
  /** "Log out" in the "More" menu: the app clears the session and goes to /login. */
  onSignOut: () => void
  /** The colour theme chosen (see `onThemeChange`). */
  theme?: ThemeChoice
  /** With it the "More" menu offers the themes too: System, Light, Dark. */
  onThemeChange?: (theme: ThemeChoice) => void
  /** The language in use (see `onLocaleChange`). */
  locale?: Locale
  /** With it the "More" menu offers the languages too, beside the themes. */
  onLocaleChange?: (locale: Locale) => void
  /**
   * Whether the app can be installed on this device, and how (see `InstallOffer`): with it the
   * "More" menu offers "Install app" above "Log out"; without it, nothing.
   */
  install?: InstallOffer | undefined
  className?: string
}

/**
 * The small-screen navigation: a bar fixed to the bottom with the same four destinations as
 * {@link SideNav}, as named icons (Profile shows the viewer's picture), and "More": a menu with
 * the theme, the language, "Install app" (when the app can be installed) and "Log out", which
 * the side navigation shows on its own. Shown only on small
 * screens; the page should leave room below its content (`BOTTOM_NAV_HEIGHT`). Renders nothing
 * for a guest.
 */
export function BottomNav({
  unreadCount,
  current,
  onSignOut,
  theme,
  onThemeChange,
  locale,
  onLocaleChange,
  install,
  className,
}: BottomNavProps) {
  const viewer = useViewer()
  const { Link } = useUi()
  const t = useT(navMessages)
  const installEntry = useInstallEntry(install)
  if (!viewer) return null
  return (
    <nav aria-label={t('nav.main')} className={[styles.bar, className].filter(Boolean).join(' ')}>
      <Stack as="ul" direction="row" align="stretch" className={styles.list}>
        {NAV_DESTINATIONS.map((destination) => {
          const Icon = destination.icon
          return (
            <Stack as="li" direction="row" key={destination.key} className={styles.entry}>
              <Link
                href={destination.href}
                className={cx(centred, styles.link)}
                aria-current={current === destination.key ? 'page' : undefined}
                aria-label={destinationName(destination, unreadCount, t)}
              >
                <IconBox className={nav.iconBox}>
                  {destination.key === 'profile' ? (
                    <Avatar user={viewer} size="small" className={styles.avatar} />
                  ) : (
                    <Icon size={26} />
                  )}
                  {showsBadge(destination.key, unreadCount) ? (
                    <UnreadBadge count={unreadCount} placement="corner" />
                  ) : null}
                </IconBox>
              </Link>
            </Stack>
          )
        })}
        <Stack as="li" direction="row" className={styles.entry}>
          <NavMenu
            theme={theme}
            onThemeChange={onThemeChange}
            locale={locale}
            onLocaleChange={onLocaleChange}
            onInstall={installEntry.start}
            onSignOut={onSignOut}
          >
            <button type="button" className={cx(centred, styles.link, styles.more)}>
              <IconBox className={nav.iconBox}>
                <MenuIcon size={26} />
              </IconBox>
              <span className={visuallyHidden}>{t('nav.more')}</span>
            </button>
          </NavMenu>
        </Stack>
      </Stack>
      {installEntry.dialog}
    </nav>
  )
}

/** An entry's icon, in the middle of its share of the bar. */
const centred = stack({ direction: 'row', align: 'center', justify: 'center' })
