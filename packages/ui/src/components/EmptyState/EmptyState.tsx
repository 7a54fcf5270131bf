import type { ReactNode } from 'react'
import { cx } from '../../lib/class-names'
import { Stack } from '../Layout/Layout'
import { Text } from '../Text/Text'
import * as styles from './EmptyState.css'

export interface EmptyStateProps {
  /** A decorative icon. */
  icon?: ReactNode
  /** The message (the spec's text, e.g. "No posts yet."). */
  title: ReactNode
  detail?: ReactNode
  /** A way forward: a retry button, a link. */
  action?: ReactNode
  /** `alert` for failures, so they are announced. */
  role?: 'alert' | 'status'
  className?: string
}

/** What a screen shows when there is nothing (or nothing could be loaded): a message and a way on. */
export function EmptyState({ icon, title, detail, action, role, className }: EmptyStateProps) {
  return (
    <Stack align="center" gap="sm" className={cx(styles.root, className)} role={role}>
      {icon ? (
        <Stack as="span" inline direction="row" className={styles.icon} aria-hidden="true">
          {icon}
        </Stack>
      ) : null}
      <Text as="p" size="md" weight="medium" tone="default">
        {title}
      </Text>
      {detail ? (
        <Text as="p" size="sm">
          {detail}
        </Text>
      ) : null}
      {action}
    </Stack>
  )
}
