import { type HeifLayout, type HeifPixels, loadLibheif, openHeif } from './heif-file'
import { measureStep, type Timing, takeTimings } from './photo-timing'

/** A share of a HEIF's decoding: the tiles whose raster index is `part` modulo `parts`. */
export interface HeifPartRequest {
  file: Blob
  /** From 0. */
  part: number
  parts: number
}

/** What a share's decoder reports, in this order: the layout, its tiles, then done. */
export type HeifPartMessage =
  | { type: 'layout'; layout: HeifLayout }
  | { type: 'tile'; pixels: HeifPixels }
  /** Its measures, when it ran in a worker (in this thread they are in the timeline). */
  | { type: 'done'; timings: Timing[] }
  | { type: 'error'; message: string }

/**
 * Decodes one share of a HEIF file's tiles, in a HEIC decoder worker or, where there is none,
 * in this thread. Each share opens the file on its own (reading it is cheap; decoding is
 * what is shared). An image that is not tiled is decoded whole by share 0.
 */
export async function decodePart(
  { file, part, parts }: HeifPartRequest,
  emit: (message: HeifPartMessage) => void,
  inWorker: boolean,
): Promise<void> {
  const label = `[${part + 1}/${parts}]`
  try {
    let start = performance.now()
    const bytes = new Uint8Array(await file.arrayBuffer())
    measureStep(`heic read ${label}`, start)
    start = performance.now()
    const libheif = await loadLibheif()
    measureStep(`heic instantiate ${label}`, start)
    start = performance.now()
    const heif = openHeif(libheif, bytes)
    try {
      const { layout } = heif
      measureStep(`heic open ${label}`, start)
      emit({ type: 'layout', layout })
      start = performance.now()
      let tiles = 0
      for (let index = part; index < layout.columns * layout.rows; index += parts) {
        if (!layout.tiled && index > 0) break
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
