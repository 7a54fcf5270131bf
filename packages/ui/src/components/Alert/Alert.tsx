import type { ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { AlertIcon, CheckIcon } from '../../icons/icons'
import { cx } from '../../lib/class-names'
import { Button } from '../Button/Button'
import { Cluster, Stack } from '../Layout/Layout'
import * as styles from './Alert.css'

export interface AlertProps {
  tone?: 'error' | 'success' | 'info'
  children: ReactNode
  className?: string
}

/** An inline message. Errors are announced at once (`role="alert"`), others politely. */
export function Alert({ tone = 'error', children, className }: AlertProps) {
  return (
    <Stack
      direction="row"
      align="start"
      gap="sm"
      role={tone === 'error' ? 'alert' : 'status'}
      className={cx(styles.alert[tone], className)}
    >
      {tone === 'success' ? (
        <CheckIcon size={18} className={styles.icon} />
      ) : (
        <AlertIcon size={18} className={styles.icon} />
      )}
      <Stack gap="xs" className={styles.body}>
        {children}
      </Stack>
    </Stack>
  )
}

export interface RetryNoticeProps {
  /** What failed, e.g. "Failed to load profile data." */
  message: string
  /** The retry is under way. */
  retrying?: boolean
  /** "Retry" was chosen. */
  onRetry?: (() => void) | undefined
}

/**
 * A page that still shows what it has, but could not refresh it: says so, with "Retry" on the
 * message's line (below it when the line is too narrow).
 */
export function RetryNotice({ message, retrying = false, onRetry }: RetryNoticeProps) {
  const t = useT()
  return (
    <Alert className={styles.withRetry}>
      <Cluster gap="sm" justify="between">
        <span>{message}</span>
        <Button variant="link" size="small" busy={retrying} onClick={onRetry}>
          {t('app.retry')}
        </Button>
      </Cluster>
    </Alert>
  )
}
