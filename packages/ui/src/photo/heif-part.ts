import { type HeifLayout, type HeifPixels, importLibheif, loadLibheif, openHeif } from './heif-file'
import { measureStep, type Timing, takeTimings } from './photo-timing'

/** A HEIF's decoder, one of `parts`: which tiles it decodes is dealt as it goes. */
export interface HeifPartRequest {
  file: Blob
  /** From 0. */
  part: number
  parts: number
}

/** What the thread putting the tiles together sends a HEIC decoder worker. */
export type HeifWorkerRequest =
  | ({ type: 'decode' } & HeifPartRequest)
  /** A tile to decode (its raster index), or null: there are no more. */
  | { type: 'tile'; index: number | null }

/** What a decoder reports, in this order: the layout, its tiles, then done. */
export type HeifPartMessage =
  | { type: 'layout'; layout: HeifLayout }
  | { type: 'tile'; pixels: HeifPixels }
  /** Its measures, when it ran in a worker (in this thread they are in the timeline). */
  | { type: 'done'; timings: Timing[] }
  | { type: 'error'; message: string }

/** Where a decoder gets its next tile's raster index; null when there are none left. */
export type NextTile = () => Promise<number | null>

/** How many tiles a decoder is dealt ahead, so that it never waits for its next one. */
export const TILES_AHEAD = 2

/**
 * The tiles of one image, dealt in raster order to whichever decoder asks: a decoder that runs
 * slower (a busier core, a later start) decodes fewer, and all finish together, where fixed
 * shares leave the quicker one idle while the other decodes its last tiles.
 */
export function tileDealer() {
  let count: number | undefined
  let next = 0
  return {
    /** The number of tiles, from the first decoder to open the file (all read the same). */
    opened(layout: HeifLayout) {
      count ??= layout.columns * layout.rows
    },
    /** The next tile to decode, or null when every tile has been dealt. */
    take(): number | null {
      if (count === undefined) throw new Error('No HEIF layout yet')
      return next < count ? next++ : null
    },
  }
}

/** Tiles dealt by message, for a worker's decoder: kept until it asks for them. */
export function tileInbox() {
  const dealt: (number | null)[] = []
  let waiting: ((index: number | null) => void) | undefined
  return {
    put(index: number | null) {
      if (waiting) {
        waiting(index)
        waiting = undefined
      } else dealt.push(index)
    },
    next: (() =>
      dealt.length > 0
        ? Promise.resolve(dealt.shift() ?? null)
        : new Promise<number | null>((resolve) => {
            waiting = resolve
          })) satisfies NextTile,
  }
}

/**
 * Runs one of a HEIF file's decoders, in a HEIC decoder worker or, where there is none, in
 * this thread: it opens the file (reading it is cheap; decoding is what is shared), reports
 * the layout, then decodes the tiles it is dealt until there are none left. An image that is
 * not tiled is one tile, decoded whole.
 */
export async function decodePart(
  { file, part, parts }: HeifPartRequest,
  nextTile: NextTile,
  emit: (message: HeifPartMessage) => void,
  inWorker: boolean,
): Promise<void> {
  const label = `[${part + 1}/${parts}]`
  try {
    // The file is read while libheif's bundle loads.
    let start = performance.now()
    const reading = file.arrayBuffer().then((buffer) => {
      measureStep(`heic read ${label}`, start)
      return new Uint8Array(buffer)
    })
    // Awaited below; a failure meanwhile is not an unhandled rejection.
    reading.catch(() => {})
    await importLibheif()
    measureStep(`heic import ${label}`, start)
    start = performance.now()
    const libheif = await loadLibheif()
    measureStep(`heic instantiate ${label}`, start)
    const bytes = await reading
    start = performance.now()
    const heif = openHeif(libheif, bytes)
    try {
      const { layout } = heif
      measureStep(`heic open ${label}`, start)
      emit({ type: 'layout', layout })
      start = performance.now()
      let tiles = 0
      for (let index = await nextTile(); index !== null; index = await nextTile()) {
        emit({
          type: 'tile',
          pixels: heif.decode(index % layout.columns, Math.floor(index / layout.columns)),
        })
        tiles += 1
      }
      measureStep(`heic decode+convert ${label} (${tiles} tiles)`, start)
    } finally {
      heif.close()
    }
    emit({ type: 'done', timings: inWorker ? takeTimings() : [] })
  } catch (error) {
    emit({ type: 'error', message: error instanceof Error ? error.message : String(error) })
  }
}
