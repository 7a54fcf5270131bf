import { describe, expect, it } from 'vitest'
import { notifications as english } from '../i18n/messages/en/notifications'
import { groupNotifications, notificationGroupOf } from './group-notifications'

const NOW = Date.parse('2026-06-15T12:00:00.000Z')
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const ago = (ms: number) => new Date(NOW - ms).toISOString()

/** The group of a notification made at `iso`, by its English title. */
const groupOf = (iso: string) => english[notificationGroupOf(iso, NOW)]

describe('notificationGroupOf', () => {
  it('puts anything under 24 hours in Today', () => {
    expect(groupOf(ago(0))).toBe('Today')
    expect(groupOf(ago(5 * MINUTE))).toBe('Today')
    expect(groupOf(ago(DAY - 1))).toBe('Today')
  })

  it('puts 24 hours up to under 7 days in This Week', () => {
    expect(groupOf(ago(DAY))).toBe('This Week')
    expect(groupOf(ago(3 * DAY))).toBe('This Week')
    expect(groupOf(ago(7 * DAY - 1))).toBe('This Week')
  })

  it('puts 7 days and older in Earlier', () => {
    expect(groupOf(ago(7 * DAY))).toBe('Earlier')
    expect(groupOf(ago(400 * DAY))).toBe('Earlier')
  })

  it('counts a date ahead of the clock as today and an unreadable one as earlier', () => {
    expect(groupOf(ago(-10 * MINUTE))).toBe('Today')
    expect(groupOf('not a date')).toBe('Earlier')
  })
})

describe('groupNotifications', () => {
  const item = (id: string, age: number) => ({ id, createdAt: ago(age) })
  const group = (items: { id: string; createdAt: string }[]) =>
    groupNotifications(items, NOW, (entry) => entry.createdAt).map(({ label, items: entries }) => [
      english[label],
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
