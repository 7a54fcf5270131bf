import type { ApiClient } from './api-client'
import { ApiError } from './api-error'
import { CLIENT_MESSAGES } from './client-messages'

/**
 * The size in bytes of a file the server stores (`uploads/…`), as the server serves it now:
 * the `Content-Length` of a `HEAD` past every cache, else the file itself, read whole. Throws
 * (`NETWORK_ERROR`) when neither can be read. The server stores an upload's bytes as they came,
 * so an uploaded photo is known by its size among the few records that could be it.
 */
export async function storedFileSize(client: ApiClient, path: string): Promise<number> {
  const url = client.imageUrl(path)
  if (url === undefined) throw noAnswer(undefined)
  try {
    const head = await fetch(url, { method: 'HEAD', cache: 'no-store', credentials: 'omit' })
    const length = Number(head.headers.get('content-length') ?? Number.NaN)
    // A compressed answer's length is not the file's (where the header can be read at all).
    const encoded = !/^(identity)?$/i.test(head.headers.get('content-encoding') ?? '')
    if (head.ok && !encoded && Number.isInteger(length) && length > 0) return length
    const file = await fetch(url, { cache: 'no-store', credentials: 'omit' })
    if (!file.ok) throw new Error(`GET ${url}: ${file.status}`)
    return (await file.blob()).size
  } catch (cause) {
    throw noAnswer(cause)
  }
}

function noAnswer(cause: unknown): ApiError {
  return new ApiError(0, CLIENT_MESSAGES.network, { code: 'NETWORK_ERROR', cause })
}
