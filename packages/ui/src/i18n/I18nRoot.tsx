'use client'

import { type ReactNode, useLayoutEffect, useRef, useState } from 'react'
import { loadCatalogue, loadedCatalogue } from './catalogues'
import type { CompiledMessages } from './format'
import { I18nContext, type ShownLanguage } from './i18n-context'
import { directionOf, SOURCE_LOCALE, type UiLocale } from './locales'
import type { MessageId } from './messages/en'

/** Texts an app rephrases: ICU MessageFormat by message id, for the locale in use. */
export type MessageOverrides = Partial<Record<MessageId, string>>

/** Compiles an app's own messages; the compiler (7 KB) is downloaded only for them. */
async function compileOverrides(overrides: MessageOverrides): Promise<CompiledMessages> {
  const { compileMessage } = await import('./message-compiler')
  return Object.fromEntries(
    Object.entries(overrides).map(([id, message]) => [id, compileMessage(message ?? '')]),
  )
}

/** `locale` with its catalogue and the app's messages over it: a fresh object every time (the
 * catalogue itself is kept for every provider). */
function shownAs(
  locale: UiLocale,
  catalogue: CompiledMessages,
  own: CompiledMessages | null,
): ShownLanguage {
  return { locale, messages: { ...catalogue, ...own } }
}

/**
 * The UI's messages for `locale`: the catalogue (fetched if it is not here yet: English shows
 * meanwhile), with the app's `messages` over it. English is the part "app" here; each other
 * part comes with the components that show it (`useT(part)`). Marks `<html>` with the language
 * and its direction, before the paint.
 */
export function I18nRoot({
  locale = SOURCE_LOCALE,
  messages,
  children,
}: {
  locale?: UiLocale | undefined
  messages?: MessageOverrides | undefined
  children?: ReactNode
}) {
  const [shown, setShown] = useState(() => {
    const ready = loadedCatalogue(locale)
    return ready
      ? shownAs(locale, ready, null)
      : shownAs(SOURCE_LOCALE, loadedCatalogue(SOURCE_LOCALE) ?? {}, null)
  })
  const overridesKey = messages ? JSON.stringify(messages) : ''
  // What is shown now (the locale and the app's messages): nothing to do while it is wanted.
  const applied = useRef(`${shown.locale}|`)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the messages.
  useLayoutEffect(() => {
    const wanted = `${locale}|${overridesKey}`
    if (applied.current === wanted) return
    let current = true
    const show = (catalogue: CompiledMessages, own: CompiledMessages | null) => {
      setShown(shownAs(locale, catalogue, own))
      applied.current = wanted
    }
    const ready = loadedCatalogue(locale)
    if (ready && !messages) show(ready, null)
    else {
      void Promise.all([loadCatalogue(locale), messages && compileOverrides(messages)]).then(
        ([catalogue, own]) => current && show(catalogue, own ?? null),
        () => {
          // The catalogue could not be fetched (offline): the UI stays in the language it has.
        },
      )
    }
    return () => {
      current = false
    }
  }, [locale, overridesKey])

  useLayoutEffect(() => {
    const root = document.documentElement
    root.lang = shown.locale
    root.dir = directionOf(shown.locale)
  }, [shown.locale])

  // Radix's controls (menus, tabs, sliders, radio groups) follow the direction too, each told
  // it by its component (`dir={useLocale().dir}`): arrow keys and a slider's fill run the way
  // the text reads.
  return <I18nContext value={shown}>{children}</I18nContext>
}
