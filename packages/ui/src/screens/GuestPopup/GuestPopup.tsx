'use client'

import { button } from '../../components/Button/Button.css'
import { Dialog } from '../../components/Dialog/Dialog'
import { Stack } from '../../components/Layout/Layout'
import { Text } from '../../components/Text/Text'
import { feed } from '../../i18n/compiled/en/feed'
import { guest } from '../../i18n/compiled/en/guest'
import { useT } from '../../i18n/use-t'
import { useUi } from '../../provider/ui-context'
import * as styles from './GuestPopup.css'

export interface GuestPopupProps {
  open: boolean
  /** Escape, the close button or a click outside ask to close it (`false`). */
  onOpenChange: (open: boolean) => void
}

/**
 * What a guest gets instead of liking, commenting or opening a profile or post, and when the
 * feed's 4th post scrolls into view: an invitation to log in or create an account.
 */
export function GuestPopup({ open, onOpenChange }: GuestPopupProps) {
  const { Link, productName, paths } = useUi()
  const t = useT(feed, guest)
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('feed.guest.join', { product: productName })}
      description={t('guest.description')}
      className={styles.dialog}
    >
      <Stack gap="sm">
        <Link
          href={paths.login()}
          className={button({ variant: 'primary', size: 'large', fullWidth: true })}
        >
          {t('guest.logIn')}
        </Link>
        <Link
          href={paths.register()}
          className={button({ variant: 'secondary', size: 'large', fullWidth: true })}
        >
          {t('guest.createAccount')}
        </Link>
      </Stack>
      <Text as="p" size="xs" tone="muted" leading="relaxed" className={styles.terms}>
        {t('guest.terms', { product: productName })}
      </Text>
    </Dialog>
  )
}
