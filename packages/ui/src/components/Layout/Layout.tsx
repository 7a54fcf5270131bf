import type { ComponentPropsWithRef, ElementType } from 'react'
import { cx } from '../../lib/class-names'
import { Slot } from '../../lib/slot'
import { type StackVariants, stack } from '../../styles/layout.css'

interface LayoutOwnProps<T extends ElementType> extends StackVariants {
  /** The element to render (`div` by default): `ul` for a list, `header`, `section`, `label` … */
  as?: T
  /** Lends the layout to its only child instead of rendering an element: a link, a Radix part. */
  asChild?: boolean
  /** The element's own look (padding, colours …); it wins over the layout's rules. */
  className?: string
}

export type StackProps<T extends ElementType = 'div'> = LayoutOwnProps<T> &
  Omit<ComponentPropsWithRef<T>, keyof LayoutOwnProps<T>>

/**
 * Children in a column (or, with `direction="row"`, a row that never wraps) with a gap from
 * the theme's spacing scale. The element is whatever fits the content (`as`), so a list stays
 * a list and a landmark a landmark.
 */
export function Stack<T extends ElementType = 'div'>({
  as,
  asChild = false,
  direction,
  gap,
  align,
  justify,
  wrap,
  inline,
  className,
  ...props
}: StackProps<T>) {
  const Element: ElementType = asChild ? Slot : (as ?? 'div')
  return (
    <Element
      className={cx(stack({ direction, gap, align, justify, wrap, inline }), className)}
      {...props}
    />
  )
}

export type ClusterProps<T extends ElementType = 'div'> = Omit<StackProps<T>, 'direction'>

/**
 * Children in a row that wraps onto more lines when it runs out of room — buttons, tags,
 * counts — centred on the cross axis unless `align` says otherwise.
 */
export function Cluster<T extends ElementType = 'div'>({
  align = 'center',
  wrap = true,
  ...props
}: ClusterProps<T>) {
  return <Stack {...(props as StackProps<T>)} direction="row" align={align} wrap={wrap} />
}
