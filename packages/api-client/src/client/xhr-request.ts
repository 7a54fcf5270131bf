import { abortError } from './abort'
import { responseFromXhr } from './xhr-response'

/** How much of a request body has been sent, in bytes. */
export interface UploadProgress {
  loaded: number
  total: number
}

interface XhrInit {
  method: string
  headers: Record<string, string>
  body: XMLHttpRequestBodyInit
  signal: AbortSignal | undefined
}

/**
 * Sends a request with `XMLHttpRequest`, the only browser API that reports upload progress
 * (`fetch` has none), and settles the way `fetch` does: a `Response` for any answer, a
 * `TypeError` for a network failure, an `AbortError` when `signal` aborts. Progress starts
 * with `loaded: 0` (the upload's `loadstart`), so a retry shows the upload starting over.
 */
export function xhrRequest(
  Xhr: typeof XMLHttpRequest,
  url: string,
  init: XhrInit,
  onUploadProgress: (progress: UploadProgress) => void,
): Promise<Response> {
  const { signal } = init
  if (signal?.aborted) return Promise.reject(abortError())
  return new Promise((resolve, reject) => {
    const xhr = new Xhr()
    const abort = () => xhr.abort()
    signal?.addEventListener('abort', abort, { once: true })
    xhr.open(init.method, url)
    for (const [name, value] of Object.entries(init.headers)) xhr.setRequestHeader(name, value)
    const report = (event: ProgressEvent) =>
      onUploadProgress({ loaded: event.loaded, total: event.total })
    // Set before send(): upload events only go to listeners that were there when it was called.
    xhr.upload.onloadstart = report
    xhr.upload.onprogress = report
    xhr.onload = () => {
      // A status a `Response` cannot carry is no answer the client can read.
      try {
        resolve(responseFromXhr(xhr))
      } catch (cause) {
        reject(cause)
      }
    }
    xhr.onerror = () => reject(new TypeError('Network request failed'))
    xhr.onabort = () => reject(abortError())
    xhr.onloadend = () => signal?.removeEventListener('abort', abort)
    xhr.send(init.body)
  })
}
