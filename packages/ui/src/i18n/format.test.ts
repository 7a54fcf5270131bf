import { setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { describe, expect, it, vi } from 'vitest'
import { argumentsOf, compileCatalogue, SOURCES } from './compile-catalogues'
import { messages as ar } from './compiled/ar'
import { messages as enXA } from './compiled/en-XA'
import { messages as es } from './compiled/es'
import { type CompiledMessages, formatMessage, type MessageValues } from './format'

/** Lingui's own runtime, which `formatMessage` stands in for. */
function lingui(locale: string, messages: Record<string, unknown>) {
  const i18n = setupI18n({ locale, messages: { [locale]: messages as never } })
  return (id: string, values?: MessageValues) => i18n._(id, values)
}

/** English as the page has it: every part. */
const english: CompiledMessages = Object.assign(
  {},
  ...Object.values(
    import.meta.glob<CompiledMessages>('./compiled/en/*.ts', { eager: true }),
  ).flatMap((module) => Object.values(module)),
)

const COUNTS = [0, 1, 2, 3, 5, 11, 21, 100, 102, 1234, 1.5]

describe('formatMessage', () => {
  it('gives every message of every locale as Lingui’s runtime does, for every count', () => {
    const catalogues: [string, CompiledMessages, Record<string, string>][] = [
      ['en', english, SOURCES.en],
      ['es', es, SOURCES.es],
      ['ar', ar, SOURCES.ar],
    ]
    let compared = 0
    for (const [locale, runtime, source] of catalogues) {
      const reference = lingui(locale, compileCatalogue(source))
      for (const [id, message] of Object.entries(compileCatalogue(source))) {
        const names = argumentsOf(message)
        for (const count of names.length > 0 ? COUNTS : [0]) {
          const values = Object.fromEntries(
            names.map((name) => [
              name,
              /count|max|min|shown|total|degrees/.test(name) ? count : `«${name}»`,
            ]),
          )
          expect(formatMessage(runtime, locale, id, values), `${locale} ${id} ${count}`).toBe(
            reference(id, values),
          )
          compared += 1
        }
      }
    }
    expect(compared).toBeGreaterThan(1000)
    const pseudo = lingui('en-XA', enXA)
    for (const id of Object.keys(enXA)) {
      expect(formatMessage(enXA, 'en-XA', id, { count: 2 })).toBe(pseudo(id, { count: 2 }))
    }
  })

  it('reads what an app may write beyond the catalogue: selects, ordinals, offsets, quotes', () => {
    const sources = {
      select: '{gender, select, female {She} male {He} other {They}} liked it',
      ordinal: 'Your {n, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} post',
      offset:
        '{count, plural, offset:1 =0 {Nobody} =1 {You} one {You and # other} other {You and # others}}',
      percent: '{share, number, percent} done',
      quoted: "It''s '{'literal'}'",
      nested: '{count, plural, one {{name} and # like} other {{name} and # likes}}',
    }
    const compiled = Object.fromEntries(
      Object.entries(sources).map(([id, source]) => [id, compileMessage(source)]),
    )
    const cases: [string, MessageValues][] = [
      ['select', { gender: 'female' }],
      ['select', { gender: 'constructor' }],
      ['ordinal', { n: 1 }],
      ['ordinal', { n: 22 }],
      ['ordinal', { n: 13 }],
      ['offset', { count: 0 }],
      ['offset', { count: 1 }],
      ['offset', { count: 2 }],
      ['offset', { count: 5 }],
      ['percent', { share: 0.25 }],
      ['quoted', {}],
      ['nested', { count: 1, name: 'Ana' }],
      ['nested', { count: 4, name: 'Ana' }],
      ['missing.id', {}],
    ]
    for (const locale of ['en', 'es', 'ar']) {
      const reference = lingui(locale, compiled)
      for (const [id, values] of cases) {
        expect(formatMessage(compiled, locale, id, values), `${locale} ${id}`).toBe(
          reference(id, values),
        )
      }
    }
  })

  it('writes dates and times in ICU’s named styles, in the reader’s locale', () => {
    const when = new Date('2026-06-14T10:00:00Z')
    const messages = {
      date: compileMessage('On {when, date}, {when, date, short} or {when, date, full}'),
      time: compileMessage('At {when, time} or {when, time, short}'),
    }
    for (const locale of ['en', 'es', 'ar']) {
      const date = (dateStyle: 'medium' | 'short' | 'full') =>
        new Intl.DateTimeFormat(locale, { dateStyle }).format(when)
      const time = (timeStyle: 'medium' | 'short') =>
        new Intl.DateTimeFormat(locale, { timeStyle }).format(when)
      expect(formatMessage(messages, locale, 'date', { when })).toBe(
        `On ${date('medium')}, ${date('short')} or ${date('full')}`,
      )
      expect(formatMessage(messages, locale, 'date', { when: when.toISOString() })).toBe(
        `On ${date('medium')}, ${date('short')} or ${date('full')}`,
      )
      expect(formatMessage(messages, locale, 'time', { when })).toBe(
        `At ${time('medium')} or ${time('short')}`,
      )
    }
  })

  it('writes small whole numbers of English and Spanish as Intl does, without making a formatter', () => {
    const message = { n: compileMessage('{n, number}') }
    const made = vi.spyOn(Intl, 'NumberFormat')
    try {
      for (const locale of ['en', 'en-GB', 'en-XA', 'es', 'es-MX', 'es-419']) {
        for (let n = 0; n < 1000; n++) {
          expect(formatMessage(message, locale, 'n', { n })).toBe(
            new Intl.NumberFormat(locale).format(n),
          )
        }
      }
      made.mockClear()
      for (const locale of ['en', 'es-AR']) formatMessage(message, locale, 'n', { n: 999 })
      expect(made).not.toHaveBeenCalled()
      // Anything else is Intl's: other digits, grouping, decimals, signs.
      for (const [locale, n] of [
        ['ar-EG', 7],
        ['en-u-nu-arab', 7],
        ['fa', 7],
        ['en', 1000],
        ['es', 10_000],
        ['en', 1.5],
        ['en', -3],
        ['en', -0],
      ] as const) {
        expect(formatMessage(message, locale, 'n', { n }), `${locale} ${n}`).toBe(
          new Intl.NumberFormat([locale, 'en']).format(n),
        )
      }
    } finally {
      made.mockRestore()
    }
  })

  it('gives the id of a message the catalogue does not have, and plain text as it is', () => {
    expect(formatMessage({}, 'en', 'feed.heading')).toBe('feed.heading')
    expect(formatMessage({ hello: 'Hello' }, 'en', 'hello', { unused: 1 })).toBe('Hello')
    expect(formatMessage({ a: ['Hi ', ['name']] }, 'en', 'a', { name: undefined })).toBe('Hi ')
  })
})
