import * as nav from './nav.css'
import { badgeText } from './nav-destinations'

/**
 * The count over the bell. The link's accessible name already says "Notifications, 3 unread",
 * so the badge is hidden from assistive technology, and its digits are drawn by CSS from
 * `data-count`: as text they would become part of the link's visible label, which must be
 * contained in its accessible name ("99+" is not in "120 unread").
 */
export function UnreadBadge({
  count,
  placement,
  className,
}: {
  count: number
  /** `corner`: over an icon (inside `iconBox`); `inline`: in the flow, e.g. at a row's end. */
  placement: 'corner' | 'inline'
  className?: string
}) {
  return (
    <span
      className={[nav.badge, placement === 'corner' ? nav.corner : nav.inline, className]
        .filter(Boolean)
        .join(' ')}
      data-count={badgeText(count)}
      aria-hidden="true"
    />
  )
}
