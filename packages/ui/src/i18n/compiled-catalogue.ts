import type { CompiledMessages } from './format'

/** Messages compiled ahead by `compileMessages`: plain data, serializable (a Server Component
 * passes it to `UiProvider`). */
export interface CompiledCatalogue {
  readonly compiled: CompiledMessages
}

/** Whether `value` is a catalogue compiled by `compileMessages`. A module of its own: the
 * compiler is downloaded only for messages given as text. */
export function isCompiledCatalogue(value: unknown): value is CompiledCatalogue {
  return typeof value === 'object' && value !== null && 'compiled' in value
}
