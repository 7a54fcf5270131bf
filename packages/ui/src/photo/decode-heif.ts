import type { HeifImage, LibHeif } from 'libheif-js/libheif-wasm/libheif-bundle.mjs'
import { PhotoError } from './photo-error'

/**
 * HEIC/HEIF decoding with libheif compiled to wasm, for the browsers that cannot decode
 * iPhone photos themselves (all but Safari). The 2 MB decoder is imported only when a HEIC is
 * decoded, and instantiated once per thread (in practice once in the photo worker).
 */

let loading: Promise<LibHeif> | undefined

function loadLibheif(): Promise<LibHeif> {
  loading ??= import('libheif-js/libheif-wasm/libheif-bundle.mjs').then(
    (module) => module.default(),
    (error: unknown) => {
      // A failed chunk load (e.g. offline) may succeed later: do not keep the rejection.
      loading = undefined
      throw error
    },
  )
  return loading
}

const unreadable = (cause?: unknown) => new PhotoError('unreadable', { cause })

/**
 * Decodes the primary image of a HEIF file to an upright `ImageBitmap`. libheif applies the
 * file's transformations (irot rotation, imir mirroring, clap crop) as it decodes, which is
 * how HEIF records orientation; the EXIF orientation inside a HEIF is informational only.
 */
export async function decodeHeif(blob: Blob): Promise<ImageBitmap> {
  const bytes = new Uint8Array(await blob.arrayBuffer())
  let libheif: LibHeif
  try {
    libheif = await loadLibheif()
  } catch (error) {
    throw new PhotoError('unreadable', { cause: error })
  }
  const decoder = new libheif.HeifDecoder()
  let images: HeifImage[] = []
  try {
    images = decoder.decode(bytes)
    const image = images.find((candidate) => candidate.is_primary()) ?? images[0]
    if (!image) throw unreadable(new Error('No image in the HEIF file'))
    const width = image.get_width()
    const height = image.get_height()
    if (!(width > 0 && height > 0)) throw unreadable(new Error('HEIF image without a size'))
    const target = { data: new Uint8ClampedArray(width * height * 4), width, height }
    const decoded = await new Promise<boolean>((resolve) => {
      image.display(target, (result) => resolve(result !== null))
    })
    if (!decoded) throw unreadable(new Error('libheif could not decode the image'))
    return await createImageBitmap(new ImageData(target.data, width, height))
  } catch (error) {
    throw error instanceof PhotoError ? error : unreadable(error)
  } finally {
    for (const image of images) image.free()
    // HeifDecoder has no free(): release its context (the parsed file) ourselves.
    if (decoder.decoder) libheif.heif_context_free(decoder.decoder)
    decoder.decoder = null
  }
}
