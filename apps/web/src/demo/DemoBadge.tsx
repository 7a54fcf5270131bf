import { Stack } from '@photobooth/ui'
import { lazy, Suspense, useState } from 'react'
import * as styles from './demo.css'

// The panel (and its dialogs) is fetched when the badge is first pressed.
const DemoPanel = lazy(() =>
  import('./DemoPanel').then((module) => ({ default: module.DemoPanel })),
)

/** "Demo" in a corner, opening the demo's panel. */
export function DemoBadge() {
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  return (
    <>
      <Stack
        as="button"
        inline
        direction="row"
        align="center"
        gap="xs"
        type="button"
        className={styles.badge}
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
      >
        <span className={styles.dot} aria-hidden="true" />
        Demo
      </Stack>
      {used ? (
        <Suspense fallback={null}>
          <DemoPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
}
