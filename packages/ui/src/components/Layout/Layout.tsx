import type { ElementType } from 'react'
import { cx } from '../../lib/class-names'
import { chosenElement, type PolymorphicProps } from '../../lib/polymorphic'
import { type StackVariants, stack } from '../../styles/layout.css'

export type StackProps<T extends ElementType = 'div'> = PolymorphicProps<T, StackVariants>

/**
 * Children in a column (or, with `direction="row"`, a row that never wraps) with a gap from
 * the theme's spacing scale. The element is whatever fits the content (`as`), so a list stays
 * a list and a landmark a landmark; a `div` when not told.
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
  const Element = chosenElement(asChild, as, 'div')
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
