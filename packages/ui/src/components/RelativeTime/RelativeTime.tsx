'use client'

import { useLocale, useT } from '../../i18n/use-t'
import { fullDate, timeAgo } from '../../lib/relative-time'
import { useUi } from '../../provider/ui-context'
import { visuallyHidden } from '../../styles/utils.css'

/** "3h" on screen; the full date for assistive technology and on hover. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const { now } = useUi()
  const t = useT()
  const { locale } = useLocale()
  const full = fullDate(iso, locale)
  return (
    <time dateTime={iso} title={full} className={className}>
      <span aria-hidden="true">{timeAgo(iso, now(), t, locale)}</span>
      <span className={visuallyHidden}>{full}</span>
    </time>
  )
}
