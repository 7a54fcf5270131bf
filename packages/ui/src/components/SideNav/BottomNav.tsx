'use client'

import { MenuIcon } from '../../icons/menu-icons'
import { cx } from '../../lib/class-names'
import { stack } from '../../styles/layout.css'
import { visuallyHidden } from '../../styles/utils.css'
import { Avatar } from '../Avatar/Avatar'
import { Stack } from '../Layout/Layout'
import * as styles from './BottomNav.css'
import { IconBox } from './IconBox'
import { NavMenu } from './NavMenu'
import * as nav from './nav.css'
import { destinationName, NAV_DESTINATIONS, showsBadge } from './nav-destinations'
import { UnreadBadge } from './UnreadBadge'
import { type NavProps, useNav } from './use-nav'

export { BOTTOM_NAV_HEIGHT } from './BottomNav.css'

/** The bottom bar's props: the navigation's ({@link NavProps}). */
export type BottomNavProps = NavProps

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
  const { viewer, Link, paths, t, installEntry } = useNav(install)
  if (!viewer) return null
  return (
    <nav aria-label={t('nav.main')} className={[styles.bar, className].filter(Boolean).join(' ')}>
      <Stack as="ul" direction="row" align="stretch" className={styles.list}>
        {NAV_DESTINATIONS.map((destination) => {
          const Icon = destination.icon
          return (
            <Stack as="li" direction="row" key={destination.key} className={styles.entry}>
              <Link
                href={paths[destination.path]()}
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
