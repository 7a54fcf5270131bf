/**
 * Compiles the catalogues (ICU MessageFormat, `./messages/`) into Lingui's compiled form
 * (`./compiled/`), so that the page formats messages without a parser: the runtime stays about
 * 2 KB. Also makes the pseudo-locale from English. Used by `npm run messages`, which writes the
 * files, and by a test that fails while they are out of date. Runs in Node only.
 */
import type { Messages } from '@lingui/core'
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { PSEUDO_LOCALE, type UiLocale } from './locales.ts'
import { app as arApp } from './messages/ar/app.ts'
import { auth as arAuth } from './messages/ar/auth.ts'
import { compose as arCompose } from './messages/ar/compose.ts'
import { feed as arFeed } from './messages/ar/feed.ts'
import { forms as arForms } from './messages/ar/forms.ts'
import { notifications as arNotifications } from './messages/ar/notifications.ts'
import { post as arPost } from './messages/ar/post.ts'
import { profile as arProfile } from './messages/ar/profile.ts'
import { web as arWeb } from './messages/ar/web.ts'
import type { Catalogue, MessageId, PartName } from './messages/en'
import { app as enApp } from './messages/en/app.ts'
import { auth as enAuth } from './messages/en/auth.ts'
import { compose as enCompose } from './messages/en/compose.ts'
import { feed as enFeed } from './messages/en/feed.ts'
import { forms as enForms } from './messages/en/forms.ts'
import { notifications as enNotifications } from './messages/en/notifications.ts'
import { post as enPost } from './messages/en/post.ts'
import { profile as enProfile } from './messages/en/profile.ts'
import { web as enWeb } from './messages/en/web.ts'
import { app as esApp } from './messages/es/app.ts'
import { auth as esAuth } from './messages/es/auth.ts'
import { compose as esCompose } from './messages/es/compose.ts'
import { feed as esFeed } from './messages/es/feed.ts'
import { forms as esForms } from './messages/es/forms.ts'
import { notifications as esNotifications } from './messages/es/notifications.ts'
import { post as esPost } from './messages/es/post.ts'
import { profile as esProfile } from './messages/es/profile.ts'
import { web as esWeb } from './messages/es/web.ts'

type Parts = { [P in PartName]: Record<string, string> }

/** Each locale's catalogue in its parts (the files of `./messages/<locale>/`). */
export const PARTS: Record<Exclude<UiLocale, typeof PSEUDO_LOCALE>, Parts> = {
  en: {
    app: enApp,
    auth: enAuth,
    compose: enCompose,
    feed: enFeed,
    forms: enForms,
    notifications: enNotifications,
    post: enPost,
    profile: enProfile,
    web: enWeb,
  },
  es: {
    app: esApp,
    auth: esAuth,
    compose: esCompose,
    feed: esFeed,
    forms: esForms,
    notifications: esNotifications,
    post: esPost,
    profile: esProfile,
    web: esWeb,
  },
  ar: {
    app: arApp,
    auth: arAuth,
    compose: arCompose,
    feed: arFeed,
    forms: arForms,
    notifications: arNotifications,
    post: arPost,
    profile: arProfile,
    web: arWeb,
  },
}

/** Each locale's whole catalogue. */
export const SOURCES = Object.fromEntries(
  Object.entries(PARTS).map(([locale, parts]) => [
    locale,
    Object.assign({}, ...Object.values(parts)),
  ]),
) as Record<Exclude<UiLocale, typeof PSEUDO_LOCALE>, Catalogue>

/** The names of the arguments a compiled message takes (`{name}`, plurals, selects). */
export function argumentsOf(message: CompiledMessage): string[] {
  const names = new Set<string>()
  const visit = (tokens: CompiledMessage) => {
    for (const token of tokens) {
      if (typeof token === 'string') continue
      const [name, , options] = token
      names.add(name)
      if (options && typeof options === 'object') {
        for (const branch of Object.values(options)) {
          if (Array.isArray(branch)) visit(branch as CompiledMessage)
        }
      }
    }
  }
  visit(message)
  return [...names].sort()
}

/** Compiles a catalogue; throws on a message that is not valid ICU MessageFormat. */
export function compileCatalogue(
  catalogue: Record<string, string>,
  mapText?: (text: string) => string,
): Messages {
  const messages: Messages = {}
  for (const [id, source] of Object.entries(catalogue)) {
    try {
      messages[id] = compileMessageOrThrow(source, mapText)
    } catch (error) {
      throw new Error(`Message ${id} is not valid ICU MessageFormat: ${String(error)}`)
    }
  }
  return messages
}

/** What differs between a translation and English: ids whose arguments are not the same. */
export function argumentMismatches(translated: Messages, source: Messages): MessageId[] {
  return (Object.keys(source) as MessageId[]).filter((id) => {
    const theirs = translated[id]
    const ours = source[id]
    if (!theirs || !ours) return true
    return (
      JSON.stringify(argumentsOf(theirs as CompiledMessage)) !==
      JSON.stringify(argumentsOf(ours as CompiledMessage))
    )
  })
}

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ď',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ü',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ď',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
}

/** Letters accented, and about a third longer (vowels doubled). */
export function pseudoText(text: string): string {
  let out = ''
  for (const char of text) {
    const accented = ACCENTED[char] ?? char
    out += 'aeiouAEIOU'.includes(char) ? accented + accented : accented
  }
  return out
}

/** Every file of `./compiled/`, by path, with its text: English in its parts (`en/<part>.ts`),
 * each registering itself when imported; every other locale whole (`es.ts`, `ar.ts`, `en-XA.ts`). */
export function compiledFiles(): Record<string, string> {
  const compiled = Object.fromEntries(
    Object.entries(SOURCES).map(([locale, catalogue]) => [locale, compileCatalogue(catalogue)]),
  )
  const english = compiled.en as Messages
  for (const [locale, messages] of Object.entries(compiled)) {
    const wrong = argumentMismatches(messages, english)
    if (wrong.length > 0) {
      throw new Error(`${locale}: arguments differ from English in ${wrong.join(', ')}`)
    }
  }
  // The pseudo-locale: English accented and longer, each message bracketed.
  compiled[PSEUDO_LOCALE] = Object.fromEntries(
    Object.entries(compileCatalogue(SOURCES.en, pseudoText)).map(([id, message]) => [
      id,
      ['[', ...(message as CompiledMessage), ']'],
    ]),
  )
  const header = (up: string) =>
    `// Compiled from ${up}messages by \`npm run messages\` (${up}compile-catalogues.ts): do not edit.`
  const files: Record<string, string> = {}
  for (const [part, source] of Object.entries(PARTS.en)) {
    const messages = JSON.stringify(JSON.stringify(compileCatalogue(source)))
    files[`en/${part}.ts`] = [
      header('../../'),
      `import { addEnglish, type EnglishPart } from '../../english'`,
      '',
      `/** English messages of the part "${part}": import it where they are shown (\`useT(${part})\`). */`,
      `export const ${part}: EnglishPart<'${part}'> = addEnglish(JSON.parse(${messages}))`,
      '',
    ].join('\n')
  }
  for (const [locale, messages] of Object.entries(compiled)) {
    if (locale === 'en') continue
    files[`${locale}.ts`] = [
      header('../'),
      `import type { Messages } from '@lingui/core'`,
      '',
      `export const messages: Messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))})`,
      '',
    ].join('\n')
  }
  return files
}
