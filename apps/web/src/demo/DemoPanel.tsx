import { Button, ConfirmDialog, Dialog, paths, Stack } from '@photobooth/ui'
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
        title="Demo mode"
        description="You are exploring PhotoBooth with sample people and photos. Everything runs in this browser and is kept across reloads."
        actions={
          <Button variant="danger" onClick={() => setConfirming(true)}>
            Reset demo data
          </Button>
        }
      >
        <Stack as="ul" gap="xs" className={styles.accounts} aria-label="Demo accounts">
          <li>
            Demo account: <span className={styles.code}>demo@photobooth.app</span> /{' '}
            <span className={styles.code}>demo1234</span>
          </li>
          <li>
            A friend: <span className={styles.code}>riley@photobooth.app</span> /{' '}
            <span className={styles.code}>photobooth</span>
          </li>
        </Stack>
      </Dialog>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Reset the demo?"
        description="Every post, comment, like and account made in this browser goes, and the sample community comes back. You will be signed out."
        confirmLabel="Reset"
        destructive
        busy={resetting}
        onConfirm={() => void reset()}
      />
    </>
  )
}
