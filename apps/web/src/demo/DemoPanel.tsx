import {
  Button,
  ConfirmDialog,
  Dialog,
  demoMessages,
  paths,
  Stack,
  useT,
  useUi,
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
  const t = useT(demoMessages)
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
        title={t('demo.title')}
        description={t('demo.description', { product: productName })}
        actions={
          <Button variant="danger" onClick={() => setConfirming(true)}>
            {t('demo.resetData')}
          </Button>
        }
      >
        <Stack as="ul" gap="xs" className={styles.accounts} aria-label={t('demo.accounts')}>
          <li>
            {t('demo.demoAccount')} <span className={styles.code}>demo@photobooth.app</span> /{' '}
            <span className={styles.code}>demo1234</span>
          </li>
          <li>
            {t('demo.friend')} <span className={styles.code}>riley@photobooth.app</span> /{' '}
            <span className={styles.code}>photobooth</span>
          </li>
        </Stack>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('demo.confirmTitle')}
        description={t('demo.confirmDescription')}
        confirmLabel={t('demo.confirm')}
        destructive
        busy={resetting}
        onConfirm={() => void reset()}
      />
    </>
  )
}
