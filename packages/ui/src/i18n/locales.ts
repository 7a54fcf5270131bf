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

/** A locale the UI can be shown in: a real one, or the pseudo-locale. */
export type UiLocale = Locale | typeof PSEUDO_LOCALE

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

/** The writing direction of a locale. */
export function directionOf(locale: UiLocale): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.includes(locale) ? 'rtl' : 'ltr'
}
