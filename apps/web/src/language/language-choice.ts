import { isUiLocale, negotiateLocale, type UiLocale } from '@photobooth/ui'
import { LANGUAGE_STORAGE_KEY } from './mark-language'

export { LANGUAGE_STORAGE_KEY, markLanguage } from './mark-language'

/**
 * The language chosen on this device: kept in browser storage like the theme, followed by every
 * tab, and in force before the page's first paint. Without a choice the browser's languages
 * (`navigator.languages`) decide.
 *
 * Before the app's code arrives, `index.html`'s head runs `markLanguage` on the stored choice
 * and the browser's languages (vite-plugins/theme-before-paint.ts injects it): `<html lang dir>` are
 * right from the first paint, so an Arabic page never lays out left to right first.
 */

/** The stored choice, or null (none, garbage, no storage): the browser's languages decide. */
export function readLanguageChoice(storage: Storage): UiLocale | null {
  let value: string | null = null
  try {
    value = storage.getItem(LANGUAGE_STORAGE_KEY)
  } catch {
    // Storage refused: the browser's languages.
  }
  return isUiLocale(value) ? value : null
}

/** The language to show: the choice, else the browser's. */
export function languageToShow(storage: Storage, preferred: readonly string[]): UiLocale {
  return readLanguageChoice(storage) ?? negotiateLocale(preferred)
}

const listeners = new Set<() => void>()

/** Keeps a choice and tells this tab; storage tells the others. */
export function saveLanguageChoice(storage: Storage, choice: UiLocale): void {
  try {
    storage.setItem(LANGUAGE_STORAGE_KEY, choice)
  } catch {
    // Full or blocked storage: there is nowhere to keep it; this tab still follows it.
  }
  for (const listener of listeners) listener()
}

/** Calls `listener` when the choice changes, here or in another tab, or the browser's languages do. */
export function subscribeLanguageChoice(listener: () => void): () => void {
  listeners.add(listener)
  const onStorage = (event: StorageEvent) => {
    if (event.key === LANGUAGE_STORAGE_KEY || event.key === null) listener()
  }
  window.addEventListener('storage', onStorage)
  window.addEventListener('languagechange', listener)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
    window.removeEventListener('languagechange', listener)
  }
}
