'use client'

import { fullDate, shortDate, timeAgo } from '../../i18n/relative-time'
import { useFormatLocale, useT } from '../../i18n/use-t'
import { useNow, useTimeZone } from '../../provider/clock'
import { visuallyHidden } from '../../styles/utils.css'

/**
 * "3h" on screen; the full date for assistive technology and on hover. Rendered on a server
 * without a clock (and hydrated so), it is the day in `UiProvider`'s `timeZone` — the same text
 * wherever the reader is, and never a "6d" frozen in a prerendered page — and becomes the
 * relative time, in the reader's own time zone, once the page has hydrated.
 */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const now = useNow()
  const timeZone = useTimeZone()
  const t = useT()
  const locale = useFormatLocale()
  const full = fullDate(iso, locale, timeZone)
  return (
    <time dateTime={iso} title={full} className={className}>
      <span aria-hidden="true">
        {now === undefined
          ? shortDate(iso, locale, timeZone)
          : timeAgo(iso, now, t, locale, timeZone)}
      </span>
      <span className={visuallyHidden}>{full}</span>
    </time>
  )
}
