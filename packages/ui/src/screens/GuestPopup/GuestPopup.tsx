import { button } from '../../components/Button/Button.css'
import { Dialog } from '../../components/Dialog/Dialog'
import { Stack } from '../../components/Layout/Layout'
import { paths } from '../../paths'
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
  const { Link, productName } = useUi()
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Join ${productName}`}
      description="Log in to like photos, join the conversation and see everything people share."
      className={styles.dialog}
    >
      <Stack gap="sm">
        <Link
          href={paths.login()}
          className={button({ variant: 'primary', size: 'large', fullWidth: true })}
        >
          Log In
        </Link>
        <Link
          href={paths.register()}
          className={button({ variant: 'secondary', size: 'large', fullWidth: true })}
        >
          Create Account
        </Link>
      </Stack>
      <p className={styles.terms}>
        By continuing, you agree to {productName}'s Terms of Service and Privacy Policy.
      </p>
    </Dialog>
  )
}
