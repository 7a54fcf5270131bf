'use client'

import type { ReactNode } from 'react'
import { useT } from '../../i18n/use-t'
import { cx } from '../../lib/class-names'
import { Alert } from '../Alert/Alert'
import * as alertStyles from '../Alert/Alert.css'
import { Button } from '../Button/Button'
import { EmptyState } from '../EmptyState/EmptyState'
import { Cluster, Stack } from '../Layout/Layout'
import * as styles from './LoadFailure.css'
import type { LoadStatus } from './load-status'

export interface LoadFailureProps {
  /**
   * What went wrong: nothing could be loaded (`failed`, with Retry), nothing is there
   * (`notFound`, with `action` as the way on), or a refresh failed over what stays on screen
   * (`stale`: a notice with Retry on its line).
   */
  status: Extract<LoadStatus, 'failed' | 'notFound' | 'stale'>
  /** The spec's text, e.g. "Failed to load profile data.". */
  message: ReactNode
  /** A second line under a page's failure. */
  detail?: ReactNode
  /** A page's failure: its decorative icon. */
  icon?: ReactNode
  /** The way on, e.g. a link back to the feed: `notFound`'s, or in place of a failure's Retry
   * (a page the app is about to leave). */
  action?: ReactNode
  /** A section's failure (a part of a page): its line and a small Retry, no icon. */
  compact?: boolean
  /** The retry is under way: Retry says it is busy. */
  retrying?: boolean
  onRetry?: (() => void) | undefined
  className?: string
}

/**
 * The one way a view says it could not load: a page's failure or not-found message, or a
 * notice over content loaded earlier. Failures are announced; Retry shows when it is busy.
 */
export function LoadFailure({
  status,
  message,
  detail,
  icon,
  action,
  compact = false,
  retrying = false,
  onRetry,
  className,
}: LoadFailureProps) {
  const t = useT()
  // A page's Retry is a page's button; a notice's or a section's is small, on its line.
  const small = compact || status === 'stale'
  const retry = (
    <Button variant="secondary" size={small ? 'small' : 'medium'} busy={retrying} onClick={onRetry}>
      {t('app.retry')}
    </Button>
  )
  const wayOn = action ?? (status === 'notFound' ? null : retry)
  if (status === 'stale') {
    return (
      <Alert className={cx(alertStyles.withRetry, className)}>
        <Cluster gap="sm" justify="between">
          <span>{message}</span>
          {retry}
        </Cluster>
      </Alert>
    )
  }
  if (compact) {
    return (
      <Stack align="center" gap="sm" role="alert" className={className}>
        <p className={styles.compactMessage}>{message}</p>
        {wayOn}
      </Stack>
    )
  }
  return (
    <EmptyState
      role="alert"
      icon={icon}
      title={message}
      detail={detail}
      action={wayOn}
      className={className}
    />
  )
}
