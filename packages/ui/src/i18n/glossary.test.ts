import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { describe, expect, it } from 'vitest'
import { SOURCES } from './compile-catalogues'
import type { Glossary } from './glossary'
import { glossary as arabic } from './messages/ar/glossary'
import type { MessageId } from './messages/en'
import { glossary as spanish } from './messages/es/glossary'

const GLOSSARIES = { es: spanish, ar: arabic } as const
type Translated = keyof typeof GLOSSARIES

const IDS = Object.keys(SOURCES.en) as MessageId[]

/** Messages compiled once: each check reads every message of the catalogue again. */
const shownTexts = new Map<string, string>()

/** The words a message shows: its text without arguments or ICU syntax, every plural form's. */
function shown(message: string): string {
  const known = shownTexts.get(message)
  if (known !== undefined) return known
  const pieces: string[] = []
  const visit = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') {
        pieces.push(token)
        continue
      }
      const choices = token[2]
      if (!choices || typeof choices !== 'object') continue
      for (const branch of Object.values(choices)) {
        if (Array.isArray(branch)) visit(branch as CompiledMessage)
      }
    }
  }
  visit(compileMessageOrThrow(message))
  const text = pieces.join(' ')
  shownTexts.set(message, text)
  return text
}

/** Arabic's short vowels, shadda, sukun, dagger alif and tatweel: a word is the same without. */
const MARKS = /[\u064B-\u065F\u0670\u0640]/g

const words = new Map<string, string[]>()

function wordsOf(text: string, locale: Translated): string[] {
  const key = `${locale} ${text}`
  const known = words.get(key)
  if (known) return known
  const found = text
    .normalize('NFC')
    .replace(MARKS, '')
    .toLocaleLowerCase(locale)
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean)
  words.set(key, found)
  return found
}

/** The word with a prefix joined to it: Arabic's "ل" takes the article's alif ("للوصف"). */
function prefixed(prefix: string, word: string): string {
  return prefix.endsWith('ل') && word.startsWith('ال') ? prefix + word.slice(1) : prefix + word
}

const paddedTexts = new Map<string, string>()

/** The text's words, space-separated with a space at each end (worked out once per text). */
function padded(text: string, locale: Translated): string {
  const key = `${locale} ${text}`
  let known = paddedTexts.get(key)
  if (known === undefined) {
    known = ` ${wordsOf(text, locale).join(' ')} `
    paddedTexts.set(key, known)
  }
  return known
}

/** Whether the text has the word or phrase, whole (a prefix the language joins may lead it). */
function says(text: string, phrase: string, locale: Translated): boolean {
  const words = padded(text, locale)
  const wanted = wordsOf(phrase, locale).join(' ')
  const forms = [wanted, ...GLOSSARIES[locale].prefixes.map((prefix) => prefixed(prefix, wanted))]
  return forms.some((form) => words.includes(` ${form} `))
}

/** Where a catalogue strays from its glossary: one line each, none when it keeps to it. */
function strays(locale: Translated, glossary: Glossary, catalogue: Record<MessageId, string>) {
  const found: string[] = []
  for (const id of IDS) {
    const english = shown(SOURCES.en[id])
    const text = shown(catalogue[id])
    for (const term of glossary.terms) {
      if (!term.english.test(english)) continue
      if (!term.use.some((word) => says(text, word, locale))) {
        found.push(`${id} "${text}" does not say "${term.use[0]}" (${term.english})`)
      }
      for (const word of term.avoid.filter((avoided) => says(text, avoided, locale))) {
        found.push(`${id} "${text}" says "${word}" for "${term.use[0]}" (${term.english})`)
      }
    }
    for (const rule of glossary.neverUse) {
      for (const word of rule.words) {
        const said =
          typeof word === 'string'
            ? says(text, word, locale)
            : wordsOf(text, locale).some((each) => word.test(each))
        if (said) found.push(`${id} "${text}" says "${word}": write ${rule.instead}`)
      }
    }
  }
  return found
}

describe.each(Object.keys(GLOSSARIES) as Translated[])('the %s glossary', (locale) => {
  const glossary = GLOSSARIES[locale]

  it('is kept: each thing by its one word, and no word it rules out', () => {
    expect(strays(locale, glossary, SOURCES[locale])).toEqual([])
  })

  it('speaks of things the English names, each word either used or ruled out', () => {
    for (const term of glossary.terms) {
      expect(term.english.flags, String(term.english)).not.toContain('g')
      const named = IDS.filter((id) => term.english.test(shown(SOURCES.en[id])))
      expect(named.length, `no English message says ${term.english}`).toBeGreaterThan(0)
      expect(term.use.filter((word) => term.avoid.includes(word))).toEqual([])
    }
  })

  it('finds a message that uses a word it rules out', () => {
    for (const term of glossary.terms) {
      const id = IDS.find((each) => term.english.test(shown(SOURCES.en[each]))) as MessageId
      for (const word of term.avoid) {
        const wrong = { ...SOURCES[locale], [id]: `${word} ${word}` }
        expect(strays(locale, glossary, wrong), `${id} with "${word}"`).toEqual(
          expect.arrayContaining([expect.stringContaining(`says "${word}"`)]),
        )
      }
    }
    for (const rule of glossary.neverUse) {
      for (const word of rule.words.filter((each) => typeof each === 'string')) {
        const wrong = { ...SOURCES[locale], 'feed.end': `¡${word}!` }
        expect(strays(locale, glossary, wrong), word).toEqual([
          `feed.end "¡${word}!" says "${word}": write ${rule.instead}`,
        ])
      }
    }
  })
})

describe('the glossaries’ matching', () => {
  it('takes a word whole, in any case, without short vowels, after a prefix', () => {
    expect(says('Escribe una Descripción...', 'descripción', 'es')).toBe(true)
    expect(says('Descripciones', 'descripción', 'es')).toBe(false)
    expect(says('La foto, su pie de foto y sus comentarios', 'pie de foto', 'es')).toBe(true)
    expect(says('ستُحذف الصورة ووصفها وتعليقاتها', 'وصفها', 'ar')).toBe(true)
    expect(says('الوصف والتعليقات', 'التعليق', 'ar')).toBe(false)
    expect(says('{logIn} للإعجاب أو التعليق.', 'الإعجاب', 'ar')).toBe(true)
    expect(says('اكتب وصفًا...', 'وصفا', 'ar')).toBe(true)
  })

  it('finds a word by a pattern', () => {
    const vosotros = { ...SOURCES.es, 'feed.end': '¿Queréis ver más?' }
    expect(strays('es', spanish, vosotros)).toEqual([
      expect.stringContaining('"¿Queréis ver más?" says "/^\\p{L}+(?:áis|éis)$/u"'),
    ])
    expect(strays('es', spanish, { ...SOURCES.es, 'feed.end': 'Un país entero.' })).toEqual([])
  })
})

/**
 * Messages whose English text is another message's too but whose translation differs on
 * purpose, with the reason.
 */
const TRANSLATED_APART: Partial<Record<MessageId, string>> = {
  'post.headingLoading':
    'English "Post" is a noun here, the post page’s heading; the other "Post"s are the verb on the buttons that publish.',
  'post.guestLogIn':
    'It opens a sentence ("{logIn} to like or comment."), so it takes the imperative ("Inicia sesión", "سجّل الدخول") where links and buttons take the infinitive.',
}

/** The messages that share an English text (in any case), by that text. */
function sameEnglish(): Map<string, MessageId[]> {
  const groups = new Map<string, MessageId[]>()
  for (const id of IDS) {
    const text = SOURCES.en[id].toLowerCase()
    groups.set(text, [...(groups.get(text) ?? []), id])
  }
  return new Map([...groups].filter(([, ids]) => ids.length > 1))
}

const said = (locale: Translated, id: MessageId) => wordsOf(SOURCES[locale][id], locale).join(' ')

describe('one English text', () => {
  it('is translated one way in each language', () => {
    const differing: string[] = []
    for (const [english, ids] of sameEnglish()) {
      const together = ids.filter((id) => !TRANSLATED_APART[id])
      for (const locale of Object.keys(GLOSSARIES) as Translated[]) {
        const ways = new Set(together.map((id) => said(locale, id)))
        if (ways.size > 1) {
          differing.push(
            `${locale} "${english}": ${together.map((id) => `${id} "${SOURCES[locale][id]}"`).join(', ')}`,
          )
        }
      }
    }
    expect(differing).toEqual([])
  })

  it('is translated apart only where listed, and each listed one is still apart', () => {
    const groups = [...sameEnglish().values()]
    for (const id of Object.keys(TRANSLATED_APART) as MessageId[]) {
      const group = groups.find((ids) => ids.includes(id))
      expect(group, `${id} shares its English with no other message`).toBeDefined()
      const others = (group ?? []).filter((each) => !TRANSLATED_APART[each])
      const apart = (Object.keys(GLOSSARIES) as Translated[]).some((locale) =>
        others.some((other) => said(locale, other) !== said(locale, id)),
      )
      expect(apart, `${id} is translated as the others are: it needs no exception`).toBe(true)
    }
  })
})
