import { describe, expect, it } from 'vitest'
import { device } from './compiled/en/device'
import { messages as es } from './compiled/es'
import { formatMessage } from './format'
import type { PartId } from './messages/en'
import { savedAgo } from './relative-time'
import type { Translate } from './use-t'

const MINUTE = 60_000
const HOUR = 60 * MINUTE
/** 14:05 in Madrid (summer time, UTC+2), 12:05 in UTC. */
const NOW = Date.parse('2026-06-15T12:05:00Z')

const english: Translate<PartId<'device'>> = (id, values) => formatMessage(device, 'en', id, values)
const spanish: Translate<PartId<'device'>> = (id, values) => formatMessage(es, 'es', id, values)

describe('savedAgo', () => {
  const saved = (ago: number, timeZone = 'UTC') => savedAgo(NOW - ago, NOW, english, 'en', timeZone)

  it('says "just now" under a minute, and minutes under an hour', () => {
    expect(saved(0)).toBe('Saved just now')
    expect(saved(59_999)).toBe('Saved just now')
    expect(saved(MINUTE)).toBe('Saved 1 minute ago')
    expect(saved(5 * MINUTE + 30_000)).toBe('Saved 5 minutes ago')
    expect(saved(59 * MINUTE)).toBe('Saved 59 minutes ago')
  })

  it('gives the time of day from an hour on, the same day in the reader’s time zone', () => {
    expect(saved(HOUR)).toBe('Saved at 11:05 AM')
    expect(saved(12 * HOUR)).toBe('Saved at 12:05 AM')
    expect(saved(3 * HOUR, 'Europe/Madrid')).toBe('Saved at 11:05 AM')
  })

  it('gives the date and time for another day', () => {
    expect(saved(12 * HOUR + 6 * MINUTE)).toBe('Saved on Jun 14, 2026, 11:59 PM')
    // Already yesterday in Los Angeles (5:05 AM there now).
    expect(saved(6 * HOUR, 'America/Los_Angeles')).toBe('Saved on Jun 14, 2026, 11:05 PM')
    expect(saved(3 * 24 * HOUR)).toBe('Saved on Jun 12, 2026, 12:05 PM')
  })

  it('treats a time ahead of the clock as just now', () => {
    expect(saved(-5 * MINUTE)).toBe('Saved just now')
  })

  it('gives the date and time while the reader’s clock is unknown (before hydration)', () => {
    expect(savedAgo(NOW - 5 * MINUTE, undefined, english, 'en', 'UTC')).toBe(
      'Saved on Jun 15, 2026, 12:00 PM',
    )
  })

  it('speaks the reader’s language, with its way of writing times', () => {
    const inSpanish = (ago: number) => savedAgo(NOW - ago, NOW, spanish, 'es', 'Europe/Madrid')
    expect(inSpanish(MINUTE)).toBe('Guardado hace 1 minuto')
    expect(inSpanish(5 * MINUTE)).toBe('Guardado hace 5 minutos')
    expect(inSpanish(HOUR)).toBe('Guardado hoy, 13:05')
    expect(inSpanish(2 * 24 * HOUR)).toBe('Guardado el 13 jun 2026, 14:05')
  })
})
