import {
  Button,
  ConfirmDialog,
  Dialog,
  paths,
  Stack,
  useT,
  useUi,
  webMessages,
} from '@photobooth/ui'
import { useState } from 'react'
import { useServices } from '../services-context'
import * as styles from './demo.css'

/** What the demo is, its accounts, and a reset of its data. */
export function DemoPanel({
  open,
  onOpenChange,
}: {
  open: boolean
  onOpenChange: (open: boolean) => void
}) {
  const services = useServices()
  const t = useT(webMessages)
  const { productName } = useUi()
  const [confirming, setConfirming] = useState(false)
  const [resetting, setResetting] = useState(false)
  const demo = services.demo

  const reset = async () => {
    if (!demo) return
    setResetting(true)
    // The page is reloaded on the feed below: no stop at the login page on the way.
    await services.signOut({ to: null })
    await demo.reset()
    window.location.assign(paths.home())
  }

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('web.demo.title')}
        description={t('web.demo.description', { product: productName })}
        actions={
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('web.demo.resetData')}
          </Button>
        }
      >
        <Stack as="ul" gap="xs" className={styles.accounts} aria-label={t('web.demo.accounts')}>
          <li>
            {t('web.demo.demoAccount')} <span className={styles.code}>demo@photobooth.app</span> /{' '}
            <span className={styles.code}>demo1234</span>
          </li>
          <li>
            {t('web.demo.friend')} <span className={styles.code}>riley@photobooth.app</span> /{' '}
            <span className={styles.code}>photobooth</span>
          </li>
        </Stack>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('web.demo.confirmTitle')}
        description={t('web.demo.confirmDescription')}
        confirmLabel={t('web.demo.confirm')}
        destructive
        busy={resetting}
        onConfirm={() => void reset()}
      />
    </>
  )
}
