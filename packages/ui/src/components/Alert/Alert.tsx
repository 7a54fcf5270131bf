import type { ReactNode } from 'react'
import { AlertIcon, CheckIcon } from '../Icon/icons'
import * as styles from './Alert.css'

export interface AlertProps {
  tone?: 'error' | 'success' | 'info'
  children: ReactNode
  className?: string
}

/** An inline message. Errors are announced at once (`role="alert"`), others politely. */
export function Alert({ tone = 'error', children, className }: AlertProps) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={[styles.alert[tone], className].filter(Boolean).join(' ')}
    >
      {tone === 'success' ? (
        <CheckIcon size={18} className={styles.icon} />
      ) : (
        <AlertIcon size={18} className={styles.icon} />
      )}
      <div className={styles.body}>{children}</div>
    </div>
  )
}
