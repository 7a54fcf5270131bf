import type { UiLocale } from '../i18n/locales'
import type { PartId } from '../i18n/messages/en'
import type { Translate } from '../i18n/use-t'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const WEEK = 7 * DAY

/** The locale's own tag for `Intl` (the pseudo-locale formats as English). */
const intlLocale = (locale: UiLocale) => (locale === 'en' || locale === 'en-XA' ? 'en-US' : locale)

// Formatters are costly to make (toLocaleString makes one per call): one of each per locale.
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(locale: UiLocale, kind: 'short' | 'year' | 'full'): Intl.DateTimeFormat {
  const key = `${locale} ${kind}`
  let made = formatters.get(key)
  if (!made) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'full'
        ? { dateStyle: 'medium', timeStyle: 'short' }
        : { month: 'short', day: 'numeric', ...(kind === 'year' ? { year: 'numeric' } : {}) }
    made = new Intl.DateTimeFormat(intlLocale(locale), options)
    formatters.set(key, made)
  }
  return made
}

/**
 * A short relative time: "just now", "5m", "3h", "2d", "4w", then the date — in the locale's
 * words and digits (the catalogue: `{count, number}`) and date format (`Intl`). `now` comes from the UI provider so stories
 * and tests are stable.
 */
export function timeAgo(
  iso: string,
  now: number,
  t: Translate<PartId<'app'>>,
  locale: UiLocale,
): string {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return ''
  const elapsed = Math.max(0, now - time)
  if (elapsed < MINUTE) return t('time.justNow')
  if (elapsed < HOUR) return t('time.minutes', { count: Math.floor(elapsed / MINUTE) })
  if (elapsed < DAY) return t('time.hours', { count: Math.floor(elapsed / HOUR) })
  if (elapsed < WEEK) return t('time.days', { count: Math.floor(elapsed / DAY) })
  if (elapsed < 5 * WEEK) return t('time.weeks', { count: Math.floor(elapsed / WEEK) })
  const sameYear = new Date(time).getFullYear() === new Date(now).getFullYear()
  return formatter(locale, sameYear ? 'short' : 'year').format(time)
}

/** The full date and time, for a `<time>`'s title. */
export function fullDate(iso: string, locale: UiLocale): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? '' : formatter(locale, 'full').format(time)
}
