/**
 * Compiles the catalogues (ICU MessageFormat, `./messages/`) into Lingui's compiled form
 * (`./compiled/`), so that the page formats messages without a parser: the runtime stays about
 * 1 KB (`./format.ts`). Also makes the pseudo-locale from English. Used by `npm run messages`, which writes the
 * files, and by a test that fails while they are out of date. Runs in Node only.
 */
import { readdirSync } from 'node:fs'
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage'
import type { CompiledMessages } from './format.ts'
import { PSEUDO_LOCALE, type UiLocale } from './locales.ts'
import type { Catalogue, MessageId, PartName } from './messages/en'

type Parts = { [P in PartName]: Record<string, string> }
type SourceLocale = Exclude<UiLocale, typeof PSEUDO_LOCALE>

/** Files of a locale's folder that are not parts of its catalogue. */
const NOT_PARTS = new Set(['index.ts', 'glossary.ts'])

/**
 * A locale's catalogue in its parts: the files of `./messages/<locale>/`, each exporting its part
 * under the file's name. English's are the parts there are; another locale with one more or
 * one fewer is refused.
 */
async function partsOf(locale: SourceLocale, expected?: readonly string[]): Promise<Parts> {
  const names = readdirSync(new URL(`./messages/${locale}/`, import.meta.url))
    .filter((file) => file.endsWith('.ts') && !NOT_PARTS.has(file))
    .map((file) => file.slice(0, -'.ts'.length))
    .sort()
  if (expected && names.join() !== expected.join()) {
    throw new Error(
      `messages/${locale}/ has the parts ${names.join(', ')}; English has ${expected.join(', ')}`,
    )
  }
  const parts: Record<string, Record<string, string>> = {}
  for (const name of names) {
    const module: Record<string, unknown> = await import(`./messages/${locale}/${name}.ts`)
    const part = module[name]
    if (!part || typeof part !== 'object') {
      throw new Error(`messages/${locale}/${name}.ts exports no part named "${name}"`)
    }
    parts[name] = part as Record<string, string>
  }
  return parts as Parts
}

const englishParts = await partsOf('en')
const partNames = Object.keys(englishParts)

/** Each locale's catalogue in its parts (the files of `./messages/<locale>/`). */
export const PARTS: Record<SourceLocale, Parts> = {
  en: englishParts,
  es: await partsOf('es', partNames),
  ar: await partsOf('ar', partNames),
}

/** Each locale's whole catalogue. */
export const SOURCES = Object.fromEntries(
  Object.entries(PARTS).map(([locale, parts]) => [
    locale,
    Object.assign({}, ...Object.values(parts)),
  ]),
) as Record<SourceLocale, Catalogue>

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
): Record<string, CompiledMessage> {
  const messages: Record<string, CompiledMessage> = {}
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
export function argumentMismatches(
  translated: Record<string, CompiledMessage>,
  source: Record<string, CompiledMessage>,
): MessageId[] {
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

/** A message without arguments as its text alone (`"Home"`, not `["Home"]`): shorter to download. */
function compact(messages: Record<string, CompiledMessage>): CompiledMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([id, message]) => [
      id,
      message.length === 1 && typeof message[0] === 'string' ? message[0] : message,
    ]),
  )
}

/** Every file of `./compiled/`, by path, with its text: English in its parts (`en/<part>.ts`),
 * plain data a component hands to `useT(part)`; every other locale whole (`es.ts`, `ar.ts`,
 * `en-XA.ts`). */
export function compiledFiles(): Record<string, string> {
  const compiled = Object.fromEntries(
    Object.entries(SOURCES).map(([locale, catalogue]) => [locale, compileCatalogue(catalogue)]),
  )
  const english = compiled.en as Record<string, CompiledMessage>
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
    // An object literal, not JSON.parse of a string: a part is small, and shorter so.
    const messages = JSON.stringify(compact(compileCatalogue(source)), null, 2)
    files[`en/${part}.ts`] = [
      header('../../'),
      `import type { EnglishPart } from '../../english'`,
      '',
      `/** English messages of the part "${part}": for the components that show them, \`useT(${part})\`. */`,
      `export const ${part}: EnglishPart<'${part}'> = ${messages}`,
      '',
    ].join('\n')
  }
  for (const [locale, messages] of Object.entries(compiled)) {
    if (locale === 'en') continue
    files[`${locale}.ts`] = [
      header('../'),
      `import type { CompiledMessages } from '../format'`,
      '',
      `export const messages: CompiledMessages = JSON.parse(${JSON.stringify(JSON.stringify(compact(messages)))})`,
      '',
    ].join('\n')
  }
  return files
}
