/**
 * The languages PhotoBooth speaks, each named in its own language, and how a browser's
 * preferences pick one. Plain data and functions: the app's head script repeats
 * `negotiateLocale` from its source text before any code arrives (see apps/web/src/language).
 */

/** The locales with a complete catalogue, in the order a menu offers them. */
export const LOCALES = [
  { id: 'en', name: 'English', dir: 'ltr' },
  { id: 'es', name: 'Español', dir: 'ltr' },
  { id: 'ar', name: 'العربية', dir: 'rtl' },
] as const satisfies readonly { id: string; name: string; dir: 'ltr' | 'rtl' }[]

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

export function isLocale(value: unknown): value is Locale {
  return LOCALES.some((locale) => locale.id === value)
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
  return LOCALES.find((entry) => entry.id === locale)?.dir ?? 'ltr'
}
