/**
 * A message as an app gives it: its text in ICU MessageFormat, alone or with its note for
 * translators. The second is the shape of `@photobooth/ui/messages/en.json` (Chrome's JSON, as
 * translation tools read it), so that a catalogue made from a copy of that file is taken as it
 * is, notes and all.
 */

/** A message with its note, as `en.json` has each (`{ message, description }`). */
export interface NotedMessage {
  readonly message: string
  readonly description?: string
}

/** A message an app gives: its ICU text, or the text with its note. */
export type GivenMessage = string | NotedMessage

/** The ICU text of a message given either way; `undefined` for anything else. */
export function textOf(message: unknown): string | undefined {
  if (typeof message === 'string') return message
  if (typeof message === 'object' && message !== null && 'message' in message) {
    return typeof message.message === 'string' ? message.message : undefined
  }
  return undefined
}
