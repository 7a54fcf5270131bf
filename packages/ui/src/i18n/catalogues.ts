// The part every screen shows (the navigation, times): English starts with it.
import { app } from './compiled/en/app'
import type { CompiledMessages } from './format'
import { type LocaleTag, SOURCE_LOCALE, shippedLocaleOf, type UiLocale } from './locales'

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

/** The catalogue shipped for the tag (by its language) if it is already here (English always
 * is); undefined while it is not, or when the package ships none for it. */
export function loadedCatalogue(locale: LocaleTag): CompiledMessages | undefined {
  const shipped = shippedLocaleOf(locale)
  return shipped ? loaded.get(shipped) : undefined
}

/**
 * Fetches the catalogue shipped for the tag (by its language, once): an app awaits it before
 * its first render, so that a Spanish page never shows English first; without that, the UI
 * shows English until it is here. Undefined for a language the package does not ship (an app
 * gives its own through `UiProvider`'s `messages`).
 */
export async function loadCatalogue(locale: LocaleTag): Promise<CompiledMessages | undefined> {
  const shipped = shippedLocaleOf(locale)
  if (!shipped) return undefined
  const known = loaded.get(shipped)
  if (known) return known
  const messages = await LOADERS[shipped as Exclude<UiLocale, 'en'>]()
  loaded.set(shipped, messages)
  return messages
}
