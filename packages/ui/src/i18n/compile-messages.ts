/**
 * Messages an app gives in ICU MessageFormat, compiled into the form the UI formats: Lingui's
 * message compiler (a parser, about 7 KB of gzip). The UI downloads it on demand, as a chunk of
 * its own, when an app gives messages as text; an app that renders on a server compiles them
 * there with `compileMessages` and passes the result, so that its HTML is in the language.
 */
import { compileMessage } from '@lingui/message-utils/compileMessage'
import type { CompiledCatalogue } from './compiled-catalogue'
import type { CompiledMessages } from './format'
import { type GivenMessage, textOf } from './given-message'

export type { CompiledCatalogue } from './compiled-catalogue'

/**
 * Compiles messages (by id, in ICU MessageFormat) for `UiProvider`'s `messages`: a catalogue of
 * a language the package does not ship, or texts rephrased. Each message is its text, or the
 * text with its note as `en.json` has it (`{ message, description }`). Runs anywhere, a server
 * included.
 */
export function compileMessages(
  messages: Readonly<Record<string, GivenMessage | undefined>>,
): CompiledCatalogue {
  const compiled: Record<string, ReturnType<typeof compileMessage>> = {}
  for (const [id, message] of Object.entries(messages)) {
    const text = textOf(message)
    if (text !== undefined) compiled[id] = compileMessage(text)
  }
  return { compiled: compiled as CompiledMessages }
}
