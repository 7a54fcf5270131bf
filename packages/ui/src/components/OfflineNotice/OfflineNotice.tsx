'use client'

import { device } from '../../i18n/compiled/en/device'
import { savedAgo } from '../../i18n/relative-time'
import { useFormatLocale, useT } from '../../i18n/use-t'
import { CloudOffIcon } from '../../icons/icons'
import { cx } from '../../lib/class-names'
import { useNow, useTimeZone } from '../../provider/clock'
import { useUi } from '../../provider/ui-context'
import { Stack } from '../Layout/Layout'
import { Text } from '../Text/Text'
import * as styles from './OfflineNotice.css'

export interface OfflineNoticeProps {
  /**
   * Why the page shows what was saved: the device is offline ("You're offline — …", the
   * default), or it has a connection but the server did not answer ("Can't reach PhotoBooth —
   * …", with `UiProvider`'s product name).
   */
  reason?: 'offline' | 'unreachable'
  /**
   * When what the page shows was saved on the device (ms since the epoch): the notice adds
   * "Saved 5 minutes ago", "Saved at 9:05 AM" and the like. Without it, the notice says only
   * why it shows what was saved.
   */
  savedAt?: number | undefined
  className?: string
}

/**
 * A calm banner for a page shown from what was saved on the device: "You're offline — showing
 * what was saved" while there is no connection, "Can't reach PhotoBooth — showing what was
 * saved" while the server does not answer, and when that was. Not modal, never in the way: the
 * page stays usable under it, and screen readers hear it politely (`role="status"`).
 */
export function OfflineNotice({ reason = 'offline', savedAt, className }: OfflineNoticeProps) {
  const t = useT(device)
  const { productName } = useUi()
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
          {reason === 'unreachable'
            ? t('device.unreachable.notice', { product: productName })
            : t('device.offline.notice')}
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
