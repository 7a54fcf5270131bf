import { Button, Logo, paths, Stack, useT, useUi, webMessages } from '@photobooth/ui'
import { navigateTo } from '../navigation'
import * as styles from './AppShell.css'

/** A guest's top bar: the logo home, and the way in. */
export function GuestBar() {
  const { Link } = useUi()
  const t = useT(webMessages)
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
        <Link href={paths.home()} className={styles.brand}>
          <Logo size="small" />
        </Link>
      </Stack>
      <Stack as="nav" direction="row" gap="sm" aria-label={t('web.guest.account')}>
        <Button variant="ghost" size="small" onClick={() => navigateTo(paths.login())}>
          {t('web.guest.logIn')}
        </Button>
        <Button size="small" onClick={() => navigateTo(paths.register())}>
          {t('web.guest.signUp')}
        </Button>
      </Stack>
    </Stack>
  )
}
