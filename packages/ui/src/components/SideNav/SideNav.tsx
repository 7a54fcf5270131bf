'use client'

import { userHandle } from '@photobooth/api-client'
import type { ReactNode } from 'react'
import { DownloadIcon, LogoutIcon } from '../../icons/icons'
import { GlobeIcon } from '../../icons/menu-icons'
import { cx } from '../../lib/class-names'
import { stack } from '../../styles/layout.css'
import { Avatar } from '../Avatar/Avatar'
import { Stack } from '../Layout/Layout'
import { Logo } from '../Logo/Logo'
import { Text } from '../Text/Text'
import { IconBox } from './IconBox'
import { NavMenu } from './NavMenu'
import * as nav from './nav.css'
import { destinationName, NAV_DESTINATIONS, showsBadge } from './nav-destinations'
import * as styles from './SideNav.css'
import { ThemeIcon } from './theme-choices'
import { UnreadBadge } from './UnreadBadge'
import { type NavProps, useNav } from './use-nav'

export interface SideNavProps extends NavProps {
  /**
   * Something the app shows at the foot of the navigation, above the viewer, in a place of its
   * own where it covers nothing (the demo's badge). It must fit the rail (60 px) too.
   */
  extra?: ReactNode
}

/**
 * The signed-in navigation beside the page: logo and title, Home, Notifications (with the
 * unread badge), Create and Profile, then the viewer, "Theme", "Language", "Install app" (when
 * the app can be installed) and "Log out". A rail of icons
 * on medium screens; hidden on small ones, where {@link BottomNav} takes over. Renders
 * nothing for a guest.
 */
export function SideNav({
  unreadCount,
  onSignOut,
  current,
  theme = 'system',
  onThemeChange,
  locale = 'en',
  onLocaleChange,
  install,
  extra,
  className,
}: SideNavProps) {
  const { viewer, Link, paths, t, installEntry } = useNav(install)
  if (!viewer) return null
  return (
    <Stack as="nav" gap="lg" aria-label={t('nav.main')} className={cx(styles.nav, className)}>
      <Link href={paths.home()} className={cx(iconRow, styles.brand)}>
        <span className={styles.wideOnly}>
          <Logo size="medium" />
        </span>
        <IconBox className={styles.railOnly}>
          <Logo size="medium" withName={false} />
        </IconBox>
      </Link>
      <Stack as="ul" gap="xs" className={styles.list}>
        {NAV_DESTINATIONS.map((destination) => {
          const Icon = destination.icon
          const badge = showsBadge(destination.key, unreadCount)
          return (
            <li key={destination.key}>
              <Link
                href={paths[destination.path]()}
                className={item}
                aria-current={current === destination.key ? 'page' : undefined}
                aria-label={badge ? destinationName(destination, unreadCount, t) : undefined}
                title={t(destination.label)}
              >
                <IconBox className={nav.iconBox}>
                  <Icon size={24} />
                  {badge ? (
                    <IconBox className={styles.railOnly}>
                      <UnreadBadge count={unreadCount} placement="corner" />
                    </IconBox>
                  ) : null}
                </IconBox>
                <span className={styles.label}>{t(destination.label)}</span>
                {badge ? (
                  <IconBox className={styles.rowEnd}>
                    <UnreadBadge count={unreadCount} placement="inline" />
                  </IconBox>
                ) : null}
              </Link>
            </li>
          )
        })}
      </Stack>
      <Stack gap="xs" className={styles.footer}>
        {extra}
        <Link
          href={paths.profile()}
          className={cx(stack({ direction: 'row', align: 'center', gap: 'sm' }), styles.viewer)}
        >
          <Avatar user={viewer} size="small" />
          <Stack as="span" className={styles.viewerText}>
            <Text size="sm" weight="bold" truncate>
              {viewer.name}
            </Text>
            <Text size="sm" tone="muted" truncate>
              {userHandle(viewer, t('app.noHandle'))}
            </Text>
          </Stack>
        </Link>
        {onThemeChange ? (
          <NavMenu theme={theme} onThemeChange={onThemeChange} side="right">
            <button type="button" className={item} title={t('nav.theme')}>
              <IconBox className={nav.iconBox}>
                <ThemeIcon choice={theme} size={24} />
              </IconBox>
              <span className={styles.label}>{t('nav.theme')}</span>
            </button>
          </NavMenu>
        ) : null}
        {onLocaleChange ? (
          <NavMenu locale={locale} onLocaleChange={onLocaleChange} side="right">
            <button type="button" className={item} title={t('nav.language')}>
              <IconBox className={nav.iconBox}>
                <GlobeIcon size={24} />
              </IconBox>
              <span className={styles.label}>{t('nav.language')}</span>
            </button>
          </NavMenu>
        ) : null}
        {installEntry.start ? (
          <button
            type="button"
            className={item}
            onClick={installEntry.start}
            title={t('nav.install')}
            aria-haspopup={install?.kind === 'instructions' ? 'dialog' : undefined}
          >
            <IconBox className={nav.iconBox}>
              <DownloadIcon size={24} />
            </IconBox>
            <span className={styles.label}>{t('nav.install')}</span>
          </button>
        ) : null}
        {installEntry.dialog}
        <button type="button" className={item} onClick={onSignOut} title={t('nav.logOut')}>
          <IconBox className={nav.iconBox}>
            <LogoutIcon size={24} />
          </IconBox>
          <span className={styles.label}>{t('nav.logOut')}</span>
        </button>
      </Stack>
    </Stack>
  )
}

/** Icon and text in a row, centred across. */
const iconRow = stack({ direction: 'row', align: 'center' })
/** A destination: its icon, its name, perhaps a badge. */
const item = cx(stack({ direction: 'row', align: 'center', gap: 'md' }), styles.item)
