'use client'

import { createContext, useContext } from 'react'
import type { CompiledMessages } from './format'
import type { LocaleTag } from './locales'

/** What the UI shows: its locale, and the compiled messages for it (the catalogue with an
 * app's own messages over it). A new object with every change. */
export interface ShownLanguage {
  readonly locale: LocaleTag
  readonly messages: CompiledMessages
}

/** The UI's language (see `I18nRoot`); null outside a `UiProvider`. */
export const I18nContext = createContext<ShownLanguage | null>(null)

/** The UI's language; components re-render when it changes. */
export function useShownLanguage(): ShownLanguage {
  const shown = useContext(I18nContext)
  if (!shown) {
    throw new Error(
      'PhotoBooth components need a <UiProvider> (from @photobooth/ui) above them: it gives ' +
        'them their language, links and image URLs.',
    )
  }
  return shown
}
