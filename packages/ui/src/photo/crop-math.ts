/**
 * The geometry of an edit, kept pure so that it is tested in Node: the editor (react-easy-crop)
 * describes the crop in percent of the image as the user sees it, i.e. after a clockwise
 * rotation in 90° steps; rendering needs pixels of the upright source that the browser
 * decoded, and an output size within the limits of a post or an avatar.
 */
import type { PhotoLook } from './look'

/** Clockwise rotation in degrees, as the editor shows the photo. */
export type PhotoRotation = 0 | 90 | 180 | 270

/** react-easy-crop's `croppedArea`: percent (0–100) of the rotated image. */
export interface PercentArea {
  x: number
  y: number
  width: number
  height: number
}

/** What the user chose in the editor. */
export interface PhotoEdit {
  rotation: PhotoRotation
  /** Percent of the rotated image; null = the whole image. */
  area: PercentArea | null
  /** The look (a filter and adjustments) of a post's photo; none: as it is. */
  look?: PhotoLook
}

/** What the photo becomes: a post image or a square avatar. */
export type PhotoKind = 'post' | 'avatar'

export interface Size {
  width: number
  height: number
}

/** A rectangle in whole pixels. */
export interface PixelRect extends Size {
  x: number
  y: number
}

/** Posts: the longest side at most 2048 px, enough for a sharp full-screen view on most displays. */
export const POST_MAX_EDGE = 2048
/** Avatars: a square of at most 512 px, several times the largest size any screen shows. */
export const AVATAR_MAX_EDGE = 512

export const ROTATIONS: readonly PhotoRotation[] = [0, 90, 180, 270]

export interface AspectPreset {
  readonly id: 'original' | 'square' | 'portrait' | 'landscape'
  readonly label: string
  /** Width / height; null = the image's own ratio (see {@link presetAspect}). */
  readonly ratio: number | null
}

/** The crop shapes the editor offers, in order; labels are shown as they are. */
export const ASPECT_PRESETS: readonly AspectPreset[] = [
  { id: 'original', label: 'Original', ratio: null },
  { id: 'square', label: '1:1', ratio: 1 },
  { id: 'portrait', label: '4:5', ratio: 4 / 5 },
  { id: 'landscape', label: '1.91:1', ratio: 1.91 },
]

/** Whether the rotation turns the image on its side (width and height swap). */
export function isSideways(rotation: PhotoRotation): boolean {
  return rotation === 90 || rotation === 270
}

/** The size of an image of `size` after `rotation`. */
export function rotatedSize(size: Size, rotation: PhotoRotation): Size {
  return isSideways(rotation) ? { width: size.height, height: size.width } : { ...size }
}

/** The next rotation clockwise (the editor's "rotate" button). */
export function rotateClockwise(rotation: PhotoRotation): PhotoRotation {
  return ((rotation + 90) % 360) as PhotoRotation
}

/** The aspect ratio (width / height) the editor's crop takes for a preset, as the image is shown. */
export function presetAspect(preset: AspectPreset, size: Size, rotation: PhotoRotation): number {
  if (preset.ratio !== null) return preset.ratio
  const shown = rotatedSize(size, rotation)
  return shown.width / shown.height
}

const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, Number.isFinite(value) ? value : min))

/**
 * The crop in the rotated image's pixels: whole pixels, inside the image, at least 1×1.
 * react-easy-crop's percentages may be off by a rounding error or stray outside 0–100.
 */
function rotatedRect(shown: Size, area: PercentArea | null): PixelRect {
  if (area === null) return { x: 0, y: 0, ...shown }
  const left = clamp(Math.round((clamp(area.x, 0, 100) / 100) * shown.width), 0, shown.width - 1)
  const top = clamp(Math.round((clamp(area.y, 0, 100) / 100) * shown.height), 0, shown.height - 1)
  const right = Math.round((clamp(area.x + area.width, 0, 100) / 100) * shown.width)
  const bottom = Math.round((clamp(area.y + area.height, 0, 100) / 100) * shown.height)
  return {
    x: left,
    y: top,
    width: clamp(right - left, 1, shown.width - left),
    height: clamp(bottom - top, 1, shown.height - top),
  }
}

/**
 * Where the editor's crop lies in the upright source (of `size`, before rotation), in pixels.
 * Rotating the source clockwise by θ maps a source point (sx, sy) to
 * 90°: (H − sy, sx), 180°: (W − sx, H − sy), 270°: (sy, W − sx); this applies the inverse to
 * the crop's corners.
 */
export function sourceRect(size: Size, edit: PhotoEdit): PixelRect {
  const r = rotatedRect(rotatedSize(size, edit.rotation), edit.area)
  switch (edit.rotation) {
    case 0:
      return r
    case 90:
      return { x: r.y, y: size.height - r.x - r.width, width: r.height, height: r.width }
    case 180:
      return {
        x: size.width - r.x - r.width,
        y: size.height - r.y - r.height,
        width: r.width,
        height: r.height,
      }
    case 270:
      return { x: size.width - r.y - r.height, y: r.x, width: r.height, height: r.width }
  }
}

/**
 * The largest centred square inside `rect`: avatars are square even when the editor's crop
 * is not (e.g. an avatar saved without opening the editor).
 */
export function centredSquare(rect: PixelRect): PixelRect {
  const side = Math.min(rect.width, rect.height)
  return {
    x: rect.x + Math.floor((rect.width - side) / 2),
    y: rect.y + Math.floor((rect.height - side) / 2),
    width: side,
    height: side,
  }
}

/** `size` scaled down so that its longest side is at most `maxEdge`; never scaled up. */
export function fitWithin(size: Size, maxEdge: number): Size {
  const scale = Math.min(1, maxEdge / Math.max(size.width, size.height))
  return {
    width: Math.max(1, Math.round(size.width * scale)),
    height: Math.max(1, Math.round(size.height * scale)),
  }
}

/** The longest output side for a kind of photo. */
export function maxEdgeFor(kind: PhotoKind): number {
  return kind === 'avatar' ? AVATAR_MAX_EDGE : POST_MAX_EDGE
}

/** Everything rendering needs: what to cut from the source, how large, and the final size. */
export interface RenderPlan {
  /** The crop in the upright source's pixels. */
  source: PixelRect
  /** The crop's size after scaling, before rotation (what `createImageBitmap` resizes to). */
  scaled: Size
  /** The output image's size (after rotation). */
  output: Size
  rotation: PhotoRotation
}

/**
 * The plan for rendering `edit` of an upright source of `size` as `kind`. `maxEdge` overrides
 * the kind's limit, e.g. to shrink an image whose encoding is too large.
 */
export function renderPlan(
  size: Size,
  edit: PhotoEdit,
  kind: PhotoKind,
  maxEdge: number = maxEdgeFor(kind),
): RenderPlan {
  const rotation = ROTATIONS.includes(edit.rotation) ? edit.rotation : 0
  const cropped = sourceRect(size, { rotation, area: edit.area })
  const source = kind === 'avatar' ? centredSquare(cropped) : cropped
  const scaled = fitWithin(source, maxEdge)
  return { source, scaled, output: rotatedSize(scaled, rotation), rotation }
}
