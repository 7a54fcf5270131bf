import {
  BottomNav,
  paths,
  SideNav,
  type SideNavProps,
  Stack,
  useUnreadNotificationCount,
} from '@photobooth/ui'
import type { ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useSession } from '../auth/use-session'
import { useServices } from '../services-context'
import * as styles from './AppShell.css'
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
 * screens) with the unread badge for a signed-in user; a top bar with sign-in links for a guest.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { user } = useSession()
  const services = useServices()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  // The session's feed (see router.tsx), polled at once and every 60 s while someone is signed in.
  const unread = useUnreadNotificationCount()

  if (!user) {
    return (
      <>
        <GuestBar />
        {children}
      </>
    )
  }
  const current = currentDestination(pathname)
  return (
    <Stack direction="row" align="start" className={styles.shell}>
      <SideNav
        unreadCount={unread}
        current={current}
        onSignOut={async () => {
          await services.signOut()
          navigate(paths.login(), { replace: true })
        }}
      />
      <div className={styles.content}>{children}</div>
      <BottomNav unreadCount={unread} current={current} />
    </Stack>
  )
}
