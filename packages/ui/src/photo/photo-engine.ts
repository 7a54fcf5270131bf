import { maxEdgeFor, type PhotoEdit, type PhotoKind, renderPlan } from './crop-math'
import { decodePhoto } from './decode'
import { canEncodeWebp, ENCODE_BUDGETS, encodeWithinBudget, outputType } from './encode'
import { PhotoError } from './photo-error'
import { checkPhotoFile, type PhotoSource } from './photo-file'
import { timed } from './photo-timing'
import { drawEdited, drawPreview, hasTransparency, PREVIEW_QUALITY } from './render'
import { stripMetadata } from './strip-metadata'
import type { Surface } from './surface'

/** What opening a photo gives: the full-resolution bitmap stays with the engine. */
export interface OpenResult {
  id: string
  /** The upright full-resolution size. */
  width: number
  height: number
  /** The whole upright image, at most 1280 px on its longest side. */
  preview: Blob
  /** Whether the photo has transparent pixels (PNG, WebP, GIF, HEIF with alpha). */
  hasAlpha: boolean
}

export interface RenderResult {
  blob: Blob
  width: number
  height: number
  type: string
}

/**
 * The pipeline's state: decoded full-resolution bitmaps by id, so that the editor can ask for
 * renders without decoding again. The same engine runs in the photo worker and, where there
 * is no worker, on the main thread; it throws only `PhotoError`s.
 */
export interface PhotoEngine {
  open(file: PhotoSource): Promise<OpenResult>
  /** Renders the edit; an aborted `signal` stops the work at its next step (a render ahead
   * that the edit has overtaken) and rejects with the signal's reason. */
  render(id: string, edit: PhotoEdit, kind: PhotoKind, signal?: AbortSignal): Promise<RenderResult>
  close(id: string): void
  closeAll(): void
}

interface OpenPhoto {
  bitmap: ImageBitmap
  hasAlpha: boolean
}

/** `prefix` keeps ids of different engines (worker, main thread) apart. */
export function createPhotoEngine(prefix: string): PhotoEngine {
  const photos = new Map<string, OpenPhoto>()
  let sequence = 0

  async function open(file: PhotoSource): Promise<OpenResult> {
    let bitmap: ImageBitmap | undefined
    try {
      const check = await checkPhotoFile(file)
      if (!check.ok) throw new PhotoError(check.code)
      bitmap = await decodePhoto(file, check.format)
      const { preview, hasAlpha } = await makePreview(bitmap, check.format !== 'jpeg')
      const id = `${prefix}${++sequence}`
      photos.set(id, { bitmap, hasAlpha })
      return { id, width: bitmap.width, height: bitmap.height, preview, hasAlpha }
    } catch (error) {
      bitmap?.close()
      if (error instanceof PhotoError) throw error
      // E.g. the file vanished from disk, or the preview ran out of memory.
      throw new PhotoError('unreadable', { cause: error })
    }
  }

  async function render(
    id: string,
    edit: PhotoEdit,
    kind: PhotoKind,
    signal?: AbortSignal,
  ): Promise<RenderResult> {
    signal?.throwIfAborted()
    const photo = photos.get(id)
    if (!photo) {
      throw new PhotoError('failed', {
        cause: new Error(`Photo ${id} is not open`),
      })
    }
    try {
      const size = { width: photo.bitmap.width, height: photo.bitmap.height }
      const type = await outputType()
      // JPEG has no alpha: put transparent pixels on white, as they would look on the page.
      const background = type === 'image/jpeg' && photo.hasAlpha ? '#ffffff' : null
      const draw = async (maxEdge: number) => {
        signal?.throwIfAborted()
        return timed('render scale', () =>
          drawEdited(photo.bitmap, edit, kind, maxEdge, background),
        )
      }
      const encoded = await encodeWithinBudget(
        draw,
        maxEdgeFor(kind),
        type,
        ENCODE_BUDGETS[kind][type],
        signal,
      )
      const { output } = renderPlan(size, edit, kind, encoded.maxEdge)
      const blob = await timed('render strip', () => stripMetadata(encoded.blob))
      return { blob, width: output.width, height: output.height, type }
    } catch (error) {
      if (signal?.aborted) throw signal.reason
      throw new PhotoError('failed', { cause: error })
    }
  }

  function close(id: string) {
    photos.get(id)?.bitmap.close()
    photos.delete(id)
  }

  function closeAll() {
    for (const id of [...photos.keys()]) close(id)
  }

  return { open, render, close, closeAll }
}

/**
 * The editor's preview: JPEG when opaque (fast to encode and decode), WebP (else PNG) when
 * the photo has transparency, so the editor shows it as it will be posted.
 */
async function makePreview(
  bitmap: ImageBitmap,
  mayHaveAlpha: boolean,
): Promise<{ preview: Blob; hasAlpha: boolean }> {
  const surface: Surface = await timed('preview scale', () => drawPreview(bitmap))
  try {
    const hasAlpha = mayHaveAlpha && hasTransparency(surface)
    const type = !hasAlpha ? 'image/jpeg' : (await canEncodeWebp()) ? 'image/webp' : 'image/png'
    const preview = await timed('preview encode', () => surface.encode(type, PREVIEW_QUALITY))
    return { preview, hasAlpha }
  } finally {
    surface.release()
  }
}
