import type { CompiledMessages } from './format'
import type { PartName } from './messages/en'

declare const partName: unique symbol

/**
 * The compiled English messages of one part of the catalogue, marked with its name
 * (`./compiled/en/<part>.ts`): plain data, which a component hands to `useT(part)`, so that a
 * part is downloaded with the first code that shows its texts, and not before.
 */
export type EnglishPart<P extends PartName> = CompiledMessages & { readonly [partName]?: P }
