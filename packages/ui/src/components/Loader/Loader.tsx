import { useUi } from '../../provider/ui-context'
import { Logo } from '../Logo/Logo'
import * as styles from './Loader.css'

export type LoaderVariant = 'spinner' | 'pulse' | 'dots' | 'skeleton' | 'logo'
export type LoaderSize = 'small' | 'medium' | 'large'

export interface LoaderProps {
  variant?: LoaderVariant
  size?: LoaderSize
  /** Overrides the variant's text. */
  text?: string
  /** Covers the viewport, centred (while a session is restored). */
  fullScreen?: boolean
  className?: string
}

const TEXTS: Record<Exclude<LoaderVariant, 'logo'>, string> = {
  spinner: 'Loading...',
  dots: 'Loading...',
  pulse: 'Loading content...',
  skeleton: 'Loading posts...',
}

/**
 * Loading indicators in the product's variants: default spinner, pulse, dots, a skeleton of
 * two placeholder cards and the logo. The text is announced politely; shapes are hidden from
 * assistive technology.
 */
export function Loader({
  variant = 'spinner',
  size = 'medium',
  text,
  fullScreen = false,
  className,
}: LoaderProps) {
  const { productName } = useUi()
  const label = text ?? (variant === 'logo' ? `Loading ${productName}` : TEXTS[variant])
  return (
    <div
      role="status"
      aria-live="polite"
      className={[
        styles.root,
        styles.dimension[size],
        fullScreen ? styles.fullScreen : '',
        className,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <Shape variant={variant} size={size} />
      <p className={styles.text}>{label}</p>
    </div>
  )
}

function Shape({ variant, size }: { variant: LoaderVariant; size: LoaderSize }) {
  switch (variant) {
    case 'pulse':
      return <span className={styles.pulseDot} aria-hidden="true" />
    case 'dots':
      return (
        <span className={styles.dots} aria-hidden="true">
          <span className={styles.dot} />
          <span className={styles.dot} />
          <span className={styles.dot} />
        </span>
      )
    case 'logo':
      return (
        <span className={styles.logo} aria-hidden="true">
          <Logo size={size} withName={false} />
        </span>
      )
    case 'skeleton':
      return (
        <div className={styles.cards} aria-hidden="true">
          <SkeletonCard />
          <SkeletonCard />
        </div>
      )
    default:
      return <span className={styles.spinner} aria-hidden="true" />
  }
}

/** A placeholder post card: author line, a square photo, two lines of caption. */
function SkeletonCard() {
  return (
    <div className={styles.card}>
      <div className={styles.cardHeader}>
        <span className={styles.bone} style={{ width: 36, height: 36, borderRadius: '50%' }} />
        <span className={styles.bone} style={{ width: '40%', height: 12 }} />
      </div>
      <span className={styles.bone} style={{ width: '100%', aspectRatio: '1 / 1' }} />
      <span className={styles.bone} style={{ width: '85%', height: 12 }} />
      <span className={styles.bone} style={{ width: '60%', height: 12 }} />
    </div>
  )
}
