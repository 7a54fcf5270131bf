import type { ReactNode } from 'react'
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
    <div className={[styles.root, className].filter(Boolean).join(' ')} role={role}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p className={styles.title}>{title}</p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      {action}
    </div>
  )
}
