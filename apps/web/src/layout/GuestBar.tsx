import { Button, Logo, paths, useUi } from '@photobooth/ui'
import { navigateTo } from '../navigation'
import * as styles from './AppShell.css'

/** A guest's top bar: the logo home, and the way in. */
export function GuestBar() {
  const { Link } = useUi()
  return (
    <header className={styles.topBar}>
      <Link href={paths.home()} className={styles.brand}>
        <Logo size="small" />
      </Link>
      <nav className={styles.actions} aria-label="Account">
        <Button variant="ghost" size="small" onClick={() => navigateTo(paths.login())}>
          Log In
        </Button>
        <Button size="small" onClick={() => navigateTo(paths.register())}>
          Sign Up
        </Button>
      </nav>
    </header>
  )
}
