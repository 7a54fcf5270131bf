import { decodeHeif } from './decode-heif'
import { PhotoError } from './photo-error'
import type { PhotoFormat, PhotoSource } from './photo-file'
import { timed } from './photo-timing'

/**
 * Decodes a photo to an upright, full-resolution `ImageBitmap`: the one representation every
 * later step (preview, crop, resize, encode) starts from, with the EXIF orientation already
 * applied so that nothing downstream needs to know about it.
 */
export async function decodePhoto(file: PhotoSource, format: PhotoFormat): Promise<ImageBitmap> {
  if (format === 'heif') {
    // Safari decodes HEIC natively (and faster); elsewhere this fails at once on the header
    // (a few ms in Chromium: the bench prints it).
    const native = await timed('heic native try', () => decodeNative(file)).catch(() => null)
    return native ?? timed('heic decode', () => decodeHeif(file))
  }
  try {
    return await timed(`${format} decode`, () => decodeNative(file))
  } catch (error) {
    throw new PhotoError('unreadable', { cause: error })
  }
}

/**
 * The browser's own decoder. `imageOrientation: 'from-image'` applies the EXIF orientation (it
 * is the default in current browsers, and said explicitly here because older ones differed);
 * the default colour space conversion brings embedded ICC profiles to sRGB, which is what the
 * output is encoded as (it carries no profile).
 */
async function decodeNative(blob: Blob): Promise<ImageBitmap> {
  const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' })
  if (bitmap.width === 0 || bitmap.height === 0) {
    bitmap.close()
    throw new Error('The decoded image is empty')
  }
  return bitmap
}
