/**
 * A 2D drawing surface that works in the worker and on the main thread: an OffscreenCanvas
 * where there is one (workers have nothing else), else a detached DOM canvas (browsers
 * without OffscreenCanvas run the pipeline on the main thread).
 */

export type Context2D = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D

export interface Surface {
  readonly width: number
  readonly height: number
  readonly context: Context2D
  /**
   * Encodes the pixels. Re-encoding from canvas pixels is what strips every piece of metadata
   * (EXIF, GPS, XMP, ICC): the encoder only ever sees RGBA. The result's `type` is what the
   * browser really wrote: unsupported types fall back to PNG.
   */
  encode(type: string, quality?: number): Promise<Blob>
  /** Frees the pixel memory now rather than at garbage collection (a 2048² canvas is 16 MB). */
  release(): void
}

export function createSurface(width: number, height: number): Surface {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height)
    return {
      width,
      height,
      context: context2d(canvas.getContext('2d')),
      encode: (type, quality) => canvas.convertToBlob({ type, quality }),
      release() {
        canvas.width = 0
        canvas.height = 0
      },
    }
  }
  const canvas = document.createElement('canvas')
  canvas.width = width
  canvas.height = height
  return {
    width,
    height,
    context: context2d(canvas.getContext('2d')),
    encode: (type, quality) =>
      new Promise((resolve, reject) => {
        canvas.toBlob(
          (blob) => (blob ? resolve(blob) : reject(new Error('The canvas could not be encoded'))),
          type,
          quality,
        )
      }),
    release() {
      canvas.width = 0
      canvas.height = 0
    },
  }
}

/** A canvas of this size was refused (too large for the browser or out of memory). */
function context2d<T extends Context2D>(context: T | null): T {
  if (!context) throw new Error('No 2D canvas context is available')
  return context
}
