import { CLIENT_MESSAGES } from './client-messages'

/** What a cancelled request rejects with, as `fetch` does: the client reports it as ABORTED. */
export function abortError(): DOMException {
  return new DOMException(CLIENT_MESSAGES.cancelled, 'AbortError')
}

/**
 * Starts `task` and waits for it, but rejects with {@link abortError} as soon as `signal`
 * aborts — without starting it when the signal has already aborted. The task itself runs on:
 * a shared refresh must still finish for the other requests waiting on it.
 */
export function unlessAborted<T>(
  signal: AbortSignal | undefined,
  task: () => Promise<T>,
): Promise<T> {
  if (!signal) return task()
  if (signal.aborted) return Promise.reject(abortError())
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(abortError())
    signal.addEventListener('abort', onAbort, { once: true })
    task()
      .then(resolve, reject)
      .finally(() => signal.removeEventListener('abort', onAbort))
  })
}
