import {
  BottomNav,
  Button,
  Logo,
  SideNav,
  type SideNavProps,
  Stack,
  useUi,
  useUnreadNotificationCount,
} from '@photobooth/ui'
import type { ReactNode } from 'react'
import { useLocation, useNavigate } from 'react-router-dom'
import { useSession } from '../auth/use-session'
import { useServices } from '../services-context'
import * as styles from './AppShell.css'

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
  // The session's feed (see Root), polled at once and every 60 s while someone is signed in.
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
          navigate('/login', { replace: true })
        }}
      />
      <div className={styles.content}>{children}</div>
      <BottomNav unreadCount={unread} current={current} />
    </Stack>
  )
}

function GuestBar() {
  const { Link } = useUi()
  const navigate = useNavigate()
  return (
    <Stack
      as="header"
      direction="row"
      align="center"
      justify="between"
      gap="md"
      className={styles.topBar}
    >
      <Stack asChild inline direction="row">
        <Link href="/" className={styles.brand}>
          <Logo size="small" />
        </Link>
      </Stack>
      <Stack as="nav" direction="row" gap="sm" aria-label="Account">
        <Button variant="ghost" size="small" onClick={() => navigate('/login')}>
          Log In
        </Button>
        <Button size="small" onClick={() => navigate('/register')}>
          Sign Up
        </Button>
      </Stack>
    </Stack>
  )
}
