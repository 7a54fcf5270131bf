import type { ElementType } from 'react'
import { cx } from '../../lib/class-names'
import { chosenElement, type PolymorphicProps } from '../../lib/polymorphic'
import { type TextVariants, text } from '../../styles/text.css'

export type TextProps<T extends ElementType = 'span'> = PolymorphicProps<T, TextVariants>

/**
 * Text in the theme's type: a `size` from its scale, a `weight`, a `tone` and a `leading`
 * (line height). What is not given is inherited from the parent. No outer margin, so a `p`
 * sits in a `Stack` by its gap alone. The element is whatever fits (`as`): a `span` when not told.
 */
export function Text<T extends ElementType = 'span'>({
  as,
  asChild = false,
  size,
  weight,
  tone,
  leading,
  family,
  truncate,
  numeric,
  className,
  ...props
}: TextProps<T>) {
  const Element = chosenElement(asChild, as, 'span')
  return (
    <Element
      className={cx(text({ size, weight, tone, leading, family, truncate, numeric }), className)}
      {...props}
    />
  )
}

/** The sizes of the heading levels when no `size` is given. */
const sizeOfLevel = { 1: 'xl', 2: 'lg', 3: 'md', 4: 'sm' } as const

export type HeadingLevel = keyof typeof sizeOfLevel

export type HeadingProps = Omit<TextProps<'h1'>, 'as'> & {
  /** The level in the page's outline: `h1` to `h4`. It sets the size unless `size` is given. */
  level: HeadingLevel
}

/**
 * A heading, `h1` to `h4` by `level`: bold, in the heading face, set tight, in the size of its
 * level unless `size` says otherwise.
 */
export function Heading({
  level,
  size = sizeOfLevel[level],
  weight = 'bold',
  leading = 'tight',
  family = 'heading',
  ...props
}: HeadingProps) {
  return (
    <Text
      {...(props as TextProps<'h1'>)}
      as={`h${level}`}
      size={size}
      weight={weight}
      leading={leading}
      family={family}
    />
  )
}
