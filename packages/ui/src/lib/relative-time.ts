const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const WEEK = 7 * DAY

// Formatters are costly to make (toLocaleString makes one per call): one of each, kept.
const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' })
const shortDateWithYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
})
const dateAndTime = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' })

/**
 * A short relative time: "just now", "5m", "3h", "2d", "4w", then the date. `now` comes
 * from the UI provider so stories and tests are stable.
 */
export function timeAgo(iso: string, now: number): string {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return ''
  const elapsed = Math.max(0, now - time)
  if (elapsed < MINUTE) return 'just now'
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m`
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h`
  if (elapsed < WEEK) return `${Math.floor(elapsed / DAY)}d`
  if (elapsed < 5 * WEEK) return `${Math.floor(elapsed / WEEK)}w`
  const sameYear = new Date(time).getFullYear() === new Date(now).getFullYear()
  return (sameYear ? shortDate : shortDateWithYear).format(time)
}

/** The full date and time, for a `<time>`'s title. */
export function fullDate(iso: string): string {
  const time = Date.parse(iso)
  return Number.isNaN(time) ? '' : dateAndTime.format(time)
}
