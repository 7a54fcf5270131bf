'use client'

import {
  type ButtonHTMLAttributes,
  type ComponentType,
  cloneElement,
  type ReactElement,
  useEffect,
  useState,
} from 'react'
import { useHoldingImages } from '../../lib/priority-photo'
import type { NavMenuPopupProps, NavMenuProps } from './NavMenuPopup'
// The menu's styles come with the button's (0.3 KB), not as a stylesheet of the menu's code:
// that code then loads as a module alone, and a page left while it loads has no stylesheet cut
// short, which Firefox would report as an unhandled rejection of the loader's.
import './NavMenuPopup.css'

export type { NavMenuProps } from './NavMenuPopup'

/** The menu's code, once it came: a navigation drawn later has it from the start. */
let loaded: ComponentType<NavMenuPopupProps> | null = null

/**
 * The navigation's menu (see `NavMenuPopup`), whose code — Radix's menu and its positioning,
 * some 30 KB of gzip with what it needs — is not part of the first view, nor fetched while the
 * page's first photo loads (on a phone it would share the link with it): it comes once that
 * photo is in, or at once when the button is about to be used (a pointer over it, a touch, the
 * focus). Until it is there the button stands in alone; pressed meanwhile (or opened with the
 * arrow keys), the menu opens as soon as it arrives, and a focused button stays focused. Should
 * the code fail to come (offline), the next use asks again.
 */
export function NavMenu(props: NavMenuProps) {
  const holding = useHoldingImages()
  const [wanted, setWanted] = useState(false)
  const [pressed, setPressed] = useState(false)
  const [focused, setFocused] = useState(false)
  const [Popup, setPopup] = useState(() => loaded)
  useEffect(() => {
    if (!holding) setWanted(true)
  }, [holding])
  useEffect(() => {
    if (!wanted) return
    let current = true
    import('./NavMenuPopup').then(
      (module) => {
        loaded = module.NavMenuPopup
        if (current) setPopup(() => module.NavMenuPopup)
      },
      () => current && setWanted(false),
    )
    return () => {
      current = false
    }
  }, [wanted])
  if (Popup) return <Popup {...props} defaultOpen={pressed} focusTrigger={focused} />
  const want = () => setWanted(true)
  const press = () => {
    setWanted(true)
    setPressed(true)
  }
  // Radix opens its menu on pointer down, and the click that follows lands on its trigger,
  // which ignores clicks: a press whose pointer went down on the stand-in, just before the
  // menu's code arrived, counts from there, or it would be lost.
  return cloneElement(props.children as ReactElement<ButtonHTMLAttributes<HTMLElement>>, {
    'aria-haspopup': 'menu',
    'aria-expanded': false,
    onPointerEnter: want,
    onTouchStart: want,
    onFocus: () => {
      setFocused(true)
      want()
    },
    onBlur: () => setFocused(false),
    onPointerDown: press,
    onClick: press,
    // As Radix's button opens it with the arrow keys too.
    onKeyDown: (event) => {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault()
        press()
      }
    },
  })
}
