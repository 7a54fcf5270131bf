'use client'

import type { PartId } from '../../i18n/messages/en'
import { useT } from '../../i18n/use-t'
import { cx } from '../../lib/class-names'
import { useUi } from '../../provider/ui-context'
import { Stack } from '../Layout/Layout'
import { Logo } from '../Logo/Logo'
import { PostCardSkeleton } from '../PostCard/PostCard'
import { Text } from '../Text/Text'
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

const TEXTS: Record<Exclude<LoaderVariant, 'logo'>, PartId<'app'>> = {
  spinner: 'app.loading',
  dots: 'app.loading',
  pulse: 'app.loadingContent',
  skeleton: 'app.loadingPosts',
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
  const t = useT()
  const label =
    text ??
    (variant === 'logo' ? t('app.loadingProduct', { product: productName }) : t(TEXTS[variant]))
  return (
    <Stack
      align="center"
      justify="center"
      gap="sm"
      role="status"
      aria-live="polite"
      className={cx(
        styles.root,
        styles.dimension[size],
        fullScreen && styles.fullScreen,
        className,
      )}
    >
      <Shape variant={variant} size={size} />
      <Text as="p" size="sm">
        {label}
      </Text>
    </Stack>
  )
}

function Shape({ variant, size }: { variant: LoaderVariant; size: LoaderSize }) {
  switch (variant) {
    case 'pulse':
      return <span className={styles.pulseDot} aria-hidden="true" />
    case 'dots':
      return (
        <Stack as="span" direction="row" className={styles.dots} aria-hidden="true">
          <span className={styles.dot} />
          <span className={styles.dot} />
          <span className={styles.dot} />
        </Stack>
      )
    case 'logo':
      return (
        <span className={styles.logo} aria-hidden="true">
          <Logo size={size} withName={false} />
        </span>
      )
    case 'skeleton':
      // Two of the feed's own cards, drawn as placeholders (each hidden from assistive
      // technology: the status text says what is loading).
      return (
        <Stack gap="lg" className={styles.cards}>
          <PostCardSkeleton />
          <PostCardSkeleton />
        </Stack>
      )
    default:
      return <span className={styles.spinner} aria-hidden="true" />
  }
}
