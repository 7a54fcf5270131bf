import type { HeifLayout, HeifPixels, HeifTransform } from './heif-file'
import {
  decodePart,
  type HeifPartMessage,
  type HeifPartRequest,
  type HeifWorkerRequest,
  type NextTile,
  TILES_AHEAD,
  tileDealer,
} from './heif-part'
import { PhotoError } from './photo-error'
import { measureStep, recordTimings } from './photo-timing'
import { createSurface, type Surface } from './surface'

/**
 * HEIC/HEIF decoding with libheif compiled to wasm, for the browsers that cannot decode
 * iPhone photos themselves (all but Safari). The 2 MB decoder is imported only when a HEIC is
 * decoded, in HEIC decoder workers (heif-worker.ts) started for the purpose: a phone's HEIC is
 * a grid of HEVC tiles, independent of each other, so each worker decodes tiles on its own
 * core, dealt to it one by one as it finishes the previous ones (a few ahead), and this
 * thread puts the tiles together as they arrive. Where workers cannot be started, the tiles
 * are decoded here.
 */

/** More decoders than this cost more in start-up (each instantiates libheif) than they save. */
const MAX_DECODERS = 4

/** One decoder per core, at most {@link MAX_DECODERS}. */
function decoderCount(): number {
  const cores = typeof navigator === 'undefined' ? 0 : navigator.hardwareConcurrency
  return Math.min(MAX_DECODERS, Math.max(1, cores || 2))
}

const unreadable = (cause?: unknown) => new PhotoError('unreadable', { cause })

/** The worker could not be started or loaded (as opposed to: it could not decode the file). */
class NoWorker extends Error {}

/**
 * Runs a decoder in a new HEIC decoder worker, dealing it tiles from `deal` (a few ahead, then
 * one for each it returns); rejects with NoWorker if no worker could run it.
 */
function decodeInWorker(
  request: HeifPartRequest,
  deal: () => number | null,
  onMessage: (message: HeifPartMessage) => void,
  started: (worker: Worker) => void,
): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let worker: Worker
    try {
      worker = new Worker(new URL('./heif-worker.js', import.meta.url), { type: 'module' })
    } catch (error) {
      reject(new NoWorker('The HEIC decoder worker could not be started', { cause: error }))
      return
    }
    started(worker)
    let answered = false
    worker.onmessage = (event: MessageEvent<HeifPartMessage>) => {
      answered = true
      const message = event.data
      if (message.type === 'done' || message.type === 'error') worker.terminate()
      try {
        onMessage(message)
        const dealt = message.type === 'layout' ? TILES_AHEAD : message.type === 'tile' ? 1 : 0
        for (let tile = 0; tile < dealt; tile++) {
          const request: HeifWorkerRequest = { type: 'tile', index: deal() }
          worker.postMessage(request)
        }
      } catch (error) {
        worker.terminate()
        reject(error)
        return
      }
      if (message.type === 'done') resolve()
      if (message.type === 'error') reject(new Error(message.message))
    }
    worker.onerror = (event) => {
      event.preventDefault()
      worker.terminate()
      // Before any answer, the script did not load (e.g. a bundle without it): decode here.
      const failure = answered ? Error : NoWorker
      reject(new failure(`The HEIC decoder worker failed: ${event.message}`))
    }
    worker.onmessageerror = () => {
      worker.terminate()
      reject(new Error('A message from the HEIC decoder worker could not be read'))
    }
    worker.postMessage({ type: 'decode', ...request } satisfies HeifWorkerRequest)
  })
}

/** Runs a decoder here (no worker): its messages are handled as a worker's would be. */
async function decodeHere(
  request: HeifPartRequest,
  nextTile: NextTile,
  onMessage: (message: HeifPartMessage) => void,
): Promise<void> {
  let failure: string | undefined
  await decodePart(
    request,
    nextTile,
    (message) => {
      if (message.type === 'error') failure = message.message
      else onMessage(message)
    },
    false,
  )
  if (failure !== undefined) throw new Error(failure)
}

/** The tiles put together as they arrive, on a surface of the image's stored size. */
function assembler() {
  let layout: HeifLayout | undefined
  let surface: Surface | undefined
  let tiles = 0
  /** Time spent putting tiles in (between their arrivals), and when the first came. */
  let putting = 0
  let firstPut = 0
  return {
    onMessage(message: HeifPartMessage) {
      if (message.type === 'layout' && !layout) {
        layout = message.layout
        surface = createSurface(layout.width, layout.height)
      } else if (message.type === 'tile' && layout && surface) {
        const start = performance.now()
        firstPut ||= start
        putTile(surface, layout, message.pixels)
        putting += performance.now() - start
        tiles += 1
      } else if (message.type === 'done') recordTimings(message.timings)
    },
    /** The surface once every tile is in it. */
    finish(): { surface: Surface; layout: HeifLayout } {
      if (!(layout && surface)) throw new Error('No HEIF image was decoded')
      const expected = layout.tiled ? layout.columns * layout.rows : 1
      if (tiles !== expected) throw new Error(`${tiles} of ${expected} HEIF tiles were decoded`)
      const start = performance.timeOrigin + firstPut
      recordTimings([{ name: `heic assemble (${tiles} tiles)`, start, duration: putting }])
      return { surface, layout }
    },
    release() {
      surface?.release()
    },
  }
}

function putTile(surface: Surface, layout: HeifLayout, pixels: HeifPixels) {
  const image = new ImageData(pixels.data, pixels.width, pixels.height)
  // The tiles of the last column and row reach past the image: the canvas clips them.
  surface.context.putImageData(
    image,
    pixels.column * layout.tileWidth,
    pixels.row * layout.tileHeight,
  )
}

type Matrix = readonly [number, number, number, number, number, number]

/** `step` after `matrix`, as canvas transforms (x' = a·x + c·y + e, y' = b·x + d·y + f). */
function then(matrix: Matrix, step: Matrix): Matrix {
  const [a, b, c, d, e, f] = matrix
  const [sa, sb, sc, sd, se, sf] = step
  return [
    sa * a + sc * b,
    sb * a + sd * b,
    sa * c + sc * d,
    sb * c + sd * d,
    sa * e + sc * f + se,
    sb * e + sd * f + sf,
  ]
}

/**
 * Applies the file's transformations (crop, anticlockwise rotation, mirroring, in the file's
 * order) in one draw: they are composed into one transform of the assembled image, whose
 * pixels are then copied exactly (no smoothing: every step maps pixels onto pixels).
 */
export function upright(source: Surface, transforms: readonly HeifTransform[]): Surface {
  if (transforms.length === 0) return source
  let matrix: Matrix = [1, 0, 0, 1, 0, 0]
  let { width, height } = source
  for (const transform of transforms) {
    if (transform.type === 'rotate') {
      if (transform.angle === 90) matrix = then(matrix, [0, -1, 1, 0, 0, width])
      else if (transform.angle === 180) matrix = then(matrix, [-1, 0, 0, -1, width, height])
      else matrix = then(matrix, [0, 1, -1, 0, height, 0])
      if (transform.angle !== 180) [width, height] = [height, width]
    } else if (transform.type === 'mirror') {
      matrix = transform.horizontal
        ? then(matrix, [-1, 0, 0, 1, width, 0])
        : then(matrix, [1, 0, 0, -1, 0, height])
    } else {
      matrix = then(matrix, [1, 0, 0, 1, -transform.left, -transform.top])
      width -= transform.left + transform.right
      height -= transform.top + transform.bottom
    }
  }
  const target = createSurface(width, height)
  try {
    target.context.imageSmoothingEnabled = false
    target.context.setTransform(...matrix)
    target.context.drawImage(source.context.canvas, 0, 0)
    return target
  } catch (error) {
    target.release()
    throw error
  } finally {
    source.release()
  }
}

/** The surface's pixels as a bitmap; the surface is released. */
async function bitmapOf(surface: Surface): Promise<ImageBitmap> {
  try {
    const canvas = surface.context.canvas
    return 'transferToImageBitmap' in canvas
      ? canvas.transferToImageBitmap()
      : await createImageBitmap(canvas)
  } finally {
    surface.release()
  }
}

/**
 * Decodes the primary image of a HEIF file to an upright `ImageBitmap`, with the file's
 * transformations applied (irot rotation, imir mirroring, clap crop), which is how HEIF
 * records orientation; the EXIF orientation inside a HEIF is informational only.
 */
export async function decodeHeif(blob: Blob): Promise<ImageBitmap> {
  const parts = decoderCount()
  const assembly = assembler()
  const workers: Worker[] = []
  const dealer = tileDealer()
  try {
    const onMessage = (message: HeifPartMessage) => {
      if (message.type === 'layout') dealer.opened(message.layout)
      assembly.onMessage(message)
    }
    await Promise.all(
      Array.from({ length: parts }, async (_, part) => {
        const request = { file: blob, part, parts }
        try {
          await decodeInWorker(request, dealer.take, onMessage, (worker) => workers.push(worker))
        } catch (error) {
          if (!(error instanceof NoWorker)) throw error
          await decodeHere(request, async () => dealer.take(), onMessage)
        }
      }),
    )
    const { surface, layout } = assembly.finish()
    const start = performance.now()
    const bitmap = await bitmapOf(upright(surface, layout.transforms))
    measureStep('heic upright', start)
    return bitmap
  } catch (error) {
    assembly.release()
    throw error instanceof PhotoError ? error : unreadable(error)
  } finally {
    for (const worker of workers) worker.terminate()
  }
}
