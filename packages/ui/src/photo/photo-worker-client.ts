import type { OpenResult, PhotoEngine, RenderResult } from './photo-engine'
import { PhotoError } from './photo-error'
import { deserializeError, type PhotoRequestBody, type PhotoResponse } from './photo-protocol'
import { recordTimings } from './photo-timing'

/** The photo worker seen from the main thread: the engine's calls, run over there. */
export interface PhotoWorker extends Pick<PhotoEngine, 'open' | 'render' | 'close'> {
  terminate(): void
}

export interface WorkerHooks {
  /** The worker failed to load or cannot draw: returns where to run the calls sent so far. */
  onUnavailable(): PhotoEngine
  /** The worker died after starting: its photos are lost. */
  onCrash(): void
}

/**
 * Photos in a worker are "w<n>-<the worker's own id>", with a number per worker so that an id
 * from a disposed or crashed one never matches a photo of its successor.
 */
let workers = 0

interface Pending {
  body: PhotoRequestBody
  resolve(value: unknown): void
  reject(error: unknown): void
}

/**
 * Starts the photo worker and talks to it. Calls sent before the worker has said "ready" are
 * replayed on the main thread if it never does, so a blocked or broken worker script only
 * costs speed, never a photo.
 */
export function startWorker(hooks: WorkerHooks): PhotoWorker | undefined {
  let worker: Worker
  try {
    worker = new Worker(new URL('./photo-worker.js', import.meta.url), { type: 'module' })
  } catch {
    hooks.onUnavailable()
    return undefined
  }
  const tag = `w${++workers}-`
  const tagged = (result: OpenResult): OpenResult => ({ ...result, id: `${tag}${result.id}` })
  /** The worker's own id for one of ours, or null when the photo is not from this worker. */
  const local = (id: string) => (id.startsWith(tag) ? id.slice(tag.length) : null)
  const pending = new Map<number, Pending>()
  let calls = 0
  let ready = false
  let stopped = false

  const stop = () => {
    stopped = true
    worker.terminate()
  }

  const unavailable = () => {
    stop()
    const engine = hooks.onUnavailable()
    for (const { body, resolve, reject } of pending.values()) {
      if (body.op === 'open') engine.open(body.file).then(resolve, reject)
      else reject(new PhotoError('failed'))
    }
    pending.clear()
  }

  const crashed = (cause: unknown) => {
    stop()
    hooks.onCrash()
    for (const { reject } of pending.values()) {
      reject(new PhotoError('failed', { cause }))
    }
    pending.clear()
  }

  worker.onmessage = (event: MessageEvent<PhotoResponse>) => {
    const message = event.data
    if (message.type === 'ready') {
      ready = true
      return
    }
    if (message.type === 'unsupported') return unavailable()
    recordTimings(message.timings)
    const call = pending.get(message.call)
    if (!call) return
    pending.delete(message.call)
    if (message.type === 'error') return call.reject(deserializeError(message.error))
    // The worker's ids are its own: tagged here, where only its answers pass (not the opens
    // replayed on the main thread, whose ids are already the main engine's).
    call.resolve(call.body.op === 'open' ? tagged(message.value as OpenResult) : message.value)
  }
  worker.onerror = (event) => {
    // An error event before "ready" means the script did not load (or threw at the top level).
    event.preventDefault()
    if (ready) crashed(event.message)
    else unavailable()
  }
  worker.onmessageerror = () =>
    crashed(new Error('A message from the photo worker could not be read'))

  /** Sends a request; an aborted `signal` answers it at once and tells the worker to stop. */
  function send<T>(body: PhotoRequestBody, signal?: AbortSignal): Promise<T> {
    if (stopped) return Promise.reject(new PhotoError('failed'))
    const call = ++calls
    return new Promise<T>((resolve, reject) => {
      const onAbort = () => {
        if (!pending.delete(call)) return
        reject(signal?.reason)
        if (!stopped) worker.postMessage({ op: 'cancel', call })
      }
      const settle =
        <V>(then: (value: V) => void) =>
        (value: V) => {
          signal?.removeEventListener('abort', onAbort)
          then(value)
        }
      pending.set(call, {
        body,
        resolve: settle(resolve as (value: unknown) => void),
        reject: settle(reject),
      })
      signal?.addEventListener('abort', onAbort, { once: true })
      worker.postMessage({ ...body, call })
    })
  }

  return {
    open(file) {
      return send<OpenResult>({ op: 'open', file })
    },
    render(id, edit, kind, signal) {
      const own = local(id)
      if (own === null) {
        return Promise.reject(
          new PhotoError('failed', {
            cause: new Error(`Photo ${id} is not open (its worker stopped)`),
          }),
        )
      }
      return send<RenderResult>({ op: 'render', id: own, edit, kind }, signal)
    },
    close(id) {
      const own = local(id)
      if (!stopped && own !== null) void send({ op: 'close', id: own }).catch(() => {})
    },
    terminate() {
      stop()
      for (const { reject } of pending.values()) {
        reject(new DOMException('The photo processor was disposed', 'AbortError'))
      }
      pending.clear()
    },
  }
}
