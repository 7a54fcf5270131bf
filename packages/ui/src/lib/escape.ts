import type { KeyboardEvent } from 'react'

/**
 * Escape acts where the focus is.
 *
 * Radix gives Escape to the newest of its layers, and a toast is one: a toast that appears while
 * a menu or a dialog is open — or whose code arrives after it opened — would take the Escape
 * pressed inside the menu, and the menu would stay. So a toast passes on an Escape pressed
 * in a menu, a list box or a dialog (`passEscapeOn`; the toast stays), and those close on an
 * Escape that was passed on or that no layer took (`closeOnEscapeLeft`). Pressed on the page
 * itself, Escape still dismisses the toasts.
 */
const passedOn = new WeakSet<Event>()

/** The layers that close with `closeOnEscapeLeft`. */
const LAYER = '[role="menu"], [role="listbox"], [role="dialog"], [role="alertdialog"]'

/** For a toast's `onEscapeKeyDown`: an Escape pressed in another layer is that layer's. */
export function passEscapeOn(event: globalThis.KeyboardEvent): void {
  if (!(event.target instanceof Element) || !event.target.closest(LAYER)) return
  passedOn.add(event)
  event.preventDefault()
}

/** For the `onKeyDown` of a menu's or a dialog's content: closes it on an Escape left to it. */
export function closeOnEscapeLeft(close: () => void) {
  return (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return
    if (event.defaultPrevented && !passedOn.has(event.nativeEvent)) return
    // Taken: a dialog the menu sits in keeps it.
    passedOn.delete(event.nativeEvent)
    event.preventDefault()
    close()
  }
}
