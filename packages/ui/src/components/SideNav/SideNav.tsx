import { userHandle } from '@photobooth/api-client'
import { paths } from '../../paths'
import { useUi } from '../../provider/ui-context'
import { useViewer } from '../../provider/viewer-context'
import { Avatar } from '../Avatar/Avatar'
import { LogoutIcon } from '../Icon/icons'
import { Logo } from '../Logo/Logo'
import * as nav from './nav.css'
import {
  destinationName,
  NAV_DESTINATIONS,
  type NavDestination,
  showsBadge,
} from './nav-destinations'
import * as styles from './SideNav.css'
import { UnreadBadge } from './UnreadBadge'

export interface SideNavProps {
  /** Unread notifications (after cleanup); above 0 the Notifications link shows a badge. */
  unreadCount: number
  /** "Log out" was pressed: the app clears the session and goes to /login. */
  onSignOut: () => void
  /** The page being shown: its link is marked `aria-current="page"`. */
  current?: NavDestination
  className?: string
}

/**
 * The signed-in navigation beside the page: logo and title, Home, Notifications (with the
 * unread badge), Create and Profile, then the viewer and "Log out". A rail of icons on
 * medium screens; hidden on small ones, where {@link BottomNav} takes over. Renders nothing
 * for a guest.
 */
export function SideNav({ unreadCount, onSignOut, current, className }: SideNavProps) {
  const viewer = useViewer()
  const { Link } = useUi()
  if (!viewer) return null
  return (
    <nav aria-label="Main" className={[styles.nav, className].filter(Boolean).join(' ')}>
      <Link href={paths.home()} className={styles.brand}>
        <span className={styles.wideOnly}>
          <Logo size="medium" />
        </span>
        <span className={styles.railOnly}>
          <Logo size="medium" withName={false} />
        </span>
      </Link>
      <ul className={styles.list}>
        {NAV_DESTINATIONS.map((destination) => {
          const Icon = destination.icon
          const badge = showsBadge(destination.key, unreadCount)
          return (
            <li key={destination.key}>
              <Link
                href={destination.href}
                className={styles.item}
                aria-current={current === destination.key ? 'page' : undefined}
                aria-label={badge ? destinationName(destination, unreadCount) : undefined}
                title={destination.label}
              >
                <span className={nav.iconBox}>
                  <Icon size={24} />
                  {badge ? (
                    <span className={styles.railOnly}>
                      <UnreadBadge count={unreadCount} placement="corner" />
                    </span>
                  ) : null}
                </span>
                <span className={styles.label}>{destination.label}</span>
                {badge ? (
                  <span className={styles.rowEnd}>
                    <UnreadBadge count={unreadCount} placement="inline" />
                  </span>
                ) : null}
              </Link>
            </li>
          )
        })}
      </ul>
      <div className={styles.footer}>
        <Link href={paths.profile()} className={styles.viewer}>
          <Avatar user={viewer} size="small" />
          <span className={styles.viewerText}>
            <span className={styles.viewerName}>{viewer.name}</span>
            <span className={styles.viewerHandle}>{userHandle(viewer)}</span>
          </span>
        </Link>
        <button type="button" className={styles.item} onClick={onSignOut} title="Log out">
          <span className={nav.iconBox}>
            <LogoutIcon size={24} />
          </span>
          <span className={styles.label}>Log out</span>
        </button>
      </div>
    </nav>
  )
}
