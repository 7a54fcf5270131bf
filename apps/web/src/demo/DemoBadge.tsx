import { demoMessages, Stack, useT } from '@photobooth/ui'
import { lazy, Suspense, use, useState } from 'react'
import { InSideNavigation } from '../layout/demo-badge-dock'
import * as styles from './demo.css'

// The panel (and its dialogs) is fetched when the badge is first pressed.
const DemoPanel = lazy(() =>
  import('./DemoPanel').then((module) => ({ default: module.DemoPanel })),
)

/**
 * "Demo", opening the demo's panel. Never over the page: in a strip of its own above it, or at
 * the foot of the side navigation, which the signed-in shell keeps for it on wide screens (the
 * strip then steps aside there). See layout/demo-badge-dock.ts.
 */
export function DemoBadge() {
  const inSideNavigation = use(InSideNavigation)
  const t = useT(demoMessages)
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const badge = (
    <>
      <Stack
        as="button"
        inline
        direction="row"
        align="center"
        gap="xs"
        type="button"
        className={inSideNavigation ? `${styles.badge} ${styles.badgeInNavigation}` : styles.badge}
        aria-haspopup="dialog"
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
      >
        <span className={styles.dot} aria-hidden="true" />
        {t('demo.badge')}
      </Stack>
      {used ? (
        <Suspense fallback={null}>
          <DemoPanel open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  )
  if (inSideNavigation) return badge
  return (
    <Stack
      as="aside"
      direction="row"
      justify="end"
      aria-label={t('demo.title')}
      className={styles.strip}
    >
      {badge}
    </Stack>
  )
}
