import {
  type CSSProperties,
  cloneElement,
  type HTMLAttributes,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react'
import { cx } from './class-names'

type SlotChildProps = HTMLAttributes<HTMLElement> & { style?: CSSProperties }

/**
 * Lends its props to its only child instead of rendering an element (the `asChild` pattern):
 * the child keeps its own props, the classes and styles are merged. Layout and skeletons need no
 * more than that, and the guest's first view stays without a library for it (Radix's Slot,
 * which also merges refs and handlers, is used by the Radix parts themselves).
 */
export function Slot({
  children,
  className,
  style,
  ...props
}: SlotChildProps & { children?: ReactNode }) {
  if (!isValidElement<SlotChildProps>(children)) return null
  const child: ReactElement<SlotChildProps> = children
  return cloneElement(child, {
    ...props,
    ...child.props,
    className: cx(className, child.props.className),
    style: { ...style, ...child.props.style },
  })
}
