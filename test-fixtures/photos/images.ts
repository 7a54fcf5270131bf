/**
 * Test images made at test time with a canvas, and ways to look inside the results: pixels at
 * a point, and every place an encoder could carry metadata.
 */

export type Rgba = readonly [number, number, number, number]

export const RED: Rgba = [220, 30, 30, 255]
export const GREEN: Rgba = [30, 190, 30, 255]
export const BLUE: Rgba = [30, 60, 220, 255]
export const YELLOW: Rgba = [240, 210, 30, 255]

const css = ([r, g, b, a]: Rgba) => `rgba(${r}, ${g}, ${b}, ${a / 255})`

function context(canvas: OffscreenCanvas): OffscreenCanvasRenderingContext2D {
  const ctx = canvas.getContext('2d')
  if (!ctx) throw new Error('No 2D context')
  return ctx
}

/** A canvas in four coloured quadrants: top-left, top-right, bottom-left, bottom-right. */
export function quadrants(
  width: number,
  height: number,
  [topLeft, topRight, bottomLeft, bottomRight]: readonly [Rgba, Rgba, Rgba, Rgba],
): OffscreenCanvas {
  const canvas = new OffscreenCanvas(width, height)
  const ctx = context(canvas)
  const halfW = Math.floor(width / 2)
  const halfH = Math.floor(height / 2)
  ctx.clearRect(0, 0, width, height)
  for (const [color, x, y, w, h] of [
    [topLeft, 0, 0, halfW, halfH],
    [topRight, halfW, 0, width - halfW, halfH],
    [bottomLeft, 0, halfH, halfW, height - halfH],
    [bottomRight, halfW, halfH, width - halfW, height - halfH],
  ] as const) {
    ctx.fillStyle = css(color)
    ctx.fillRect(x, y, w, h)
  }
  return canvas
}

/** Fills a canvas with random pixels: the worst case for any encoder's size. */
export function noise(width: number, height: number, seed = 1): OffscreenCanvas {
  const canvas = new OffscreenCanvas(width, height)
  const ctx = context(canvas)
  const image = ctx.createImageData(width, height)
  let state = seed >>> 0
  for (let i = 0; i < image.data.length; i += 1) {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    image.data[i] = (i & 3) === 3 ? 255 : state >>> 24
  }
  ctx.putImageData(image, 0, 0)
  return canvas
}

/**
 * A photo-like picture: a real photograph scaled to cover `width`×`height` with sensor-like
 * grain of standard deviation about `grain`, which is what makes phone photos expensive to
 * encode (an upscaled photo alone is unrealistically smooth).
 */
export async function photoLike(
  photo: Blob,
  width: number,
  height: number,
  grain: number,
): Promise<OffscreenCanvas> {
  const source = await createImageBitmap(photo)
  const canvas = new OffscreenCanvas(width, height)
  const ctx = context(canvas)
  const scale = Math.max(width / source.width, height / source.height)
  ctx.imageSmoothingQuality = 'high'
  ctx.drawImage(
    source,
    (width - source.width * scale) / 2,
    (height - source.height * scale) / 2,
    source.width * scale,
    source.height * scale,
  )
  source.close()
  if (grain > 0) {
    const image = ctx.getImageData(0, 0, width, height)
    let state = 12345
    const random = () => {
      state = (Math.imul(state, 1664525) + 1013904223) >>> 0
      return state / 4294967296
    }
    for (let i = 0; i < image.data.length; i += 4) {
      const luma = (random() + random() + random() - 1.5) * 2 * grain
      for (let channel = 0; channel < 3; channel += 1) {
        image.data[i + channel] = (image.data[i + channel] ?? 0) + luma + (random() - 0.5) * grain
      }
    }
    ctx.putImageData(image, 0, 0)
  }
  return canvas
}

export async function bytesOf(blob: Blob): Promise<Uint8Array> {
  return new Uint8Array(await blob.arrayBuffer())
}

/** Decoded pixels of an encoded image (`imageOrientation: 'none'`: exactly as stored). */
export async function pixels(blob: Blob) {
  const bitmap = await createImageBitmap(blob, { imageOrientation: 'none' })
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
  const ctx = context(canvas)
  ctx.drawImage(bitmap, 0, 0)
  bitmap.close()
  const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height)
  /** The pixel at a fraction of the width and height (0.25, 0.25 = the top-left quadrant's centre). */
  const at = (fx: number, fy: number): Rgba => {
    const x = Math.min(width - 1, Math.floor(fx * width))
    const y = Math.min(height - 1, Math.floor(fy * height))
    const i = (y * width + x) * 4
    return [data[i] ?? 0, data[i + 1] ?? 0, data[i + 2] ?? 0, data[i + 3] ?? 0]
  }
  return { width, height, at }
}

/** Whether two colours are the same within a lossy codec's error. */
export function near(actual: Rgba, expected: Rgba, tolerance = 24): boolean {
  return actual.every((value, index) => Math.abs(value - (expected[index] ?? 0)) <= tolerance)
}

/** Names the colour among the test's four quadrant colours (and white/transparent), for messages. */
export function colourName(actual: Rgba): string {
  const named: [string, Rgba][] = [
    ['red', RED],
    ['green', GREEN],
    ['blue', BLUE],
    ['yellow', YELLOW],
    ['white', [255, 255, 255, 255]],
    ['black', [0, 0, 0, 255]],
  ]
  if (actual[3] < 16) return 'transparent'
  return named.find(([, colour]) => near(actual, colour, 40))?.[0] ?? `rgba(${actual.join(', ')})`
}

/** The four quadrant colours of an image, named: top-left, top-right, bottom-left, bottom-right. */
export async function quadrantColours(blob: Blob): Promise<string[]> {
  const image = await pixels(blob)
  return [
    image.at(0.25, 0.25),
    image.at(0.75, 0.25),
    image.at(0.25, 0.75),
    image.at(0.75, 0.75),
  ].map(colourName)
}

export function indexOf(haystack: Uint8Array, needle: Uint8Array | string): number {
  const bytes = typeof needle === 'string' ? new TextEncoder().encode(needle) : needle
  outer: for (let i = 0; i + bytes.length <= haystack.length; i += 1) {
    for (let j = 0; j < bytes.length; j += 1) if (haystack[i + j] !== bytes[j]) continue outer
    return i
  }
  return -1
}

const tag = (bytes: Uint8Array, at: number) => String.fromCharCode(...bytes.subarray(at, at + 4))

/**
 * Every container-level place for metadata in a JPEG or WebP: APP1 (EXIF, XMP), APP2 (ICC),
 * APP13 (IPTC) segments; EXIF, XMP and ICCP chunks and the VP8X flags announcing them. Empty
 * when there is none.
 */
export function metadataContainers(bytes: Uint8Array): string[] {
  const found: string[] = []
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  if (bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2
    while (at + 4 <= bytes.length && bytes[at] === 0xff) {
      const marker = bytes[at + 1] ?? 0
      if (marker === 0xda) break // Start of scan: entropy-coded data follows.
      const length = view.getUint16(at + 2)
      if (marker === 0xe1) found.push(`APP1 ${tag(bytes, at + 4)}`)
      if (marker === 0xe2) found.push('APP2 (ICC)')
      if (marker === 0xed) found.push('APP13 (IPTC)')
      if (marker === 0xfe) found.push('COM')
      at += 2 + length
    }
    return found
  }
  if (tag(bytes, 0) === 'RIFF' && tag(bytes, 8) === 'WEBP') {
    let at = 12
    while (at + 8 <= bytes.length) {
      const chunk = tag(bytes, at)
      const size = view.getUint32(at + 4, true)
      if (chunk === 'EXIF' || chunk === 'XMP ' || chunk === 'ICCP') found.push(`${chunk} chunk`)
      if (chunk === 'VP8X' && ((bytes[at + 8] ?? 0) & 0b101100) !== 0)
        found.push('VP8X metadata flags')
      at += 8 + size + (size % 2)
    }
    return found
  }
  throw new Error(`Not a JPEG or WebP: ${tag(bytes, 0)}`)
}
