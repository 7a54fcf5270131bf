import type { PhotoEdit, PhotoKind } from './crop-math'
import type { OpenResult, RenderResult } from './photo-engine'
import { PhotoError } from './photo-error'
import type { PhotoErrorCode } from './photo-file'
import type { Timing } from './photo-timing'

/** Messages from the main thread to the photo worker; `call` pairs each with its answer. */
export type PhotoRequest =
  | { call: number; op: 'open'; file: File | Blob }
  | { call: number; op: 'render'; id: string; edit: PhotoEdit; kind: PhotoKind }
  | { call: number; op: 'close'; id: string }
  /** Stops the render sent as `call` (no answer: the render's own answers it, as aborted). */
  | { call: number; op: 'cancel' }

/** A request without its call number (assigned when sent). */
export type PhotoRequestBody = WithoutCall<PhotoRequest>
type WithoutCall<T> = T extends unknown ? Omit<T, 'call'> : never

/**
 * Messages from the worker. `ready` says the worker loaded and can draw (OffscreenCanvas with a
 * 2D context and createImageBitmap exist in it); `unsupported` says it cannot, so the main
 * thread does the work instead.
 */
export type PhotoResponse =
  | { type: 'ready' }
  | { type: 'unsupported' }
  | { type: 'result'; call: number; value: OpenResult | RenderResult | null; timings?: Timing[] }
  | { type: 'error'; call: number; error: SerializedError; timings?: Timing[] }

/** An error as it crosses the worker boundary (Error subclasses lose their class in a clone). */
export interface SerializedError {
  name: string
  message: string
  code?: PhotoErrorCode
}

export function serializeError(error: unknown): SerializedError {
  if (error instanceof PhotoError)
    return { name: error.name, message: error.message, code: error.code }
  if (error instanceof Error) return { name: error.name, message: error.message }
  return { name: 'Error', message: String(error) }
}

/** Rebuilds a worker's error on the main thread: the same class, code and message (a
 * `PhotoError`'s follow from its code). */
export function deserializeError(error: SerializedError): Error {
  if (error.name === 'PhotoError' && error.code) return new PhotoError(error.code)
  if (error.name === 'AbortError') return new DOMException(error.message, 'AbortError')
  return Object.assign(new Error(error.message), { name: error.name })
}
