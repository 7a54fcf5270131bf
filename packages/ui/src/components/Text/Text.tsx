import type { ComponentPropsWithRef, ElementType } from 'react'
import { cx } from '../../lib/class-names'
import { Slot } from '../../lib/slot'
import { type TextVariants, text } from '../../styles/text.css'

interface TextOwnProps<T extends ElementType> extends TextVariants {
  /** The element to render (`span` by default): `p` for a paragraph, `label`, `time`, `div` … */
  as?: T
  /** Lends the type to its only child instead of rendering an element: a link, a Radix part. */
  asChild?: boolean
  /** The element's own look (layout, padding …); it wins over the type's rules. */
  className?: string
}

export type TextProps<T extends ElementType = 'span'> = TextOwnProps<T> &
  Omit<ComponentPropsWithRef<T>, keyof TextOwnProps<T>>

/**
 * Text in the theme's type: a `size` from its scale, a `weight`, a `tone` and a `leading`
 * (line height). What is not given is inherited from the parent. No outer margin, so a `p`
 * sits in a `Stack` by its gap alone.
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
  const Element: ElementType = asChild ? Slot : (as ?? 'span')
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
