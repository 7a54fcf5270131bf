'use client'

import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { loadCatalogue, loadedCatalogue } from './catalogues'
import { type CompiledCatalogue, isCompiledCatalogue } from './compiled-catalogue'
import type { CompiledMessages } from './format'
import type { GivenMessage } from './given-message'
import { I18nContext, type ShownLanguage } from './i18n-context'
import { canonicalLocale, type LocaleTag, SOURCE_LOCALE, shippedLocaleOf } from './locales'
import type { MessageId } from './messages/en'

/**
 * Texts an app gives for one language: ICU MessageFormat by message id (any subset), each alone
 * or with its note as `@photobooth/ui/messages/en.json` has it (`{ message, description }`): a
 * translated copy of that file is a catalogue as it is.
 */
export type MessageOverrides = Partial<Record<MessageId, GivenMessage>>

/**
 * An app's messages, by language tag: for a language the package ships, the texts it rephrases;
 * for any other, its catalogue, whole or partial (English shows for the ids it leaves out).
 * Each as ICU MessageFormat text (compiled in the browser, by a compiler downloaded then) or
 * compiled ahead with `compileMessages` (what a server render needs to be in the language).
 * A tag's own entry (`pt-BR`) goes over its language's (`pt`).
 */
export type LocaleMessages = Partial<Record<LocaleTag, MessageOverrides | CompiledCatalogue>>

declare const process: { env: { NODE_ENV?: string } }

/** The app's entries for a tag: its language's, with the tag's own over them. */
function givenFor(messages: LocaleMessages | undefined, locale: string) {
  if (!messages) return []
  const language = locale.split('-')[0] ?? locale
  const entries = [language, locale]
    .filter((tag, index, tags) => tags.indexOf(tag) === index)
    .flatMap((tag) => {
      const entry =
        messages[tag] ?? Object.entries(messages).find(([key]) => canonicalLocale(key) === tag)?.[1]
      return entry ? [entry] : []
    })
  return entries
}

/** Compiled messages by their text, so that re-renders do not compile again. */
const compiledTexts = new Map<string, CompiledMessages>()
const textKey = (messages: MessageOverrides) => JSON.stringify(messages)

/** The compiled form of an app's entry if it is at hand (compiled ahead, or before). */
function compiledNow(entry: MessageOverrides | CompiledCatalogue): CompiledMessages | undefined {
  return isCompiledCatalogue(entry) ? entry.compiled : compiledTexts.get(textKey(entry))
}

async function compileLater(entry: MessageOverrides | CompiledCatalogue) {
  const ready = compiledNow(entry)
  if (ready) return ready
  const { compileMessages } = await import('./compile-messages')
  const { compiled } = compileMessages(entry as MessageOverrides)
  compiledTexts.set(textKey(entry as MessageOverrides), compiled)
  return compiled
}

/** The messages of a locale: the shipped catalogue of its language, the app's over it. */
function combine(shipped: CompiledMessages | undefined, given: CompiledMessages[]) {
  return Object.assign({}, shipped, ...given) as CompiledMessages
}

/**
 * The UI's messages for `locale` (any BCP 47 tag): the catalogue the package ships for its
 * language (fetched if it is not here yet), the app's `messages` for it over that, English for
 * any message neither has. While a shipped catalogue is on its way, the UI stays in the
 * language it showed (English at first); while only the compiler for an app's texts is, it shows
 * the language without them. English is the part "app" here; each other part comes with the
 * components that show it (`useT(part)`).
 */
export function I18nRoot({
  locale: requested = SOURCE_LOCALE,
  messages,
  children,
}: {
  locale?: LocaleTag | undefined
  messages?: LocaleMessages | undefined
  children?: ReactNode
}) {
  const canonical = canonicalLocale(requested)
  const locale = canonical ?? SOURCE_LOCALE
  const given = givenFor(messages, locale)
  const key = `${locale}|${given.map((entry) => JSON.stringify(entry)).join('|')}`
  // What can be shown at once: the language, when its shipped catalogue is here (or there is
  // none), with what of the app's messages is compiled; `complete` when all of them are.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the messages.
  const now = useMemo((): { shown?: ShownLanguage; complete: boolean } => {
    const catalogue = loadedCatalogue(locale)
    if (shippedLocaleOf(locale) && !catalogue) return { complete: false }
    const compiled = given.map(compiledNow)
    const ready = compiled.filter((each) => each !== undefined)
    return {
      shown: { locale, messages: combine(catalogue, ready) },
      complete: ready.length === compiled.length,
    }
  }, [key])
  const [late, setLate] = useState<{ key: string; shown: ShownLanguage } | null>(null)
  const last = useRef<ShownLanguage | null>(null)
  // While a catalogue is on its way, the language shown before (English at first); while only
  // the app's texts are, the language without them.
  const shown: ShownLanguage = (now.complete ? now.shown : undefined) ??
    (late?.key === key ? late.shown : undefined) ??
    now.shown ??
    last.current ?? { locale: SOURCE_LOCALE, messages: loadedCatalogue(SOURCE_LOCALE) ?? {} }

  useEffect(() => {
    last.current = shown
  })

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the messages.
  useEffect(() => {
    if (now.complete) return
    let current = true
    void Promise.all([loadCatalogue(locale), Promise.all(given.map(compileLater))]).then(
      ([catalogue, compiled]) => {
        if (current) setLate({ key, shown: { locale, messages: combine(catalogue, compiled) } })
      },
      () => {
        // The catalogue could not be fetched (offline): the UI stays in the language it has.
      },
    )
    return () => {
      current = false
    }
  }, [key])

  // In development: a tag that is not one, or a language the package does not ship with no
  // catalogue of the app's, or only part of one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the messages.
  useEffect(() => {
    if (canonical && shippedLocaleOf(locale)) return
    try {
      // The test written out around the import, not in a function: an app's bundler writes
      // "production" for `process.env.NODE_ENV` in a production build, finds the branch dead
      // and leaves out the import with it (the warnings' chunk holds the whole English
      // catalogue). Without a bundler there is no `process`, and nothing is said.
      if (process.env.NODE_ENV !== 'production') {
        const ids = new Set(given.flatMap((entry) => Object.keys(compiledNow(entry) ?? entry)))
        void import('./dev-warnings').then((dev) =>
          canonical ? dev.warnOfEnglish(locale, ids) : dev.warnNotATag(requested),
        )
      }
    } catch {
      // No `process`: not a development build.
    }
  }, [key, requested])

  // Radix's controls (menus, tabs, sliders, radio groups) follow the direction too, each told
  // it by its component (`dir={useLocale().dir}`): arrow keys and a slider's fill run the way
  // the text reads.
  return <I18nContext value={shown}>{children}</I18nContext>
}
