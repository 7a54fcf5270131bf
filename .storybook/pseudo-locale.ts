/**
 * The pseudo-locale check, run in every story's test after its picture (vitest.setup.ts): the
 * story shown again in the pseudo-locale (`en-XA`: every letter of the catalogue accented and
 * each message bracketed) holds no text that did not come from the catalogue. A word written in
 * plain ASCII letters on the page, or in an attribute a screen reader says, is then either user
 * content — a word of the story's world, args or browser storage (names, captions, comments,
 * e-mails, websites, drafts), a name's initials, or the start of such a word where a caption is
 * cut — a name (the product's, Google's, each language's own), a date's words from `Intl`, or a
 * text written into a component: the last fails the story's test, naming the text.
 *
 * The story renders again with its loaders, world and network, not its play function (that one
 * speaks English); a story in another language is left to its own assertions. A story that puts
 * its own words on the page (a harness's button) lists them in `parameters.pseudoLocale`. Shown in
 * the same test, the story costs no second test file importing every story, nor a second
 * transform of all of them.
 */
import { fn, isMockFunction } from 'storybook/test'
import { initialsOf } from '../packages/ui/src/components/Avatar/initials'
import { LOCALES } from '../packages/ui/src/i18n/locale-names'
import { PSEUDO_LOCALE } from '../packages/ui/src/i18n/locales'
import { quiet } from '../packages/ui/src/storybook/quiet'
import type { StoryWorld } from '../packages/ui/src/storybook/story-world'

/** What a story may show that is not the catalogue's. */
export interface PseudoLocaleParameters {
  /** Texts the story itself puts on the page (a harness's own button, say). */
  storyContent?: string[]
}

/** Runs of two plain ASCII letters or more: what no pseudo-locale message has. */
const plainWords = (text: string) => text.match(/[A-Za-z]{2,}/g) ?? []

/** Words that are no one's text to translate: names, and the words `Intl` writes in dates. */
function namesAndDates(): string[] {
  const words = ['PhotoBooth', 'Google', ...LOCALES.flatMap(({ name }) => plainWords(name))]
  const locales = [PSEUDO_LOCALE, 'en']
  for (let month = 0; month < 12; month++) {
    // The 1st of each month, a Monday to Sunday along the days of the week; morning and
    // afternoon (AM and PM).
    for (const hour of [1, 13]) {
      const day = new Date(Date.UTC(2026, month, 1 + (month % 7), hour))
      for (const options of [
        { month: 'long', weekday: 'long' },
        { month: 'short', weekday: 'short' },
        { hour: 'numeric', timeZoneName: 'short' },
      ] as const) {
        words.push(...plainWords(new Intl.DateTimeFormat(locales, options).format(day)))
      }
    }
  }
  return words
}

const NAMES_AND_DATES = namesAndDates()

/** Every string in a value (objects, arrays, maps and sets, React elements' props, deeply). */
function stringsIn(value: unknown, into: string[] = [], seen = new Set<unknown>()): string[] {
  if (typeof value === 'string') {
    into.push(value)
    return into
  }
  if (!value || typeof value !== 'object' || seen.has(value)) return into
  seen.add(value)
  if (value instanceof Map) for (const [key, item] of value) stringsIn([key, item], into, seen)
  else if (value instanceof Set || Array.isArray(value))
    for (const item of value) stringsIn(item, into, seen)
  // A React element among the args (a layout's children, say): the story's own, its props too.
  else if ('$$typeof' in value) stringsIn((value as { props?: unknown }).props, into, seen)
  else if (!(value instanceof Node))
    for (const item of Object.values(value)) stringsIn(item, into, seen)
  return into
}

/** The words user content may show: its words, and each name's initials. */
function userWords(content: string[]): Set<string> {
  const words = new Set(NAMES_AND_DATES)
  for (const text of content) {
    const found = plainWords(text)
    for (const word of found) words.add(word)
    const initials = found.map((word) => word[0]?.toUpperCase()).join('')
    words.add(initials)
    words.add(initials.slice(0, 2))
    // As the avatar makes them, from every word of the name ("Riley C." is "RC").
    words.add(initialsOf(text))
  }
  return words
}

/** What the page holds besides the story: Storybook's own (its hidden messages), code, styles. */
const NOT_THE_STORY = '.sb-wrapper, #storybook-docs, script, style, noscript'

const SPOKEN_ATTRIBUTES = ['aria-label', 'aria-valuetext', 'title', 'alt', 'placeholder']

/** The texts on the page, and in the attributes a screen reader says, with a word that is not
 * the catalogue's nor user content's. */
function hardCodedTexts(known: Set<string>): string[] {
  const cutFrom = [...known].filter((word) => word.length > 2)
  const isKnown = (word: string) =>
    known.has(word) ||
    // A caption or a name cut short ends in the start of one of its words.
    (word.length >= 2 && cutFrom.some((whole) => whole.startsWith(word)))
  const hardCoded = (text: string) => plainWords(text).some((word) => !isKnown(word))
  const found = new Set<string>()
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement
    if (!parent || parent.closest(NOT_THE_STORY)) continue
    const text = node.textContent ?? ''
    if (hardCoded(text)) found.add(text.trim())
  }
  for (const element of document.body.querySelectorAll('*')) {
    if (element.closest(NOT_THE_STORY)) continue
    for (const name of SPOKEN_ATTRIBUTES) {
      const value = element.getAttribute(name)
      if (value && hardCoded(value)) found.add(`${name}="${value}"`)
    }
  }
  return [...found]
}

/** What is needed of a story composed for its test (Storybook's portable story). */
export interface ComposedStory {
  args: Record<string, unknown>
  globals: Record<string, unknown>
  parameters: Record<string, unknown>
  run(extraContext?: Record<string, unknown>): Promise<void>
}

/**
 * The story's args, each spy in them replaced by a new one doing the same: what this render
 * calls back later (a redirect finishing once the check is over) is not counted by the next
 * story, which shares the file's spies and asserts what they were called with.
 */
function withOwnSpies(args: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(args).map(([name, value]) => [
      name,
      isMockFunction(value) ? fn(value.getMockImplementation()) : value,
    ]),
  )
}

/** The context a story's `mount` is called on: rendered, its loaders' results and args known. */
interface MountContext {
  renderToCanvas?: () => Promise<void>
  loaded: Record<string, unknown>
  args: Record<string, unknown>
}

/**
 * Shows `story` again in the pseudo-locale, without its play function, and returns the texts
 * on the page that came from neither the catalogue nor user content (none for a story in
 * another language, which is left to its own assertions).
 */
export async function hardCodedInPseudoLocale(story: ComposedStory): Promise<string[]> {
  if ((story.globals.locale ?? 'en') !== 'en') return []
  let shown: { world?: StoryWorld | undefined; args: Record<string, unknown> } = { args: {} }
  // The story runs as in its test — loaders, the world's network, decorators — up to its mount;
  // there it is rendered, what it shows noted, and the run stopped before its play function.
  const stop = new AbortController()
  await story.run({
    args: withOwnSpies(story.args),
    globals: { ...story.globals, locale: PSEUDO_LOCALE },
    abortSignal: stop.signal,
    async mount(this: MountContext) {
      await this.renderToCanvas?.()
      shown = { world: this.loaded.world as StoryWorld | undefined, args: this.args }
      stop.abort()
    },
  })
  await quiet(60)
  const parameters = (story.parameters.pseudoLocale ?? {}) as PseudoLocaleParameters
  const content = [
    ...stringsIn(shown.world?.backend.db),
    ...stringsIn(shown.args),
    // What the story left on the device (a draft's caption, say).
    ...Object.values(localStorage),
    ...(parameters.storyContent ?? []),
  ]
  return hardCodedTexts(userWords(content))
}
