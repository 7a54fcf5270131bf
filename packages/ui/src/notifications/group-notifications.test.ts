import { describe, expect, it } from 'vitest'
import { groupNotifications, notificationGroupOf } from './group-notifications'

const NOW = Date.parse('2026-06-15T12:00:00.000Z')
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const ago = (ms: number) => new Date(NOW - ms).toISOString()

describe('notificationGroupOf', () => {
  it('puts anything under 24 hours in Today', () => {
    expect(notificationGroupOf(ago(0), NOW)).toBe('Today')
    expect(notificationGroupOf(ago(5 * MINUTE), NOW)).toBe('Today')
    expect(notificationGroupOf(ago(DAY - 1), NOW)).toBe('Today')
  })

  it('puts 24 hours up to under 7 days in This Week', () => {
    expect(notificationGroupOf(ago(DAY), NOW)).toBe('This Week')
    expect(notificationGroupOf(ago(3 * DAY), NOW)).toBe('This Week')
    expect(notificationGroupOf(ago(7 * DAY - 1), NOW)).toBe('This Week')
  })

  it('puts 7 days and older in Earlier', () => {
    expect(notificationGroupOf(ago(7 * DAY), NOW)).toBe('Earlier')
    expect(notificationGroupOf(ago(400 * DAY), NOW)).toBe('Earlier')
  })

  it('counts a date ahead of the clock as today and an unreadable one as earlier', () => {
    expect(notificationGroupOf(ago(-10 * MINUTE), NOW)).toBe('Today')
    expect(notificationGroupOf('not a date', NOW)).toBe('Earlier')
  })
})

describe('groupNotifications', () => {
  const item = (id: string, age: number) => ({ id, createdAt: ago(age) })
  const group = (items: { id: string; createdAt: string }[]) =>
    groupNotifications(items, NOW, (entry) => entry.createdAt).map(({ label, items: entries }) => [
      label,
      entries.map((entry) => entry.id),
    ])

  it('groups in the order Today, This Week, Earlier, newest first within each', () => {
    const items = [
      item('old', 30 * DAY),
      item('hour', HOUR),
      item('twoDays', 2 * DAY),
      item('minute', MINUTE),
      item('week', 8 * DAY),
      item('sixDays', 6 * DAY),
    ]
    expect(group(items)).toEqual([
      ['Today', ['minute', 'hour']],
      ['This Week', ['twoDays', 'sixDays']],
      ['Earlier', ['week', 'old']],
    ])
  })

  it('leaves empty groups out', () => {
    expect(group([item('old', 9 * DAY), item('new', HOUR)])).toEqual([
      ['Today', ['new']],
      ['Earlier', ['old']],
    ])
    expect(group([])).toEqual([])
  })

  it('keeps the given order for notifications of the same instant', () => {
    expect(group([item('b', HOUR), item('a', HOUR), item('c', HOUR)])).toEqual([
      ['Today', ['b', 'a', 'c']],
    ])
  })

  it('keeps the items themselves', () => {
    const entry = item('x', HOUR)
    expect(groupNotifications([entry], NOW, (value) => value.createdAt)[0]?.items[0]).toBe(entry)
  })
})
