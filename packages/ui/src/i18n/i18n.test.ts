import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { argumentsOf, compileCatalogue, compiledFiles, PARTS, SOURCES } from './compile-catalogues'
import { formatMessage } from './format'
import { LOCALES } from './locale-names'
import { directionOf, isLocale, negotiateLocale } from './locales'
import { en, englishParts } from './messages/en'

const compiled = (locale: string) =>
  readFileSync(join(import.meta.dirname, 'compiled', `${locale}.ts`), 'utf8')

/** Values for any message: whatever argument it takes is 3. */
const EVERY_ARGUMENT_IS_3 = Object.fromEntries(
  Object.values(compileCatalogue(en)).flatMap((message) =>
    argumentsOf(message as never).map((name) => [name, 3]),
  ),
)

/**
 * Translations that are the English word on purpose: the language says it too. Every other
 * message differs from English, so that one left untranslated is found.
 */
const SAME_AS_ENGLISH: Partial<Record<'es' | 'ar', Partial<Record<keyof typeof en, string>>>> = {
  es: {
    'compose.look.noir':
      'a filter named after film noir: Spanish says "noir" too, where "Negro" reads as the colour',
    'demo.badge': 'Spanish says "demo" too, as the panel the badge opens does ("Modo demo")',
  },
}

function translator(locale: string, source = SOURCES.en) {
  const messages = compileCatalogue(source)
  return (id: keyof typeof en, values?: Record<string, number>) =>
    formatMessage(messages, locale, id, values)
}

describe('the catalogues', () => {
  it('are compiled as they are written (run `npm run messages` after a change)', () => {
    const files = compiledFiles()
    for (const [name, text] of Object.entries(files)) {
      expect(compiled(name.replace(/\.ts$/, '')), name).toBe(text)
    }
    const present = readdirSync(join(import.meta.dirname, 'compiled'), { recursive: true })
      .map(String)
      .filter((name) => name.endsWith('.ts'))
    expect(present.sort()).toEqual(Object.keys(files).sort())
  })

  it('are read from the parts in their folders, the ones English lists', () => {
    // The English index lists the parts for the types; the folders hold them.
    expect(Object.keys(PARTS.en)).toEqual(Object.keys(englishParts).sort())
    for (const [part, messages] of Object.entries(englishParts)) {
      expect(PARTS.en[part as keyof typeof englishParts]).toBe(messages)
    }
    expect(Object.keys(PARTS.es)).toEqual(Object.keys(PARTS.en))
    expect(Object.keys(PARTS.ar)).toEqual(Object.keys(PARTS.en))
  })

  it('name each message for its part: an id starts with its part file’s name', () => {
    const misplaced = Object.entries(PARTS).flatMap(([locale, parts]) =>
      Object.entries(parts).flatMap(([part, messages]) =>
        Object.keys(messages)
          .filter((id) => !id.startsWith(`${part}.`))
          .map((id) => `${locale}/${part}.ts: ${id}`),
      ),
    )
    expect(misplaced).toEqual([])
  })

  it('give English in parts, one module each, and every other locale whole', () => {
    const names = Object.keys(compiledFiles())
    expect(names).toContain('en/app.ts')
    expect(names).toContain('en/auth.ts')
    expect(names.filter((name) => !name.startsWith('en/')).sort()).toEqual([
      'ar.ts',
      'en-XA.ts',
      'es.ts',
    ])
  })

  it('translate every message, none left in English, with the same arguments', () => {
    const english = compileCatalogue(en)
    for (const locale of ['es', 'ar'] as const) {
      const catalogue = SOURCES[locale]
      expect(Object.keys(catalogue).sort()).toEqual(Object.keys(en).sort())
      const messages = compileCatalogue(catalogue)
      for (const id of Object.keys(en) as (keyof typeof en)[]) {
        if (SAME_AS_ENGLISH[locale]?.[id]) expect(catalogue[id], `${locale} ${id}`).toBe(en[id])
        else expect(catalogue[id], `${locale} ${id}`).not.toBe(en[id])
        expect(argumentsOf(messages[id] as never), `${locale} ${id}`).toEqual(
          argumentsOf(english[id] as never),
        )
      }
    }
  })

  it('format arguments and plurals per locale', () => {
    expect(translator('en')('nav.notificationsUnread', { count: 3 })).toBe(
      'Notifications, 3 unread',
    )
    expect(translator('es', SOURCES.es)('nav.notificationsUnread', { count: 1 })).toBe(
      'Notificaciones, 1 sin leer',
    )
    const arabic = translator('ar', SOURCES.ar)
    expect(arabic('nav.notificationsUnread', { count: 2 })).toBe('الإشعارات، إشعاران غير مقروءين')
    expect(arabic('nav.notificationsUnread', { count: 5 })).toContain('إشعارات')
    // A count of characters takes Arabic's plural forms, not one form for every number.
    const number = (value: number) => new Intl.NumberFormat('ar').format(value)
    const limit = (max: number) => arabic('forms.captionTooLong', { max })
    expect(limit(1)).toBe('يجب ألا يزيد الوصف على حرف واحد.')
    expect(limit(2)).toBe('يجب ألا يزيد الوصف على حرفين.')
    expect(limit(3)).toBe(`يجب ألا يزيد الوصف على ${number(3)} أحرف.`)
    expect(limit(11)).toBe(`يجب ألا يزيد الوصف على ${number(11)} حرفًا.`)
    expect(limit(2200)).toBe(`يجب ألا يزيد الوصف على ${number(2200)} حرف.`)
  })

  it('make a pseudo-locale: every message bracketed, accented and a third longer', () => {
    const text = compiled('en-XA')
    const messages = JSON.parse(JSON.parse(text.slice(text.indexOf('JSON.parse(') + 11, -2)))
    let english = 0
    let pseudo = 0
    const plain = translator('en')
    for (const id of Object.keys(en) as (keyof typeof en)[]) {
      const shown = formatMessage(messages, 'en-XA', id, EVERY_ARGUMENT_IS_3)
      expect(shown, id).toMatch(/^\[.*\]$/s)
      expect(shown, id).not.toMatch(/[aeiou]/)
      english += plain(id, EVERY_ARGUMENT_IS_3).length
      pseudo += shown.length - 2
    }
    expect(pseudo / english).toBeGreaterThanOrEqual(1.3)
  })
})

describe('the locales', () => {
  it('are named in their own language, Arabic right to left', () => {
    expect(LOCALES.map(({ name }) => name)).toEqual(['English', 'Español', 'العربية'])
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('es')).toBe('ltr')
    expect(directionOf('en-XA')).toBe('ltr')
    for (const { id, dir } of LOCALES) {
      expect(isLocale(id), id).toBe(true)
      expect(directionOf(id), id).toBe(dir)
    }
    expect(isLocale('fr')).toBe(false)
    expect(isLocale('en-XA')).toBe(false)
  })

  it('know their direction without asking Intl; another tag asks once', () => {
    // Intl.Locale's likely subtags cost a phone tens of milliseconds the first time.
    const asked = vi.spyOn(Intl, 'Locale')
    try {
      for (const locale of ['en', 'es', 'ar', 'en-XA']) directionOf(locale)
      expect(asked).not.toHaveBeenCalled()
      expect(directionOf('he-IL')).toBe('rtl')
      expect(directionOf('he-IL')).toBe('rtl')
      expect(directionOf('fa')).toBe('rtl')
      expect(directionOf('ku-Arab')).toBe('rtl')
      expect(directionOf('pt-BR')).toBe('ltr')
      expect(asked).toHaveBeenCalledTimes(4)
    } finally {
      asked.mockRestore()
    }
  })

  it('follow the first of the browser’s languages PhotoBooth speaks', () => {
    expect(negotiateLocale(['es-MX', 'en'])).toBe('es')
    expect(negotiateLocale(['fr-FR', 'ar-EG', 'es'])).toBe('ar')
    expect(negotiateLocale(['de', 'fr'])).toBe('en')
    expect(negotiateLocale([])).toBe('en')
    expect(negotiateLocale(['ES_es'])).toBe('es')
  })
})
