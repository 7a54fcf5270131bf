import type { Messages } from '@lingui/core'
import type { PartName } from './messages/en'

declare const partName: unique symbol

/** The compiled English messages of one part of the catalogue, marked with its name. */
export type EnglishPart<P extends PartName> = Messages & { readonly [partName]?: P }

/**
 * English, as far as it has arrived: each part of the catalogue adds itself when its module is
 * imported (`./compiled/en/<part>.ts`), that is, with the first code that shows its texts.
 */
export const english: Messages = {}

const listeners = new Set<() => void>()

/** Adds a part's messages to English, and tells every `I18nRoot` showing English. */
export function addEnglish<P extends PartName>(messages: Messages): EnglishPart<P> {
  Object.assign(english, messages)
  for (const listener of listeners) listener()
  return messages
}

/** Calls `listener` whenever a part of English arrives; returns the way to stop. */
export function onEnglishAdded(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
