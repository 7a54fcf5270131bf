'use client'

import { device } from '../../i18n/compiled/en/device'
import { useFormatLocale, useT } from '../../i18n/use-t'
import { CloudOffIcon } from '../../icons/icons'
import { cx } from '../../lib/class-names'
import { useNow, useTimeZone } from '../../lib/clock'
import { savedAgo } from '../../lib/relative-time'
import { Stack } from '../Layout/Layout'
import { Text } from '../Text/Text'
import * as styles from './OfflineNotice.css'

export interface OfflineNoticeProps {
  /**
   * When what the page shows was saved on the device (ms since the epoch): the notice adds
   * "Saved 5 minutes ago", "Saved at 9:05 AM" and the like. Without it, the notice says only
   * that the device is offline.
   */
  savedAt?: number | undefined
  className?: string
}

/**
 * A calm banner for a page shown from what was saved on the device while there is no
 * connection: "You're offline — showing what was saved", and when that was. Not modal, never
 * in the way: the page stays usable under it, and screen readers hear it politely
 * (`role="status"`). The app shows it while the device is offline and the page is the saved one.
 */
export function OfflineNotice({ savedAt, className }: OfflineNoticeProps) {
  const t = useT(device)
  const locale = useFormatLocale()
  const now = useNow()
  const timeZone = useTimeZone()
  const known = savedAt !== undefined && Number.isFinite(savedAt) ? savedAt : undefined
  return (
    <Stack
      direction="row"
      align="start"
      gap="sm"
      role="status"
      className={cx(styles.notice, className)}
    >
      <CloudOffIcon size={20} className={styles.icon} />
      <Stack gap="xxs" className={styles.body}>
        <Text as="p" weight="medium">
          {t('device.offline.notice')}
        </Text>
        {known !== undefined ? (
          <Text as="p" tone="muted">
            <time dateTime={new Date(known).toISOString()}>
              {savedAgo(known, now, t, locale, timeZone)}
            </time>
          </Text>
        ) : null}
      </Stack>
    </Stack>
  )
}
