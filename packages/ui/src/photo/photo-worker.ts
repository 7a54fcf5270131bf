/**
 * The photo worker: decoding a 12 MP photo, encoding WebP and running libheif take seconds of
 * CPU that would freeze the page on the main thread. It holds the decoded full-resolution
 * bitmaps (about 48 MB each) so that they never cross to the main thread; only previews and
 * results (Blobs, which are cloned by reference) do. Every failure is answered as a message:
 * nothing reaches the worker's `error` event, which the main thread treats as a crash.
 */
import { createPhotoEngine } from './photo-engine'
import type { PhotoRequest, PhotoResponse } from './photo-protocol'
import { serializeError } from './photo-protocol'
import { takeTimings } from './photo-timing'

/** The parts of DedicatedWorkerGlobalScope used here (the DOM lib types `self` as a Window). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<PhotoRequest>) => void) | null
  postMessage(message: PhotoResponse): void
}

const scope = globalThis as unknown as WorkerScope
// Ids are numbers here; the main thread prefixes them with this worker's own tag.
const engine = createPhotoEngine('')
// Renders under way by call, to stop one the main thread no longer wants.
const renders = new Map<number, AbortController>()

async function handle(request: Exclude<PhotoRequest, { op: 'cancel' }>): Promise<PhotoResponse> {
  try {
    switch (request.op) {
      case 'open':
        return { type: 'result', call: request.call, value: await engine.open(request.file) }
      case 'render': {
        const controller = new AbortController()
        renders.set(request.call, controller)
        try {
          const { id, edit, kind } = request
          const value = await engine.render(id, edit, kind, controller.signal)
          return { type: 'result', call: request.call, value }
        } finally {
          renders.delete(request.call)
        }
      }
      case 'close':
        engine.close(request.id)
        return { type: 'result', call: request.call, value: null }
    }
  } catch (error) {
    return { type: 'error', call: request.call, error: serializeError(error) }
  }
}

/** Whether this worker can do the work: some browsers have OffscreenCanvas without 2D in workers. */
function canDraw(): boolean {
  try {
    return (
      typeof createImageBitmap === 'function' &&
      typeof OffscreenCanvas === 'function' &&
      new OffscreenCanvas(1, 1).getContext('2d') !== null
    )
  } catch {
    return false
  }
}

scope.onmessage = (event) => {
  const request = event.data
  if (request.op === 'cancel') {
    renders.get(request.call)?.abort(new DOMException('The render was cancelled', 'AbortError'))
    return
  }
  void handle(request).then((response) => {
    // The steps' measures go with the answer, for the page's timeline.
    if (response.type === 'result' || response.type === 'error') response.timings = takeTimings()
    try {
      scope.postMessage(response)
    } catch (error) {
      const call = event.data.call
      scope.postMessage({ type: 'error', call, error: serializeError(error) })
    }
  })
}
scope.postMessage({ type: canDraw() ? 'ready' : 'unsupported' })
