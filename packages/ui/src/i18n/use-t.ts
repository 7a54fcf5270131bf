'use client'

import { useCallback } from 'react'
import { useHydrated } from '../lib/hydrated'
import { app } from './compiled/en/app'
import type { EnglishPart } from './english'
import { formatMessage, type MessageValues } from './format'
import { formatLocaleOf } from './format-locale'
import { useShownLanguage } from './i18n-context'
import { directionOf, type LocaleTag, SOURCE_LOCALE } from './locales'
import type { MessageId, PartId, PartName } from './messages/en'

export type { MessageValues } from './format'

/** Translates a message id, with its arguments, in the UI's locale. */
export type Translate<Id extends string = MessageId> = (id: Id, values?: MessageValues) => string

/**
 * The UI's translator for the messages of the part "app" (every screen's) and of the `parts`
 * given: the compiled English parts (`./compiled/en/<part>`, module constants), which the
 * component imports, so that English arrives with the code that shows it. A message comes from
 * what the UI shows (the locale's catalogue, with an app's own messages over it), else from the
 * English parts. Components re-render when the locale or its messages change.
 */
export function useT<P extends PartName = 'app'>(
  ...parts: EnglishPart<P>[]
): Translate<PartId<P> | PartId<'app'>> {
  const { locale: shown, messages } = useShownLanguage()
  // Numbers and dates in the reader's region for the language (see `useFormatLocale`).
  const locale = useFormatLocale()
  // A message the language has none of shows in English, and reads as English: its plurals
  // and numbers too ("0 likes", not French's "0 like").
  const english = shown.split('-')[0] === SOURCE_LOCALE ? locale : SOURCE_LOCALE
  // A new function with every change, so that memoised children see it too. The parts are
  // module constants.
  // biome-ignore lint/correctness/useExhaustiveDependencies: see above.
  return useCallback(
    (id, values) => {
      if (Object.hasOwn(messages, id)) return formatMessage(messages, locale, id, values)
      // English's part "app" too: what every screen shares, for a language given in part.
      const part = [...parts, app].find((each) => Object.hasOwn(each, id))
      return part ? formatMessage(part, english, id, values) : id
    },
    [locale, messages],
  )
}

/** The locale the UI shows (a BCP 47 tag) and its direction. */
export function useLocale(): { locale: LocaleTag; dir: 'ltr' | 'rtl' } {
  const { locale } = useShownLanguage()
  return { locale, dir: directionOf(locale) }
}

/** The languages the reader's browser asks for, first first; none on a server. */
function readerLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return []
  return navigator.languages?.length ? navigator.languages : [navigator.language]
}

/**
 * The tag the UI formats numbers and dates with (see {@link formatLocaleOf}): the shown
 * language's default until the page has hydrated (the server knows no reader), then in the
 * reader's region.
 */
export function useFormatLocale(): string {
  const { locale } = useShownLanguage()
  const hydrated = useHydrated()
  return formatLocaleOf(locale, hydrated ? readerLanguages() : [])
}
