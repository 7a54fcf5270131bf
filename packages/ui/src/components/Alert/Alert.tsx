import type { ReactNode } from 'react'
import { AlertIcon, CheckIcon } from '../../icons/icons'
import { cx } from '../../lib/class-names'
import { Stack } from '../Layout/Layout'
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
