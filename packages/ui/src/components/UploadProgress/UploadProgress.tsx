'use client'

import { Progress } from 'radix-ui'
import { useId } from 'react'
import { compose } from '../../i18n/compiled/en/compose'
import { useT } from '../../i18n/use-t'
import { cx } from '../../lib/class-names'
import { text } from '../../styles/text.css'
import { Button } from '../Button/Button'
import { Stack } from '../Layout/Layout'
import { Text } from '../Text/Text'
import * as styles from './UploadProgress.css'
import { useNumberFormat } from './use-number-format'

export interface UploadProgressProps {
  /** Percent sent (0–100), or null while unknown (the photo is being prepared, or the
   * browser reports no progress). */
  percent: number | null
  /** What is happening, e.g. "Uploading photo" or "Preparing photo…". */
  label: string
  /** Stops the upload; the form is left as it was. */
  onCancel: () => void
  className?: string
}

/**
 * An upload on its way: an accessible progress bar with the percentage sent, and Cancel.
 * Without a percentage the bar runs without end, and says so to screen readers.
 */
export function UploadProgress({ percent, label, onCancel, className }: UploadProgressProps) {
  const t = useT(compose)
  const format = useNumberFormat()
  const labelId = useId()
  const known = percent !== null
  const value = known ? Math.round(Math.min(100, Math.max(0, percent))) : null
  return (
    <Stack gap="xs" className={cx(styles.root, className)}>
      <Stack
        direction="row"
        justify="between"
        gap="sm"
        className={text({ size: 'sm', tone: 'default' })}
      >
        <span id={labelId}>{label}</span>
        {value !== null ? (
          <Text tone="muted" numeric aria-hidden="true">
            {format.percent(value)}
          </Text>
        ) : null}
      </Stack>
      <Stack direction="row" align="center" gap="sm">
        <Progress.Root
          className={styles.bar}
          value={value}
          max={100}
          aria-labelledby={labelId}
          getValueLabel={(current) => format.percent(current)}
        >
          <Progress.Indicator
            className={known ? styles.indicator : `${styles.indicator} ${styles.running}`}
            // physical: the bar turns round as a whole right to left (`styles.bar`).
            style={known ? { transform: `translateX(-${100 - (value ?? 0)}%)` } : undefined}
          />
        </Progress.Root>
        <Button
          variant="secondary"
          size="small"
          aria-label={t('compose.upload.cancel')}
          onClick={onCancel}
        >
          {t('compose.cancel')}
        </Button>
      </Stack>
    </Stack>
  )
}
