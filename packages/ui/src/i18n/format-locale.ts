import { PSEUDO_LOCALE } from './locales'

/** A region subtag: two letters or three digits (`GB`, `MX`, `419`). */
const REGION = /^([a-z]{2}|\d{3})$/i

/** The first region the reader's languages give `language` ("en-GB" gives "GB" to "en"). */
function regionFor(language: string, readerLanguages: readonly string[]): string | undefined {
  for (const tag of readerLanguages) {
    const [first, ...rest] = tag.split(/[-_]/)
    if (first?.toLowerCase() !== language) continue
    // Past a script subtag ("zh-Hant-TW"), before any variant or extension.
    const region = rest.slice(0, 2).find((subtag) => REGION.test(subtag))
    if (region) return region.toUpperCase()
  }
  return undefined
}

const made = new Map<string, string>()

/**
 * The tag `Intl` writes numbers and dates with. The catalogue is chosen by language; the
 * formats follow the reader's region for that language, when their browser names one
 * (`readerLanguages`, e.g. `navigator.languages`): "en-GB" reads "27 Nov 2026", "es-MX" groups
 * "1,024" where Spain writes "1024". A language with no region of the reader's takes its own
 * default (English as in the US); a tag that names its region keeps it. Arabic writes Latin
 * digits in every region and every browser (`nu-latn`), as its catalogue does: a deliberate
 * choice, where `Intl` would otherwise follow each browser's data (Arabic-Indic in Egypt).
 */
export function formatLocaleOf(locale: string, readerLanguages: readonly string[] = []): string {
  const key = `${locale}|${readerLanguages.join(',')}`
  const known = made.get(key)
  if (known !== undefined) return known
  const tag = locale === PSEUDO_LOCALE ? 'en' : locale
  const language = (tag.split('-')[0] ?? tag).toLowerCase()
  let formatted = tag
  if (!tag.includes('-')) {
    const region = regionFor(language, readerLanguages)
    formatted = region ? `${language}-${region}` : language === 'en' ? 'en-US' : language
  }
  if (language === 'ar' && !/-u-/i.test(formatted)) formatted = `${formatted}-u-nu-latn`
  made.set(key, formatted)
  return formatted
}
