/**
 * The languages PhotoBooth speaks, each named in its own language, and how a browser's
 * preferences pick one. Plain data and functions: the app's head script repeats
 * `negotiateLocale` from its source text before any code arrives (see apps/web/src/language).
 */

import type { LOCALES } from './locale-names'

export type Locale = (typeof LOCALES)[number]['id']

/**
 * The development pseudo-locale: English accented, about a third longer and bracketed, so
 * that any text that did not come from the catalogue stands out. Never offered to users.
 */
export const PSEUDO_LOCALE = 'en-XA'

/** A locale the package ships a catalogue for: a real one, or the pseudo-locale. */
export type UiLocale = Locale | typeof PSEUDO_LOCALE

/**
 * Any language tag (BCP 47: `fr`, `pt-BR`, `es-MX`). The UI shows a shipped catalogue for it
 * (by its language: `es-MX` is Spanish) or one the app gives, English for any message missing,
 * and its numbers, dates and plurals follow the tag.
 */
export type LocaleTag = UiLocale | (string & {})

/** The language of the catalogue the spec's texts come from. */
export const SOURCE_LOCALE: Locale = 'en'

/** The locales' ids, and those written right to left: what the first view needs of `LOCALES`
 * (`./locale-names`, which comes later, with the menus). A test keeps them in step. */
const SPOKEN: readonly string[] = ['en', 'es', 'ar'] satisfies Locale[]
const RIGHT_TO_LEFT: readonly string[] = ['ar'] satisfies Locale[]

export function isLocale(value: unknown): value is Locale {
  return SPOKEN.includes(value as string)
}

export function isUiLocale(value: unknown): value is UiLocale {
  return value === PSEUDO_LOCALE || isLocale(value)
}

/**
 * The first of the browser's languages (`navigator.languages`, most wanted first) that
 * PhotoBooth speaks, by its primary subtag ("es-MX" is Spanish); English otherwise.
 */
export function negotiateLocale(preferred: readonly string[]): Locale {
  for (const tag of preferred) {
    const primary = tag.toLowerCase().split(/[-_]/)[0]
    if (isLocale(primary)) return primary
  }
  return SOURCE_LOCALE
}

/** Scripts written right to left (ISO 15924). */
const RIGHT_TO_LEFT_SCRIPTS = new Set([
  'Adlm',
  'Arab',
  'Hebr',
  'Mand',
  'Nkoo',
  'Rohg',
  'Samr',
  'Syrc',
  'Thaa',
  'Yezi',
])

/** Directions worked out, by tag: `Intl.Locale#maximize` loads the locale data's likely
 * subtags, tens of milliseconds on a phone the first time, and every render asks. */
const directions = new Map<string, 'ltr' | 'rtl'>()

/** The writing direction of a locale: of its script, as its tag names it or as is likely
 * for its language (`ar`, `he`, `fa`, `ur`, `ku-Arab` are right to left). A shipped locale's is
 * known without asking `Intl`. */
export function directionOf(locale: LocaleTag): 'ltr' | 'rtl' {
  if (isUiLocale(locale)) return RIGHT_TO_LEFT.includes(locale) ? 'rtl' : 'ltr'
  let direction = directions.get(locale)
  if (!direction) {
    try {
      const script = new Intl.Locale(locale).maximize().script
      direction = script && RIGHT_TO_LEFT_SCRIPTS.has(script) ? 'rtl' : 'ltr'
    } catch {
      direction = 'ltr'
    }
    directions.set(locale, direction)
  }
  return direction
}

/** The tag in its canonical form (`EN-gb` → `en-GB`), or undefined when it is not one. */
export function canonicalLocale(tag: string): string | undefined {
  try {
    return Intl.getCanonicalLocales(tag)[0]
  } catch {
    return undefined
  }
}

/** The shipped catalogue a tag is shown with: its own (`en-XA`), else its language's
 * (`es-MX` → `es`); undefined for a language the package does not ship. */
export function shippedLocaleOf(tag: LocaleTag): UiLocale | undefined {
  if (isUiLocale(tag)) return tag
  const language = tag.toLowerCase().split(/[-_]/)[0]
  return isLocale(language) ? language : undefined
}
