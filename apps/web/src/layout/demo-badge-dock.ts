import { createContext, useEffect, useSyncExternalStore } from 'react'

/**
 * Where the demo's badge sits, so that it never covers a control: above the page, in its flow
 * (app.tsx), or, for someone signed in on a wide screen, at the foot of the side navigation
 * (AppShell), which keeps a place for it. A fixed badge in a corner sat over "Log out".
 */

/** True inside the side navigation's place for the badge. */
export const InSideNavigation = createContext(false)

let docked = 0
const listeners = new Set<() => void>()
const emit = () => {
  for (const listener of listeners) listener()
}
const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * Registers a badge shown in the side navigation (when `inSideNavigation`), and tells whether
 * one is: the badge above the page then steps aside on the screens that show the side
 * navigation.
 */
export function useDockedInSideNavigation(inSideNavigation: boolean): boolean {
  useEffect(() => {
    if (!inSideNavigation) return
    docked += 1
    emit()
    return () => {
      docked -= 1
      emit()
    }
  }, [inSideNavigation])
  return useSyncExternalStore(subscribe, () => docked > 0)
}
