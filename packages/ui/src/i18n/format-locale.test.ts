import { describe, expect, it } from 'vitest'
import { formatLocaleOf } from './format-locale'

describe('formatLocaleOf', () => {
  it('takes the reader’s region for the shown language', () => {
    expect(formatLocaleOf('en', ['en-GB', 'en'])).toBe('en-GB')
    expect(formatLocaleOf('es', ['es-MX', 'en-US'])).toBe('es-MX')
    expect(formatLocaleOf('es', ['en-US', 'es-419'])).toBe('es-419')
    expect(formatLocaleOf('en', ['zh-Hant-TW', 'en-au'])).toBe('en-AU')
  })

  it('keeps the language’s own default when the reader names no region for it', () => {
    expect(formatLocaleOf('en', [])).toBe('en-US')
    expect(formatLocaleOf('en', ['en', 'fr-FR'])).toBe('en-US')
    // Chosen in the app, not the browser's: Spanish as Spanish is written by default.
    expect(formatLocaleOf('es', ['en-GB'])).toBe('es')
    // The pseudo-locale formats as English.
    expect(formatLocaleOf('en-XA', ['en-GB'])).toBe('en-GB')
  })

  it('keeps a tag that names its own region', () => {
    expect(formatLocaleOf('pt-BR', ['pt-PT'])).toBe('pt-BR')
  })

  it('writes Arabic in Latin digits, in every region, whatever the browser’s own data says', () => {
    expect(formatLocaleOf('ar', [])).toBe('ar-u-nu-latn')
    expect(formatLocaleOf('ar', ['ar-EG'])).toBe('ar-EG-u-nu-latn')
    // Egypt's own digits would be Arabic-Indic.
    expect(new Intl.NumberFormat('ar-EG').format(1234)).not.toMatch(/\d/)
    expect(new Intl.NumberFormat(formatLocaleOf('ar', ['ar-EG'])).format(1234)).toMatch(/^1.234$/)
  })

  it('formats as the region writes: dates in Britain, thousands in Mexico', () => {
    const day = Date.UTC(2026, 10, 27)
    const date = (readerLanguages: string[]) =>
      new Intl.DateTimeFormat(formatLocaleOf('en', readerLanguages), {
        dateStyle: 'medium',
        timeZone: 'UTC',
      }).format(day)
    expect(date(['en-GB'])).toBe('27 Nov 2026')
    expect(date([])).toBe('Nov 27, 2026')
    expect(new Intl.NumberFormat(formatLocaleOf('es', ['es-MX'])).format(1024)).toBe('1,024')
    expect(new Intl.NumberFormat(formatLocaleOf('es', [])).format(1024)).toBe('1024')
  })
})
