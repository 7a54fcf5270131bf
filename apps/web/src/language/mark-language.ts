/**
 * What the page's head runs before any code arrives (vite-plugins/theme-before-paint.ts injects it):
 * `<html lang dir>` from the stored choice or the browser's languages. Self-contained, and
 * imported by the build's configuration: no import of the UI here.
 */

/** The storage key, prefixed with the product name like the app's other keys. */
export const LANGUAGE_STORAGE_KEY = 'PhotoBooth_language'

/**
 * Marks `<html>` with the language to show — the stored choice if PhotoBooth speaks it, else
 * the first of the browser's languages it speaks, else English — and its direction.
 * Runs from its source text in the page's head too, so it is self-contained (it repeats
 * `negotiateLocale`; a test keeps the two in step).
 */
export function markLanguage(choice: string | null, preferred: readonly string[]): void {
  const spoken = ['en', 'es', 'ar']
  let locale = choice && (spoken.includes(choice) || choice === 'en-XA') ? choice : ''
  for (const tag of preferred) {
    if (locale) break
    const primary = tag.toLowerCase().split(/[-_]/)[0] ?? ''
    if (spoken.includes(primary)) locale = primary
  }
  const root = document.documentElement
  root.lang = locale || 'en'
  root.dir = locale === 'ar' ? 'rtl' : 'ltr'
}

/**
 * Starts loading the catalogue of the language `<html>` was marked with (`files`: its chunk and
 * what it imports, by locale, as the build named them), in parallel with the app's code, which
 * awaits it before its first render: without this the request would leave only once that code
 * ran, one more round trip before a Spanish or Arabic page paints. English has none. Runs from
 * its source text in the page's head, after `markLanguage`.
 */
export function preloadCatalogue(locale: string, files: Record<string, readonly string[]>): void {
  for (const file of files[locale] ?? []) {
    const link = document.createElement('link')
    link.rel = 'modulepreload'
    // As the app's own module scripts are fetched (`crossorigin`): the preload is then used.
    link.crossOrigin = ''
    link.href = file
    document.head.append(link)
  }
}

/**
 * Readies the browser's date and number formats for the language `<html>` was marked with,
 * while the page waits for its code: a page's first `Intl.DateTimeFormat` loads the locale's
 * data, about 100 ms of a phone's CPU (×4 throttling, 2026-11-27), which the first render
 * would otherwise spend before it paints (every post shows its date). Later formatters of the
 * locale then take a millisecond. Asked for with the tag the UI formats with (the UI's
 * `formatLocaleOf`, repeated here: it runs from its source text, after `markLanguage`; a test
 * keeps the two in step), in a task of its own once the head has been read, so that the
 * app's code is asked for first. Returns that tag.
 */
export function warmFormats(locale: string, preferred: readonly string[]): string {
  const tag = locale === 'en-XA' ? 'en' : locale
  const language = (tag.split('-')[0] ?? tag).toLowerCase()
  let formatted = tag
  if (!tag.includes('-')) {
    let region = ''
    for (const reader of preferred) {
      const [first, ...rest] = reader.split(/[-_]/)
      if (region || first?.toLowerCase() !== language) continue
      region = rest.slice(0, 2).find((subtag) => /^([a-z]{2}|\d{3})$/i.test(subtag)) ?? ''
    }
    formatted = region
      ? `${language}-${region.toUpperCase()}`
      : language === 'en'
        ? 'en-US'
        : language
  }
  if (language === 'ar' && !/-u-/i.test(formatted)) formatted = `${formatted}-u-nu-latn`
  setTimeout(() => {
    try {
      new Intl.DateTimeFormat(formatted, { dateStyle: 'medium', timeStyle: 'short' }).format(0)
      new Intl.NumberFormat(formatted).format(0)
      new Intl.PluralRules(formatted).select(0)
    } catch {
      // Nothing readied: the app's first formatter does it.
    }
  }, 0)
  return formatted
}
