import type { PartId } from '../i18n/messages/en'
import { photoProblem } from './photo-file'

/** Why a photo cannot be used: each code has one sentence a person can act on. */
export type PhotoErrorCode = 'not-an-image' | 'too-large' | 'unreadable' | 'failed'

/**
 * What the user is told of a photo problem: a message of the part "compose", with its values;
 * the screens show it in the reader's language (`t(problem.id, problem.values)`).
 */
export interface PhotoProblem {
  readonly id: PartId<'compose'>
  readonly values?: Readonly<Record<string, number>>
}

/**
 * A photo the pipeline refuses or cannot process. `problem` is what to tell the user (a
 * message id the screens translate; `message` names it too, for logs), `code` is for code that
 * needs to branch. It is the only error the pipeline throws besides an `AbortError`, on the
 * main thread and in the worker alike, so the screens need one `instanceof` check.
 */
export class PhotoError extends Error {
  override readonly name = 'PhotoError'
  readonly code: PhotoErrorCode
  readonly problem: PhotoProblem

  constructor(code: PhotoErrorCode, options?: ErrorOptions) {
    super(photoProblem(code).id, options)
    this.code = code
    this.problem = photoProblem(code)
  }
}

/** True for the pipeline's own errors (also those rebuilt from a worker's message). */
export function isPhotoError(error: unknown): error is PhotoError {
  return error instanceof PhotoError
}
