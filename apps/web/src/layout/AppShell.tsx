import {
  BottomNav,
  isLocale,
  SideNav,
  type SideNavProps,
  Stack,
  useUnreadNotificationCount,
} from '@photobooth/ui'
import { type ReactNode, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router-dom'
import { useSession } from '../auth/use-session'
import { installOffer } from '../install/install-offer'
import { useLanguage } from '../language/use-language'
import { useServices } from '../services-context'
import { useThemeChoice } from '../theme/use-theme-choice'
import * as styles from './AppShell.css'
import { InSideNavigation } from './demo-badge-dock'
import { GuestBar } from './GuestBar'

function currentDestination(pathname: string): SideNavProps['current'] {
  if (pathname === '/') return 'home'
  if (pathname.startsWith('/notifications')) return 'notifications'
  if (pathname.startsWith('/create-post')) return 'create'
  if (pathname === '/profile' || pathname === '/edit-profile') return 'profile'
  return undefined
}

/**
 * The frame of every page but the sign-in ones: the side navigation (a bottom bar on small
 * screens) with the unread badge, the theme, "Install app" (where the device can install it)
 * and "Log out" for a signed-in user (on small screens the last ones are in the bar's "More"
 * menu); a top bar with sign-in links for a
 * guest.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { user } = useSession()
  const services = useServices()
  const { pathname } = useLocation()
  // The session's feed (see router.tsx), polled at once and every 60 s while someone is signed in.
  const unread = useUnreadNotificationCount()
  const [theme, setTheme] = useThemeChoice(services.storage)
  const [locale, setLocale] = useLanguage(services.storage)
  // "Install app" where this browser can install the app and it does not run installed.
  const install = useSyncExternalStore(installOffer.subscribe, installOffer.get)

  if (!user) {
    return (
      <>
        <GuestBar />
        {children}
      </>
    )
  }
  const current = currentDestination(pathname)
  // What both bars say and do; CSS shows the one that fits the screen.
  const navigation = {
    unreadCount: unread,
    current,
    theme,
    onThemeChange: setTheme,
    // The pseudo-locale (development) is none of the menu's languages.
    locale: isLocale(locale) ? locale : undefined,
    onLocaleChange: setLocale,
    onSignOut: () => void services.signOut(),
    install,
  }
  const { DemoBadge } = services
  return (
    <Stack direction="row" align="start" className={styles.shell}>
      <SideNav
        {...navigation}
        extra={
          DemoBadge ? (
            <InSideNavigation value={true}>
              <DemoBadge />
            </InSideNavigation>
          ) : undefined
        }
      />
      <div className={styles.content}>{children}</div>
      <BottomNav {...navigation} />
    </Stack>
  )
}
