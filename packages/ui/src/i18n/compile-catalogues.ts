/**
 * Compiles the catalogues (ICU MessageFormat, `./messages/`) into Lingui's compiled form
 * (`./compiled/`), so that the page formats messages without a parser: the runtime stays about
 * 2 KB. Also makes the pseudo-locale from English. Used by `npm run messages`, which writes the
 * files, and by a test that fails while they are out of date. Runs in Node only.
 */
import type { Messages } from '@lingui/core'
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import { PSEUDO_LOCALE, type UiLocale } from './locales.ts'
import { ar } from './messages/ar.ts'
import { type Catalogue, en, type MessageId } from './messages/en.ts'
import { es } from './messages/es.ts'

export const SOURCES: Record<Exclude<UiLocale, typeof PSEUDO_LOCALE>, Catalogue> = { en, es, ar }

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
  catalogue: Catalogue,
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

/** Every file of `./compiled/`, by name, with its text. */
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
    Object.entries(compileCatalogue(en, pseudoText)).map(([id, message]) => [
      id,
      ['[', ...(message as CompiledMessage), ']'],
    ]),
  )
  const files: Record<string, string> = {}
  for (const [locale, messages] of Object.entries(compiled)) {
    files[`${locale}.ts`] = [
      `// Compiled from ../messages by \`npm run messages\` (../compile-catalogues.ts): do not edit.`,
      `import type { Messages } from '@lingui/core'`,
      '',
      `export const messages: Messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))})`,
      '',
    ].join('\n')
  }
  return files
}
