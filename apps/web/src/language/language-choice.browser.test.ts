import { formatLocaleOf, negotiateLocale } from '@photobooth/ui'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { MemoryStorage } from '../storage'
import {
  LANGUAGE_STORAGE_KEY,
  languageToShow,
  markLanguage,
  readLanguageChoice,
  saveLanguageChoice,
  subscribeLanguageChoice,
} from './language-choice'
import { warmFormats } from './mark-language'

const PREFERENCES = [[], ['es-MX', 'en'], ['fr', 'ar-EG'], ['de'], ['EN-gb'], ['ar']]

describe('the language choice', () => {
  afterEach(() => {
    document.documentElement.lang = 'en'
    document.documentElement.dir = ''
  })

  it('marks <html> with the choice, else the browser’s languages, as the UI negotiates them', () => {
    // The head's copy of the negotiation agrees with the UI's for every preference.
    for (const preferred of PREFERENCES) {
      markLanguage(null, preferred)
      const locale = negotiateLocale(preferred)
      expect(document.documentElement.lang, preferred.join()).toBe(locale)
      expect(document.documentElement.dir).toBe(locale === 'ar' ? 'rtl' : 'ltr')
    }
    markLanguage('ar', ['es'])
    expect([document.documentElement.lang, document.documentElement.dir]).toEqual(['ar', 'rtl'])
    markLanguage('klingon', ['es'])
    expect(document.documentElement.lang).toBe('es')
  })

  it('runs from its source text alone, as the page head runs it', () => {
    const run = new Function(
      'choice',
      'preferred',
      `(${markLanguage.toString()})(choice, preferred)`,
    )
    run('es', ['ar'])
    expect(document.documentElement.lang).toBe('es')
  })

  it('keeps a choice, and reads anything else as none: the browser’s languages decide', () => {
    const storage = new MemoryStorage()
    expect(readLanguageChoice(storage)).toBeNull()
    expect(languageToShow(storage, ['ar-SA'])).toBe('ar')
    saveLanguageChoice(storage, 'es')
    expect(storage.getItem(LANGUAGE_STORAGE_KEY)).toBe('es')
    expect(languageToShow(storage, ['ar-SA'])).toBe('es')
    storage.setItem(LANGUAGE_STORAGE_KEY, '{"garbage":1}')
    expect(readLanguageChoice(storage)).toBeNull()
  })

  it('tells this tab and follows the others and the browser', () => {
    const listener = vi.fn()
    const stop = subscribeLanguageChoice(listener)
    saveLanguageChoice(new MemoryStorage(), 'ar')
    window.dispatchEvent(new StorageEvent('storage', { key: LANGUAGE_STORAGE_KEY }))
    window.dispatchEvent(new Event('languagechange'))
    expect(listener).toHaveBeenCalledTimes(3)
    stop()
    window.dispatchEvent(new Event('languagechange'))
    expect(listener).toHaveBeenCalledTimes(3)
  })
})

describe('the formats readied in the head', () => {
  it('are those the UI formats with, for every language and preference', () => {
    // The head's copy of the rule agrees with the UI's (`formatLocaleOf`), run from its source
    // text as the head runs it.
    const run = new Function(
      'locale',
      'preferred',
      `return (${warmFormats.toString()})(locale, preferred)`,
    ) as (locale: string, preferred: readonly string[]) => string
    const preferences = [...PREFERENCES, ['en-GB', 'es-MX'], ['es-419'], ['zh-Hant-TW', 'ar-SA']]
    for (const locale of ['en', 'es', 'ar', 'en-XA'])
      for (const preferred of preferences)
        expect(run(locale, preferred), `${locale} ${preferred.join()}`).toBe(
          formatLocaleOf(locale, preferred),
        )
  })
})
