import type { PhotoKind } from './crop-math'
import { timed } from './photo-timing'
import { createSurface, type Surface } from './surface'

/**
 * Encoding within a size budget. WebP where the browser really encodes it (Chromium and
 * Firefox do; Safari's canvas silently writes PNG instead), else JPEG. Every encode of a
 * 2048 px WebP costs about half a second on a modest machine, so the ladder is short and tuned
 * to finish in one encode for typical photos.
 *
 * Figures behind the numbers (Chromium 156, 2048×1536 from 4032×3024 photo-like images: four
 * mock photos upscaled, without grain and with grain of σ 4 and 10): WebP q0.8 gave 70–380 KB
 * in 0.5–1 s, q0.7 55–77% of that and q0.5 27–61%; JPEG q0.8 gave 175–445 KB in about 0.1 s;
 * avatars (512²) at WebP q0.8 16–65 KB. Pure noise is the worst case: 1.4 MB even at WebP
 * q0.3, which only fewer pixels fix.
 */

export type PhotoOutputType = 'image/webp' | 'image/jpeg'

export interface EncodeBudget {
  /** Qualities to try in order, highest first. */
  readonly qualities: readonly number[]
  /** Good enough: the first encode at or under this size is kept. */
  readonly target: number
  /** Never more: past the last quality, the image shrinks until it fits. */
  readonly cap: number
}

const KB = 1024

/** Budgets per kind of photo and output type. */
export const ENCODE_BUDGETS: Record<PhotoKind, Record<PhotoOutputType, EncodeBudget>> = {
  post: {
    'image/webp': { qualities: [0.8, 0.65, 0.5], target: 400 * KB, cap: 1024 * KB },
    'image/jpeg': { qualities: [0.8, 0.7, 0.55], target: 400 * KB, cap: 1024 * KB },
  },
  avatar: {
    'image/webp': { qualities: [0.8, 0.65, 0.5], target: 60 * KB, cap: 256 * KB },
    'image/jpeg': { qualities: [0.8, 0.7, 0.55], target: 60 * KB, cap: 256 * KB },
  },
}

/**
 * When an encode is this many times the target, the quality steps in between cannot get
 * there (each saves a quarter to a half): go straight to the last one.
 */
const HOPELESS_FACTOR = 2.5
/** The smallest longest side worth shrinking to; below it the image is refused. */
const MIN_EDGE = 256

let webpSupport: Promise<boolean> | undefined

/** Whether this browser's canvas writes WebP (checked once, on a 2×2 canvas). */
export function canEncodeWebp(): Promise<boolean> {
  webpSupport ??= (async () => {
    const surface = createSurface(2, 2)
    try {
      const blob = await surface.encode('image/webp', 0.8)
      return blob.type === 'image/webp'
    } catch {
      return false
    } finally {
      surface.release()
    }
  })()
  return webpSupport
}

/** The type photos are encoded as here. */
export async function outputType(): Promise<PhotoOutputType> {
  return (await canEncodeWebp()) ? 'image/webp' : 'image/jpeg'
}

export interface Encoded {
  blob: Blob
  /** The longest side that was encoded (smaller than asked when the budget forced it). */
  maxEdge: number
  /** How many encodes it took (for measurements and tests). */
  encodes: number
}

/**
 * Encodes what `draw(maxEdge)` renders within `budget`: the first quality at or under the
 * target wins; past the last quality, anything under the cap is kept, else the image is drawn
 * again smaller (by the square root of the size ratio, as bytes follow the pixel count) until
 * it fits. The caller's surface for each size is released here. An aborted `signal` stops it
 * before the next encode.
 */
export async function encodeWithinBudget(
  draw: (maxEdge: number) => Promise<Surface>,
  maxEdge: number,
  type: PhotoOutputType,
  budget: EncodeBudget,
  signal?: AbortSignal,
): Promise<Encoded> {
  const last = budget.qualities.length - 1
  let edge = maxEdge
  let encodes = 0
  let rung = 0
  for (;;) {
    const surface = await draw(edge)
    try {
      for (;;) {
        signal?.throwIfAborted()
        const quality = budget.qualities[rung] ?? 0.5
        const blob = await timed('render encode', () => surface.encode(type, quality))
        encodes += 1
        if (blob.type !== type) throw new Error(`The browser wrote ${blob.type} for ${type}`)
        if (blob.size <= budget.target || (rung >= last && blob.size <= budget.cap)) {
          return { blob, maxEdge: edge, encodes }
        }
        if (rung >= last) {
          const shrink = Math.min(0.9, Math.sqrt(budget.target / blob.size))
          edge = Math.floor(Math.max(surface.width, surface.height) * shrink)
          if (edge < MIN_EDGE) throw new Error('The photo cannot be encoded within the size budget')
          break
        }
        rung = blob.size > budget.target * HOPELESS_FACTOR ? last : rung + 1
      }
    } finally {
      surface.release()
    }
  }
}
