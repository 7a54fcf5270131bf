import { fullDate, timeAgo } from '../../lib/relative-time'
import { useUi } from '../../provider/ui-context'

/** "3h", as a `<time>` with the full date for assistive technology and on hover. */
export function RelativeTime({ iso, className }: { iso: string; className?: string }) {
  const { now } = useUi()
  const full = fullDate(iso)
  return (
    <time dateTime={iso} title={full} aria-label={full} className={className}>
      {timeAgo(iso, now())}
    </time>
  )
}
