import { type PhotoErrorCode, type PhotoProblem, photoProblem } from './photo-file'

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
