/**
 * A HEIC decoder worker: the photo worker starts one per core it may use and deals them the
 * tiles (see decode-heif.ts). It answers with messages only; a tile's pixels are transferred,
 * not copied.
 */
import { decodePart, type HeifPartMessage, type HeifWorkerRequest, tileInbox } from './heif-part'

interface WorkerScope {
  onmessage: ((event: MessageEvent<HeifWorkerRequest>) => void) | null
  postMessage(message: HeifPartMessage, transfer?: Transferable[]): void
}

const scope = globalThis as unknown as WorkerScope
const inbox = tileInbox()

scope.onmessage = (event) => {
  const request = event.data
  if (request.type === 'tile') {
    inbox.put(request.index)
    return
  }
  void decodePart(
    request,
    inbox.next,
    (message) =>
      scope.postMessage(message, message.type === 'tile' ? [message.pixels.data.buffer] : []),
    true,
  )
}
