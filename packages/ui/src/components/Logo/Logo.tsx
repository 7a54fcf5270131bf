'use client'

import { cx } from '../../lib/class-names'
import { useUi } from '../../provider/ui-context'
import { Stack } from '../Layout/Layout'
import * as styles from './Logo.css'

export interface LogoProps {
  size?: 'small' | 'medium' | 'large'
  /** Show the product name next to the mark. */
  withName?: boolean
  className?: string
}

const MARK_SIZE = { small: 22, medium: 30, large: 44 }

/** The product mark (a camera) and name; the name is the accessible text. */
export function Logo({ size = 'medium', withName = true, className }: LogoProps) {
  const { productName } = useUi()
  return (
    <Stack
      as="span"
      inline
      direction="row"
      align="center"
      gap="sm"
      className={cx(styles.logo, styles.size[size], className)}
    >
      <svg
        className={styles.mark}
        width={MARK_SIZE[size]}
        height={MARK_SIZE[size]}
        viewBox="0 0 32 32"
        role="img"
        aria-label={withName ? undefined : productName}
        aria-hidden={withName ? true : undefined}
      >
        <rect x="2" y="7" width="28" height="21" rx="6" fill="currentColor" />
        <path d="M11 7l2.2-3.4A2 2 0 0 1 14.9 3h2.2a2 2 0 0 1 1.7.6L21 7z" fill="currentColor" />
        <circle cx="16" cy="17.5" r="6.5" fill="none" stroke="#fff" strokeWidth="2.5" />
        <circle cx="25" cy="12" r="1.5" fill="#fff" />
      </svg>
      {withName ? <span>{productName}</span> : null}
    </Stack>
  )
}
