import type { PhotoEdit, PhotoKind } from './crop-math'
import { createPhotoEngine, type PhotoEngine } from './photo-engine'
import { PhotoError } from './photo-error'
import { type PhotoWorker, startWorker } from './photo-worker-client'

export type { PhotoEdit, PhotoKind } from './crop-math'

/** A decoded photo ready for the editor; the full-resolution image stays with the processor. */
export interface OpenedPhoto {
  id: string
  /** The upright full-resolution size (EXIF orientation or HEIF rotation applied). */
  width: number
  height: number
  /** The whole upright image, at most 1280 px on its longest side, for the editor to show. */
  preview: Blob
  /** The chosen file's name, for display. */
  name: string
  /** Whether the photo has transparent pixels. */
  hasAlpha?: boolean
}

/** What to upload: upright, cropped, resized, re-encoded without any metadata. */
export interface PreparedPhoto {
  /** Named `photo.webp` or `photo.jpg` (the original name is not sent). */
  blob: File
  width: number
  height: number
  type: string
}

export interface PhotoProcessor {
  /**
   * Checks and decodes a chosen file. Rejects with a `PhotoError` whose problem is the one to
   * show (not an image, too large, unreadable), or with `signal.reason` when aborted.
   */
  open(file: File, signal?: AbortSignal): Promise<OpenedPhoto>
  /**
   * Renders the edit as a post or an avatar; rejects with a `PhotoError` when it cannot, or
   * with `signal.reason` when aborted (the work stops at its next step).
   */
  render(
    photo: OpenedPhoto,
    edit: PhotoEdit,
    kind: PhotoKind,
    signal?: AbortSignal,
  ): Promise<PreparedPhoto>
  /** Frees the photo's full-resolution image; renders of it fail afterwards. */
  close(photo: OpenedPhoto): void
  /** Starts the worker ahead of the first photo (a form that takes photos has opened). */
  warm(): void
  /** Stops the worker and frees every photo (the processor starts afresh if used again). */
  dispose(): void
  /** Where the work runs now: in the worker, or on the main thread where no worker can. */
  readonly mode: 'worker' | 'main-thread'
}

export interface PhotoProcessorOptions {
  /** Use the worker where the browser allows (default true); false runs on the main thread. */
  worker?: boolean
}

/** Where the work can go: the worker or the engine on this thread have the same shape. */
type Backend = Pick<PhotoEngine, 'open' | 'render' | 'close'>

/**
 * Photo ids name where the photo lives: "m<n>-…" on the main thread, "w<n>-…" in a worker
 * (see photo-worker-client.ts), with a number per engine or worker so that an id from a
 * disposed or crashed one never matches a photo of its successor.
 */
const MAIN_PREFIX = 'm'
let engines = 0

/** Workers draw with OffscreenCanvas and createImageBitmap: without them the main thread does. */
function workerCapable(): boolean {
  return (
    typeof Worker === 'function' &&
    typeof OffscreenCanvas === 'function' &&
    typeof createImageBitmap === 'function'
  )
}

const fileName = (type: string) => (type === 'image/webp' ? 'photo.webp' : 'photo.jpg')

/**
 * The photo pipeline for the screens: decode, upright, crop, resize, strip metadata, encode.
 * The work runs in one module worker, created on first use, when the browser can run it
 * there; otherwise (or if the worker fails to start) the same code runs on the main thread.
 */
export function createPhotoProcessor(options: PhotoProcessorOptions = {}): PhotoProcessor {
  let mainEngine: PhotoEngine | undefined
  let photoWorker: PhotoWorker | undefined
  let workerBroken = options.worker === false || !workerCapable()

  const main = (): PhotoEngine => {
    mainEngine ??= createPhotoEngine(`${MAIN_PREFIX}${++engines}-`)
    return mainEngine
  }

  /** The backend for new photos: the worker unless it cannot run. */
  const backend = (): Backend => {
    if (workerBroken) return main()
    photoWorker ??= startWorker({
      // The worker could not start: what was sent to it runs here instead.
      onUnavailable() {
        workerBroken = true
        photoWorker = undefined
        return main()
      },
      onCrash() {
        photoWorker = undefined
      },
    })
    return photoWorker ?? main()
  }

  /** The backend holding a photo (by its id's prefix). */
  const owner = (id: string): Backend | undefined =>
    id.startsWith(MAIN_PREFIX) ? main() : photoWorker

  return {
    get mode() {
      return workerBroken ? 'main-thread' : 'worker'
    },

    async open(file, signal) {
      signal?.throwIfAborted()
      const from = backend()
      const opening = from.open(file)
      const result = signal
        ? await abortable(opening, signal, (opened) => owner(opened.id)?.close(opened.id))
        : await opening
      return {
        id: result.id,
        width: result.width,
        height: result.height,
        preview: result.preview,
        name: file.name,
        hasAlpha: result.hasAlpha,
      }
    },

    async render(photo, edit, kind, signal) {
      signal?.throwIfAborted()
      const from = owner(photo.id)
      if (!from) {
        throw new PhotoError('failed', {
          cause: new Error(`Photo ${photo.id} is not open (the worker stopped)`),
        })
      }
      const result = await from.render(photo.id, edit, kind, signal)
      const blob = new File([result.blob], fileName(result.type), { type: result.type })
      return { blob, width: result.width, height: result.height, type: result.type }
    },

    close(photo) {
      owner(photo.id)?.close(photo.id)
    },

    warm() {
      backend()
    },

    dispose() {
      photoWorker?.terminate()
      photoWorker = undefined
      mainEngine?.closeAll()
      mainEngine = undefined
      workerBroken = options.worker === false || !workerCapable()
    },
  }
}

/**
 * `promise`, unless `signal` aborts first: then it rejects with the signal's reason at once,
 * and whatever the work still produces is handed to `discard` (e.g. to free a decoded photo).
 */
function abortable<T>(promise: Promise<T>, signal: AbortSignal, discard: (value: T) => void) {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      reject(signal.reason)
      promise.then(discard, () => {})
    }
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        if (!signal.aborted) resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        if (!signal.aborted) reject(error)
      },
    )
  })
}
