import { type ComponentPropsWithRef, isValidElement } from 'react'
import { cx } from '../../lib/class-names'
import { Slot } from '../../lib/slot'
import * as styles from './Skeleton.css'

export interface SkeletonProps extends ComponentPropsWithRef<'span'> {
  /** While true (the default) the children are a placeholder; false renders them as they are. */
  loading?: boolean
}

/**
 * A placeholder made of the real thing: it wraps what will be shown (an avatar, a line of text
 * in its real type) and draws it as a pulsing block of the same size and shape, so a loading
 * screen is the screen's own layout rather than a copy of it.
 *
 * An element (or a component that passes its props on to its root element) takes the
 * skeleton's class itself; text is wrapped in a `span`. Either way the placeholder is hidden
 * from assistive technology and inert: the screen announces its loading state once, with a
 * status, not once per bar.
 */
export function Skeleton({ loading = true, className, children, ...props }: SkeletonProps) {
  if (!loading) return children
  const Element = isValidElement(children) ? Slot : 'span'
  return (
    <Element aria-hidden inert className={cx(styles.skeleton, className)} {...props}>
      {children}
    </Element>
  )
}
