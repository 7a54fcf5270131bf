import { fitWithin, type PhotoEdit, type PhotoKind, type RenderPlan, renderPlan } from './crop-math'
import { applyLook, isNeutralLook, lookProgram } from './look'
import { createSurface, type Surface } from './surface'

/**
 * Drawing: crop, downscale and rotate an upright bitmap onto a surface. The crop and the
 * downscale happen in one `createImageBitmap` call with `resizeQuality: 'high'`, which
 * filters properly when shrinking 4032 px to 2048 (a plain `drawImage` at that ratio is
 * visibly aliased in Chromium); the rotation is then an exact 90° pixel shuffle.
 */

/**
 * The transform that rotates an image of `scaled` size clockwise by `rotation` and puts it
 * at the origin: whole-pixel matrices, so rotating adds no blur.
 */
function rotationMatrix(plan: RenderPlan): [number, number, number, number, number, number] {
  const { width, height } = plan.scaled
  switch (plan.rotation) {
    case 0:
      return [1, 0, 0, 1, 0, 0]
    case 90:
      return [0, 1, -1, 0, height, 0]
    case 180:
      return [-1, 0, 0, -1, width, height]
    case 270:
      return [0, -1, 1, 0, 0, width]
  }
}

/**
 * Renders `plan` from `source` onto a new surface of the plan's output size. `background`
 * fills the surface first: white under transparent pixels for formats without alpha (JPEG
 * would otherwise show them black).
 */
export async function drawPlan(
  source: ImageBitmap,
  plan: RenderPlan,
  background: string | null,
): Promise<Surface> {
  const { source: rect, scaled, output } = plan
  const piece = await createImageBitmap(source, rect.x, rect.y, rect.width, rect.height, {
    resizeWidth: scaled.width,
    resizeHeight: scaled.height,
    resizeQuality: 'high',
  })
  try {
    const surface = createSurface(output.width, output.height)
    try {
      const context = surface.context
      if (background) {
        context.fillStyle = background
        context.fillRect(0, 0, output.width, output.height)
      }
      context.setTransform(...rotationMatrix(plan))
      // The size is repeated for browsers that ignore createImageBitmap's resize options:
      // there the canvas scales (less finely); elsewhere this draws 1:1.
      context.imageSmoothingQuality = 'high'
      context.drawImage(piece, 0, 0, scaled.width, scaled.height)
      context.setTransform(1, 0, 0, 1, 0, 0)
      return surface
    } catch (error) {
      surface.release()
      throw error
    }
  } finally {
    piece.close()
  }
}

/**
 * The photo as it is posted, at most `maxEdge` on its longest side: cropped, turned, and with
 * its look — the stored photo (the whole bitmap, 2048 px) and the editor's preview (its 1280 px
 * image, 1080 px) alike, by the same code.
 */
export async function drawEdited(
  source: ImageBitmap,
  edit: PhotoEdit,
  kind: PhotoKind,
  maxEdge: number,
  background: string | null,
): Promise<Surface> {
  const size = { width: source.width, height: source.height }
  const surface = await drawPlan(source, renderPlan(size, edit, kind, maxEdge), background)
  // Avatars keep the crop only.
  if (kind === 'post' && edit.look && !isNeutralLook(edit.look)) {
    paintLook(surface, lookProgram(edit.look))
  }
  return surface
}

/** Applies a look's program to what a surface holds. */
export function paintLook(surface: Surface, program: ReturnType<typeof lookProgram>): void {
  const { width, height, context } = surface
  const image = context.getImageData(0, 0, width, height)
  applyLook(image.data, width, height, program)
  context.putImageData(image, 0, 0)
}

/** The editor's image: detailed enough for a full-screen editor, light enough to show at once. */
export const PREVIEW_MAX_EDGE = 1280
export const PREVIEW_QUALITY = 0.92

/** The whole upright image scaled to fit {@link PREVIEW_MAX_EDGE}, on a surface. */
export function drawPreview(source: ImageBitmap): Promise<Surface> {
  const size = { width: source.width, height: source.height }
  return drawPlan(
    source,
    {
      source: { x: 0, y: 0, ...size },
      scaled: fitWithin(size, PREVIEW_MAX_EDGE),
      output: fitWithin(size, PREVIEW_MAX_EDGE),
      rotation: 0,
    },
    null,
  )
}

/** Whether any pixel of the surface is not fully opaque. */
export function hasTransparency(surface: Surface): boolean {
  const { data } = surface.context.getImageData(0, 0, surface.width, surface.height)
  for (let alpha = 3; alpha < data.length; alpha += 4) {
    if (data[alpha] !== 255) return true
  }
  return false
}
