import type { Messages } from '@lingui/core'
// The part every screen shows (the navigation, times): English starts with it.
import './compiled/en/app'
import { english } from './english'
import { SOURCE_LOCALE, type UiLocale } from './locales'

/**
 * The compiled catalogues. English comes with the UI, each part with the code that shows it
 * (see `./english`); every other locale is a chunk of its own, downloaded once when it is
 * first wanted.
 */
const loaded = new Map<UiLocale, Messages>([[SOURCE_LOCALE, english]])

const LOADERS: Record<Exclude<UiLocale, 'en'>, () => Promise<Messages>> = {
  es: () => import('./compiled/es').then((module) => module.messages),
  ar: () => import('./compiled/ar').then((module) => module.messages),
  'en-XA': () => import('./compiled/en-XA').then((module) => module.messages),
}

/** The locale's catalogue if it is already here (English always is). */
export function loadedCatalogue(locale: UiLocale): Messages | undefined {
  return loaded.get(locale)
}

/**
 * Fetches the locale's catalogue (once). An app awaits it before its first render, so that a
 * Spanish page never shows English first; without that, the UI shows English until it is here.
 */
export async function loadCatalogue(locale: UiLocale): Promise<Messages> {
  const known = loaded.get(locale)
  if (known) return known
  const messages = await LOADERS[locale as Exclude<UiLocale, 'en'>]()
  loaded.set(locale, messages)
  return messages
}
