// The part every screen shows (the navigation, times): English starts with it.
import { app } from './compiled/en/app'
import type { CompiledMessages } from './format'
import { SOURCE_LOCALE, type UiLocale } from './locales'

/**
 * The compiled catalogues. English is here as its part "app"; each other part comes with the
 * code that shows it (`useT(part)`, see `./english`); every other locale is a chunk of its own, downloaded once when it is
 * first wanted.
 */
const loaded = new Map<UiLocale, CompiledMessages>([[SOURCE_LOCALE, app]])

const LOADERS: Record<Exclude<UiLocale, 'en'>, () => Promise<CompiledMessages>> = {
  es: () => import('./compiled/es').then((module) => module.messages),
  ar: () => import('./compiled/ar').then((module) => module.messages),
  'en-XA': () => import('./compiled/en-XA').then((module) => module.messages),
}

/** The locale's catalogue if it is already here (English always is). */
export function loadedCatalogue(locale: UiLocale): CompiledMessages | undefined {
  return loaded.get(locale)
}

/**
 * Fetches the locale's catalogue (once). An app awaits it before its first render, so that a
 * Spanish page never shows English first; without that, the UI shows English until it is here.
 */
export async function loadCatalogue(locale: UiLocale): Promise<CompiledMessages> {
  const known = loaded.get(locale)
  if (known) return known
  const messages = await LOADERS[locale as Exclude<UiLocale, 'en'>]()
  loaded.set(locale, messages)
  return messages
}
