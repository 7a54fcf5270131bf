/**
 * A HEIC decoder worker: the photo worker starts one per core it may use and gives each a
 * share of the tiles (see decode-heif.ts). It answers with messages only; a tile's pixels are
 * transferred, not copied.
 */
import { decodePart, type HeifPartMessage, type HeifPartRequest } from './heif-part'

interface WorkerScope {
  onmessage: ((event: MessageEvent<HeifPartRequest>) => void) | null
  postMessage(message: HeifPartMessage, transfer?: Transferable[]): void
}

const scope = globalThis as unknown as WorkerScope

scope.onmessage = (event) => {
  void decodePart(
    event.data,
    (message) =>
      scope.postMessage(message, message.type === 'tile' ? [message.pixels.data.buffer] : []),
    true,
  )
}
