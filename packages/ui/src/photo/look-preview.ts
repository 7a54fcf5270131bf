'use client'

import { useEffect, useRef, useState } from 'react'
import { type PercentArea, type PhotoRotation, renderPlan } from './crop-math'
import { applyLook, lookProgram, type PhotoLook } from './look'
import { drawPlan } from './render'

/**
 * The photo editor's live previews of a look, in pixels: the image decoded once, its crop at a
 * preview's size, and the look painted over it by the math that prepares the stored photo, at
 * most once a frame. The editor's controls (components/PhotoEditor) draw with these.
 */

/** How large the preview of the look is drawn (its longest side): a phone's full width. */
export const LOOK_PREVIEW_EDGE = 1080

/** The editor's image, decoded once for the previews. */
export function useDecodedImage(src: string): ImageBitmap | null {
  const [bitmap, setBitmap] = useState<ImageBitmap | null>(null)
  useEffect(() => {
    let current = true
    let decoded: ImageBitmap | null = null
    const image = new Image()
    image.src = src
    image
      .decode()
      .then(() => createImageBitmap(image))
      .then(
        (made) => {
          decoded = made
          if (current) setBitmap(made)
          else made.close()
        },
        () => {
          // An image that cannot be decoded shows no preview; the crop still works.
        },
      )
    return () => {
      current = false
      decoded?.close()
      setBitmap(null)
    }
  }, [src])
  return bitmap
}

/** The crop of the editor's image at most `edge` px, turned, as pixels without a look. */
export async function croppedPixels(
  source: ImageBitmap,
  area: PercentArea | null,
  rotation: PhotoRotation,
  edge: number,
): Promise<ImageData> {
  const size = { width: source.width, height: source.height }
  const surface = await drawPlan(source, renderPlan(size, { area, rotation }, 'post', edge), null)
  try {
    return surface.context.getImageData(0, 0, surface.width, surface.height)
  } finally {
    surface.release()
  }
}

/** The pixels with a look, by the math that prepares the stored photo, into `target` (a new
 * picture unless given; `pixels` stay as they are). */
export function lookedPixels(
  pixels: ImageData,
  look: PhotoLook,
  target = new ImageData(pixels.width, pixels.height),
): ImageData {
  applyLook(pixels.data, pixels.width, pixels.height, lookProgram(look), target.data)
  return target
}

export function useCropped(
  source: ImageBitmap | null,
  area: PercentArea | null,
  rotation: PhotoRotation,
  edge: number,
): ImageData | null {
  const [pixels, setPixels] = useState<ImageData | null>(null)
  const key = JSON.stringify([area, rotation, edge])
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for area, rotation and edge.
  useEffect(() => {
    if (!source) return
    let current = true
    void croppedPixels(source, area, rotation, edge).then(
      (image) => {
        if (current) setPixels(image)
      },
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [source, key])
  return pixels
}

/** Paints `pixels` with `look` into a canvas, at most once a frame. */
export function usePainted(pixels: ImageData | null, look: PhotoLook) {
  const canvas = useRef<HTMLCanvasElement>(null)
  // One picture painted over and over: nothing allocated or copied as a slider moves.
  const painted = useRef<ImageData | null>(null)
  const key = JSON.stringify(look)
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the look.
  useEffect(() => {
    const target = canvas.current
    if (!pixels || !target) return
    const frame = requestAnimationFrame(() => {
      const start = performance.now()
      const { width, height } = pixels
      if (target.width !== width) target.width = width
      if (target.height !== height) target.height = height
      const reused = painted.current
      const into =
        reused && reused.width === width && reused.height === height
          ? reused
          : new ImageData(width, height)
      painted.current = into
      target.getContext('2d')?.putImageData(lookedPixels(pixels, look, into), 0, 0)
      // How long an update of the picture took (User Timing: read by the benchmark).
      performance.measure(`look ${width}×${height}`, { start })
    })
    return () => cancelAnimationFrame(frame)
  }, [pixels, key])
  return canvas
}
