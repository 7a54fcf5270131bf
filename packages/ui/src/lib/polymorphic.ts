import type { ComponentPropsWithRef, ElementType } from 'react'
import { Slot } from './slot'

/**
 * What a part that renders whichever element fits its content takes besides its own look
 * (`Stack`, `Text`): so a list stays a list and a landmark a landmark.
 */
interface ElementChoice<T extends ElementType> {
  /** The element to render: `ul` for a list, `header`, `section`, `p`, `label`, `time` … */
  as?: T
  /** Lends the part's look to its only child instead of rendering an element: a link, a Radix part. */
  asChild?: boolean
  /** The element's own look (padding, colours …); it wins over the part's rules. */
  className?: string
}

/** A polymorphic part's props: its own (`Own`), the element choice, and the element's props. */
export type PolymorphicProps<T extends ElementType, Own> = Own &
  ElementChoice<T> &
  Omit<ComponentPropsWithRef<T>, keyof Own | keyof ElementChoice<T>>

/** What a polymorphic part renders: its only child (`asChild`), the element asked for, else its own. */
export function chosenElement(
  asChild: boolean,
  as: ElementType | undefined,
  fallback: ElementType,
): ElementType {
  return asChild ? Slot : (as ?? fallback)
}
