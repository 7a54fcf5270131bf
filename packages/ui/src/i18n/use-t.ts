import { useCallback } from 'react'
import type { EnglishPart } from './english'
import { useI18n } from './i18n-context'
import { directionOf, type UiLocale } from './locales'
import type { MessageId, PartId, PartName } from './messages/en'

/** The values a message takes: its arguments by name. */
export type MessageValues = Record<string, string | number | Date | undefined>

/** Translates a message id, with its arguments, in the UI's locale. */
export type Translate<Id extends string = MessageId> = (id: Id, values?: MessageValues) => string

/**
 * The UI's translator for the messages of the part "app" (every screen's) and of the `parts`
 * given: the compiled English parts (`./compiled/en/<part>`), imported by the component, so
 * that English arrives with the code that shows it. Components re-render when the locale or
 * its messages change.
 */
export function useT<P extends PartName = 'app'>(
  ..._parts: EnglishPart<P>[]
): Translate<PartId<P> | PartId<'app'>> {
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
