import type { ThemeChoice } from '@photobooth/ui'

/**
 * The colour theme a person chose on this device (System, Light or Dark): kept in browser
 * storage, the same in every tab, and in force before the page's first paint.
 *
 * Before the app's code arrives, `index.html`'s head runs `markThemeChoice` on the stored
 * value (vite-plugins/theme-before-paint.ts injects it): the page's own first styles then paint in
 * the chosen colours, so a dark choice never flashes white. The app then gives the choice to
 * `UiProvider`, whose theme class takes over before React's first paint.
 */

/** The storage key, prefixed with the product name like the app's other keys. */
export const THEME_STORAGE_KEY = 'PhotoBooth_theme'

/**
 * Marks `<html>` with a chosen theme (`data-theme="light" | "dark"`, none for System), which
 * the head's early styles read, and points the browser's own colours (`color-scheme`,
 * `theme-color`) at it.
 * Runs from its source text in the page's head too, so it is self-contained.
 */
export function markThemeChoice(choice: string | null): void {
  const root = document.documentElement
  const forced = choice === 'light' || choice === 'dark' ? choice : ''
  if (forced) root.setAttribute('data-theme', forced)
  else root.removeAttribute('data-theme')
  // The browser's own colours (form controls, the canvas) and its bar's: the chosen scheme's,
  // or each scheme's for the system's preference.
  document
    .querySelector('meta[name="color-scheme"]')
    ?.setAttribute('content', forced || 'light dark')
  for (const meta of document.querySelectorAll('meta[name="theme-color"][data-scheme]')) {
    const scheme = meta.getAttribute('data-scheme')
    meta.setAttribute(
      'media',
      forced ? (forced === scheme ? 'all' : 'not all') : `(prefers-color-scheme: ${scheme})`,
    )
  }
}

/** The stored choice; anything else (nothing, garbage, no storage) is System. */
export function readThemeChoice(storage: Storage): ThemeChoice {
  let value: string | null = null
  try {
    value = storage.getItem(THEME_STORAGE_KEY)
  } catch {
    // Storage refused: the system's preference.
  }
  return value === 'light' || value === 'dark' ? value : 'system'
}

const listeners = new Set<() => void>()

/** Keeps a choice (System is the absence of one) and tells this tab; storage tells the others. */
export function saveThemeChoice(storage: Storage, choice: ThemeChoice): void {
  try {
    if (choice === 'system') storage.removeItem(THEME_STORAGE_KEY)
    else storage.setItem(THEME_STORAGE_KEY, choice)
  } catch {
    // Full or blocked storage: there is nowhere to keep it, the choice stays as it was.
  }
  for (const listener of listeners) listener()
}

/** Calls `listener` when the choice changes, here or in another tab. */
export function subscribeThemeChoice(listener: () => void): () => void {
  listeners.add(listener)
  // Another tab chose (or storage was cleared): follow it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}
