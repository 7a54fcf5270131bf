import type { I18n } from '@lingui/core'
import { createContext, useContext, useSyncExternalStore } from 'react'

/** The UI's Lingui instance (see `I18nRoot`); null outside a `UiProvider`. */
export const I18nContext = createContext<I18n | null>(null)

/** The UI's Lingui instance, with a re-render whenever its locale or messages change. */
export function useI18n(): I18n {
  const i18n = useContext(I18nContext)
  if (!i18n) throw new Error('PhotoBooth components need a <UiProvider> above them.')
  // Every change (a catalogue loaded, a locale activated) is a new snapshot: the messages
  // object Lingui keeps for the active locale.
  const messages = () => i18n.messages
  // The same on a server render (renderToString): the messages it started with.
  useSyncExternalStore((listener) => i18n.on('change', listener), messages, messages)
  return i18n
}
