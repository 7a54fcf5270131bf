import type { ButtonHTMLAttributes, ComponentType, ReactNode, Ref } from 'react'
import type { IconProps } from '../../icons/icons'
import { Skeleton } from '../Skeleton/Skeleton'
import * as styles from './Button.css'

export interface ButtonProps
  extends ButtonHTMLAttributes<HTMLButtonElement>,
    styles.ButtonVariants {
  /** Shows a spinner and disables the button; the label stays (or `busyLabel` replaces it). */
  busy?: boolean
  /** The label while busy, e.g. "Signing in...". */
  busyLabel?: ReactNode
  ref?: Ref<HTMLButtonElement>
}

/** The product's button, in primary, secondary, ghost, danger and link variants. */
export function Button({
  variant,
  size,
  fullWidth,
  busy = false,
  busyLabel,
  disabled,
  className,
  children,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={[styles.button({ variant, size, fullWidth }), className].filter(Boolean).join(' ')}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...props}
    >
      {busy ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {busy && busyLabel ? busyLabel : children}
    </button>
  )
}

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** The accessible name: icon buttons have no visible text. */
  label: string
  tone?: 'default' | 'like' | 'danger' | 'success'
  ref?: Ref<HTMLButtonElement>
}

/** A round button holding only an icon; `label` is its accessible name. */
export function IconButton({
  label,
  tone,
  className,
  type = 'button',
  children,
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      title={label}
      className={[styles.iconButton({ tone }), className].filter(Boolean).join(' ')}
      {...props}
    >
      {children}
    </button>
  )
}

/** An icon button's place while what it acts on loads: the same round box, its icon a
 * skeleton. Not a button: there is nothing to press yet. */
export function IconButtonSkeleton({ icon: Icon }: { icon: ComponentType<IconProps> }) {
  return (
    <span className={styles.iconButton()}>
      <Skeleton>
        <Icon />
      </Skeleton>
    </span>
  )
}
