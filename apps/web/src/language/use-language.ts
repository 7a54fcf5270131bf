import type { Locale, UiLocale } from '@photobooth/ui'
import { useCallback, useSyncExternalStore } from 'react'
import { languageToShow, saveLanguageChoice, subscribeLanguageChoice } from './language-choice'

/** The language shown on this device, and the way to choose one (every tab follows). */
export function useLanguage(storage: Storage): [UiLocale, (choice: Locale) => void] {
  const locale = useSyncExternalStore(subscribeLanguageChoice, () =>
    languageToShow(storage, navigator.languages),
  )
  const choose = useCallback((next: Locale) => saveLanguageChoice(storage, next), [storage])
  return [locale, choose]
}
