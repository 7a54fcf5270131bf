'use client'

import {
  type ButtonHTMLAttributes,
  cloneElement,
  lazy,
  type ReactElement,
  Suspense,
  useState,
} from 'react'
import type { NavMenuProps } from './NavMenuPopup'

export type { NavMenuProps } from './NavMenuPopup'

const NavMenuPopup = lazy(() =>
  import('./NavMenuPopup').then((module) => ({ default: module.NavMenuPopup })),
)

/**
 * The navigation's menu (see `NavMenuPopup`), whose code — Radix's menu and its positioning,
 * some 30 KB of gzip with what it needs — is fetched once the navigation is drawn rather than with it: the app's router
 * would otherwise bring it to every page, a guest's way to "Log In" included. Until it is
 * there, the button stands in alone; pressed meanwhile, the menu opens as soon as it arrives.
 */
export function NavMenu(props: NavMenuProps) {
  const [pressed, setPressed] = useState(false)
  // Radix opens its menu on pointer down, and the click that follows lands on its trigger,
  // which ignores clicks: a press whose pointer went down on the stand-in, just before the
  // menu's code arrived, counts from there, or it would be lost.
  const waiting = cloneElement(props.children as ReactElement<ButtonHTMLAttributes<HTMLElement>>, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerDown: () => setPressed(true),
    onClick: () => setPressed(true),
  })
  return (
    <Suspense fallback={waiting}>
      <NavMenuPopup {...props} defaultOpen={pressed} />
    </Suspense>
  )
}
