import { formatLocaleOf } from './format-locale'
import type { LocaleTag } from './locales'
import type { PartId } from './messages/en'
import type { Translate } from './use-t'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const WEEK = 7 * DAY

// Formatters are costly to make (toLocaleString makes one per call): one of each per locale
// and time zone.
const formatters = new Map<string, Intl.DateTimeFormat>()
function formatter(
  locale: LocaleTag,
  kind: 'short' | 'year' | 'full' | 'yearOnly' | 'time',
  timeZone: string | undefined,
): Intl.DateTimeFormat {
  const key = `${locale} ${kind} ${timeZone ?? ''}`
  let made = formatters.get(key)
  if (!made) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'full'
        ? { dateStyle: 'medium', timeStyle: 'short' }
        : kind === 'time'
          ? { timeStyle: 'short' }
          : kind === 'yearOnly'
            ? { year: 'numeric' }
            : { month: 'short', day: 'numeric', ...(kind === 'year' ? { year: 'numeric' } : {}) }
    made = new Intl.DateTimeFormat(formatLocaleOf(locale), { ...options, timeZone })
    formatters.set(key, made)
  }
  return made
}

/**
 * The day of `time`, "Mar 4" (with its year when `now` is in another year or unknown), in
 * `timeZone` (the reader's when undefined).
 */
export function shortDate(
  iso: string,
  locale: LocaleTag,
  timeZone: string | undefined,
  now?: number,
): string {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return ''
  const year = formatter(locale, 'yearOnly', timeZone)
  const sameYear = now !== undefined && year.format(time) === year.format(now)
  return formatter(locale, sameYear ? 'short' : 'year', timeZone).format(time)
}

/**
 * A short relative time: "just now", "5m", "3h", "2d", "4w", then the date — in the locale's
 * words and digits (the catalogue: `{count, number}`) and date format (`Intl`), the date in
 * `timeZone` (the reader's when undefined). `now` comes from the UI provider so stories and
 * tests are stable.
 */
export function timeAgo(
  iso: string,
  now: number,
  t: Translate<PartId<'app'>>,
  locale: LocaleTag,
  timeZone?: string,
): string {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return ''
  const elapsed = Math.max(0, now - time)
  if (elapsed < MINUTE) return t('app.time.justNow')
  if (elapsed < HOUR) return t('app.time.minutes', { count: Math.floor(elapsed / MINUTE) })
  if (elapsed < DAY) return t('app.time.hours', { count: Math.floor(elapsed / HOUR) })
  if (elapsed < WEEK) return t('app.time.days', { count: Math.floor(elapsed / DAY) })
  if (elapsed < 5 * WEEK) return t('app.time.weeks', { count: Math.floor(elapsed / WEEK) })
  return shortDate(iso, locale, timeZone, now)
}

/** The full date and time, for a `<time>`'s title, in `timeZone` (the reader's when undefined). */
export function fullDate(iso: string, locale: LocaleTag, timeZone?: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? '' : formatter(locale, 'full', timeZone).format(time)
}

/**
 * When something was saved on the device, as the offline notice says it: "Saved just now",
 * "Saved 5 minutes ago", "Saved at 9:05 AM" earlier the same day, else "Saved on Jun 14, 2026,
 * 9:05 AM" — in the locale's words (the catalogue) and its way of writing times (`Intl`), in
 * `timeZone` (the reader's when undefined). Without `now` (a page not yet hydrated) it is the
 * date and time, which do not depend on the reader's clock.
 */
export function savedAgo(
  time: number,
  now: number | undefined,
  t: Translate<PartId<'device'>>,
  locale: LocaleTag,
  timeZone?: string,
): string {
  const date = () =>
    t('device.offline.savedOn', { date: formatter(locale, 'full', timeZone).format(time) })
  if (now === undefined) return date()
  const elapsed = Math.max(0, now - time)
  if (elapsed < MINUTE) return t('device.offline.savedJustNow')
  if (elapsed < HOUR)
    return t('device.offline.savedMinutes', { count: Math.floor(elapsed / MINUTE) })
  const day = formatter(locale, 'year', timeZone)
  if (elapsed < DAY && day.format(time) === day.format(now)) {
    return t('device.offline.savedAt', { time: formatter(locale, 'time', timeZone).format(time) })
  }
  return date()
}
