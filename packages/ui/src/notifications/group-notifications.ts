import type { PartId } from '../i18n/messages/en'

const HOUR = 60 * 60_000
const DAY = 24 * HOUR

/**
 * The product's notification groups, "Today", "This Week" and "Earlier", in the order they are
 * shown: the ids of their titles in the catalogue (part "notifications").
 */
export const NOTIFICATION_GROUPS = [
  'notifications.today',
  'notifications.thisWeek',
  'notifications.earlier',
] as const satisfies readonly PartId<'notifications'>[]
export type NotificationGroupLabel = (typeof NOTIFICATION_GROUPS)[number]

const [TODAY, THIS_WEEK, EARLIER] = NOTIFICATION_GROUPS

export interface NotificationGroup<T> {
  /** The group: the id of its title in the catalogue. */
  label: NotificationGroupLabel
  /** Newest first. */
  items: T[]
}

/**
 * The group of a notification made at `iso`: under 24 hours before `now` is "Today", under
 * 7 days "This Week", otherwise "Earlier". A date in the future (a server clock ahead of
 * ours) counts as today; an unreadable one as earlier.
 */
export function notificationGroupOf(iso: string, now: number): NotificationGroupLabel {
  const time = Date.parse(iso)
  if (Number.isNaN(time)) return EARLIER
  const age = now - time
  if (age < DAY) return TODAY
  if (age < 7 * DAY) return THIS_WEEK
  return EARLIER
}

/**
 * Splits items into "Today", "This Week" and "Earlier" (in that order), newest first within
 * each; empty groups are left out. `createdAt` reads an item's date.
 */
export function groupNotifications<T>(
  items: readonly T[],
  now: number,
  createdAt: (item: T) => string,
): NotificationGroup<T>[] {
  const buckets = new Map<NotificationGroupLabel, { item: T; time: number }[]>()
  for (const item of items) {
    const iso = createdAt(item)
    const label = notificationGroupOf(iso, now)
    const time = Date.parse(iso)
    const bucket = buckets.get(label) ?? []
    bucket.push({ item, time: Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time })
    buckets.set(label, bucket)
  }
  return NOTIFICATION_GROUPS.flatMap((label) => {
    const bucket = buckets.get(label)
    if (!bucket) return []
    // Array#sort is stable: items of the same instant keep the order they came in.
    return [{ label, items: bucket.sort(newestFirst).map(({ item }) => item) }]
  })
}

function newestFirst(a: { time: number }, b: { time: number }): number {
  return a.time === b.time ? 0 : a.time > b.time ? -1 : 1
}
