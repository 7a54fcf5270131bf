/** Why a photo cannot be used: each code has one sentence a person can act on. */
export type PhotoErrorCode = 'not-an-image' | 'too-large' | 'unreadable' | 'failed'

/**
 * A photo the pipeline refuses or cannot process. `message` is the sentence to show (the
 * screens display it as is), `code` is for code that needs to branch. It is the only error the
 * pipeline throws besides an `AbortError`, on the main thread and in the worker alike, so
 * the screens need one `instanceof` check.
 */
export class PhotoError extends Error {
  override readonly name = 'PhotoError'
  readonly code: PhotoErrorCode

  constructor(code: PhotoErrorCode, message: string, options?: ErrorOptions) {
    super(message, options)
    this.code = code
  }
}

/** True for the pipeline's own errors (also those rebuilt from a worker's message). */
export function isPhotoError(error: unknown): error is PhotoError {
  return error instanceof PhotoError
}
