import { useCallback } from 'react'
import { useI18n } from './i18n-context'
import { directionOf, type UiLocale } from './locales'
import type { MessageId } from './messages/en'

/** The values a message takes: its arguments by name. */
export type MessageValues = Record<string, string | number | Date | undefined>

/** Translates a message id, with its arguments, in the UI's locale. */
export type Translate = (id: MessageId, values?: MessageValues) => string

/** The UI's translator; components re-render when the locale or its messages change. */
export function useT(): Translate {
  const i18n = useI18n()
  const { locale, messages } = i18n
  // A new function with every change, so that memoised children see it too.
  // biome-ignore lint/correctness/useExhaustiveDependencies: locale and messages are the change.
  return useCallback((id, values) => i18n._(id, values), [i18n, locale, messages])
}

/** The locale the UI shows and its direction. */
export function useLocale(): { locale: UiLocale; dir: 'ltr' | 'rtl' } {
  const locale = useI18n().locale as UiLocale
  return { locale, dir: directionOf(locale) }
}
