'use client'

import { device } from '../../i18n/compiled/en/device'
import { useT } from '../../i18n/use-t'
import { cx } from '../../lib/class-names'
import { Button } from '../Button/Button'
import { Cluster } from '../Layout/Layout'
import { Text } from '../Text/Text'
import * as styles from './UpdatePrompt.css'

export interface UpdatePromptProps {
  /** "Reload" was pressed: the app moves to the new version (and reloads the page). */
  onReload: () => void
  /** "Later" was pressed: the app hides the bar and keeps the version in use. */
  onDismiss: () => void
  className?: string
}

/**
 * A bar that says a new version of the app is ready: "A new version is available", with
 * "Reload" and "Later". Not modal and never takes the focus, so whatever the reader is doing
 * (typing a comment, say) goes on; screen readers hear it politely (`role="status"`) and find
 * its two buttons next. It places itself nowhere: the app puts it where it covers nothing (above
 * the bottom bar on a phone) while a new version waits.
 */
export function UpdatePrompt({ onReload, onDismiss, className }: UpdatePromptProps) {
  const t = useT(device)
  return (
    <Cluster role="status" gap="sm" justify="end" className={cx(styles.bar, className)}>
      <Text as="p" weight="medium" className={styles.message}>
        {t('device.update.available')}
      </Text>
      <Cluster gap="xs" wrap={false}>
        <Button size="small" onClick={onReload}>
          {t('device.update.reload')}
        </Button>
        <Button size="small" variant="ghost" onClick={onDismiss}>
          {t('device.update.later')}
        </Button>
      </Cluster>
    </Cluster>
  )
}
