import { type I18n, type Messages, setupI18n } from '@lingui/core'
import { Direction } from 'radix-ui'
import {
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react'
import { loadCatalogue, loadedCatalogue } from './catalogues'
import { english, onEnglishAdded } from './english'
import { I18nContext } from './i18n-context'
import { directionOf, SOURCE_LOCALE, type UiLocale } from './locales'
import type { MessageId } from './messages/en'

/** Texts an app rephrases: ICU MessageFormat by message id, for the locale in use. */
export type MessageOverrides = Partial<Record<MessageId, string>>

/** Compiles an app's own messages; the compiler (7 KB) is downloaded only for them. */
async function compileOverrides(overrides: MessageOverrides): Promise<Messages> {
  const { compileMessage } = await import('./message-compiler')
  return Object.fromEntries(
    Object.entries(overrides).map(([id, message]) => [id, compileMessage(message ?? '')]),
  )
}

/** Shows `locale` with its catalogue and the app's messages over it: a fresh object every time
 * (Lingui's `load` would merge into, and so change, the catalogue kept for every provider). */
function activate(i18n: I18n, locale: UiLocale, catalogue: Messages, own: Messages | null) {
  i18n.loadAndActivate({ locale, messages: { ...catalogue, ...own } })
}

/**
 * The UI's messages for `locale`: the catalogue (fetched if it is not here yet: English shows
 * meanwhile), with the app's `messages` over it. Marks `<html>` with the language and its
 * direction, before the paint.
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
  const [i18n] = useState(() => {
    const ready = loadedCatalogue(locale)
    return setupI18n({
      locale: ready ? locale : SOURCE_LOCALE,
      // A copy: Lingui's `load` merges into the object it is given.
      messages: ready ? { [locale]: { ...ready } } : { [SOURCE_LOCALE]: { ...english } },
    })
  })
  // The app's own messages as compiled for what is shown now.
  const shownOwn = useRef<Messages | null>(null)
  const overridesKey = messages ? JSON.stringify(messages) : ''
  // What is shown now (the locale and the app's messages): nothing to do while it is wanted.
  const applied = useRef(`${i18n.locale}|`)

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the messages.
  useLayoutEffect(() => {
    const wanted = `${locale}|${overridesKey}`
    if (applied.current === wanted) return
    let current = true
    const ready = loadedCatalogue(locale)
    if (ready && !messages) {
      activate(i18n, locale, ready, null)
      shownOwn.current = null
      applied.current = wanted
    } else {
      const own = messages ? compileOverrides(messages) : Promise.resolve(null)
      void Promise.all([loadCatalogue(locale), own]).then(
        ([catalogue, compiled]) => {
          if (!current) return
          activate(i18n, locale, catalogue, compiled)
          shownOwn.current = compiled
          applied.current = wanted
        },
        () => {
          // The catalogue could not be fetched (offline): the UI stays in the language it has.
        },
      )
    }
    return () => {
      current = false
    }
  }, [i18n, locale, overridesKey])

  // A part of English that arrives (with a screen's code) joins what English shows, under the
  // app's own messages.
  useEffect(() => {
    const join = () => {
      if (i18n.locale === SOURCE_LOCALE) activate(i18n, SOURCE_LOCALE, english, shownOwn.current)
    }
    // Parts that arrived before this effect ran.
    if (Object.keys(english).some((id) => !(id in i18n.messages))) join()
    return onEnglishAdded(join)
  }, [i18n])

  const active = () => i18n.locale as UiLocale
  const shown = useSyncExternalStore((listener) => i18n.on('change', listener), active, active)
  useLayoutEffect(() => {
    const root = document.documentElement
    root.lang = shown
    root.dir = directionOf(shown)
  }, [shown])

  // Radix's controls (menus, tabs, sliders, radio groups) follow the direction too: arrow keys
  // and a slider's fill run the way the text reads.
  return (
    <I18nContext value={i18n}>
      <Direction.Provider dir={directionOf(shown)}>{children}</Direction.Provider>
    </I18nContext>
  )
}
