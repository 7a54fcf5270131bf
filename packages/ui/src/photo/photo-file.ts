/**
 * What the photo pipeline accepts before it decodes anything. Phones hand over files in
 * unhelpful ways (an iPhone HEIC often arrives with an empty `type` or as
 * `application/octet-stream`), so the first bytes decide where they can, and the declared
 * type or the file name only where the bytes are not recognised.
 */

import type { PartId } from '../i18n/messages/en'

/** Originals up to 50 MB: a phone's largest photos, well past the server's 5 MB upload limit. */
export const PHOTO_MAX_BYTES = 50 * 1024 * 1024

/**
 * For `<input type="file" accept>`: every image, plus HEIC/HEIF by extension because some
 * browsers and file pickers do not know their MIME types.
 */
export const PHOTO_ACCEPT = 'image/*,.heic,.heif'

/** The formats the pipeline decodes: what browsers decode natively, plus HEIC/HEIF via libheif. */
export type PhotoFormat = 'jpeg' | 'png' | 'webp' | 'gif' | 'heif'

/** A file, or any blob with an optional name (the extension is used when the bytes are unknown). */
export type PhotoSource = Blob & { readonly name?: string }

/** ISO-BMFF brands of HEVC-coded HEIF images and sequences (what iPhones write). */
const HEIF_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis'])
/** Generic HEIF brands: HEIF, unless the file also names an AVIF brand. */
const GENERIC_HEIF_BRANDS = new Set(['mif1', 'msf1'])
const AVIF_BRANDS = new Set(['avif', 'avis'])

const MIME_FORMATS: Record<string, PhotoFormat> = {
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'image/pjpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/heic': 'heif',
  'image/heif': 'heif',
  'image/heic-sequence': 'heif',
  'image/heif-sequence': 'heif',
}

const EXTENSION_FORMATS: Record<string, PhotoFormat> = {
  jpg: 'jpeg',
  jpeg: 'jpeg',
  jpe: 'jpeg',
  jfif: 'jpeg',
  png: 'png',
  webp: 'webp',
  gif: 'gif',
  heic: 'heif',
  heif: 'heif',
  hif: 'heif',
}

/** Enough for every signature below, including an ftyp box with several compatible brands. */
const SNIFF_BYTES = 64

const ascii = (bytes: Uint8Array, start: number, end: number) =>
  String.fromCharCode(...bytes.subarray(start, end))

/**
 * The format the first bytes of a file announce: a supported one, `'avif'` (recognised and
 * refused), or null when the bytes match no known signature.
 */
export function sniffPhotoFormat(bytes: Uint8Array): PhotoFormat | 'avif' | null {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg'
  if (ascii(bytes, 0, 8) === '\x89PNG\r\n\x1a\n') return 'png'
  const gif = ascii(bytes, 0, 6)
  if (gif === 'GIF87a' || gif === 'GIF89a') return 'gif'
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp'
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') return sniffFtyp(bytes)
  return null
}

/** HEIF vs AVIF: both are ISO-BMFF "mif1" files; the brands tell the codec. */
function sniffFtyp(bytes: Uint8Array): PhotoFormat | 'avif' | null {
  const boxSize = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(0)
  const end = Math.min(boxSize, bytes.length)
  const brands = [ascii(bytes, 8, 12)]
  // Major brand, minor version (4 bytes), then compatible brands up to the end of the box.
  for (let offset = 16; offset + 4 <= end; offset += 4)
    brands.push(ascii(bytes, offset, offset + 4))
  if (brands.some((brand) => HEIF_BRANDS.has(brand))) return 'heif'
  if (brands.some((brand) => AVIF_BRANDS.has(brand))) return 'avif'
  if (brands[0] !== undefined && GENERIC_HEIF_BRANDS.has(brands[0])) return 'heif'
  return null
}

/** The format from the declared MIME type, else from the file name's extension. */
function declaredFormat(file: PhotoSource): PhotoFormat | null {
  const byType = MIME_FORMATS[file.type.toLowerCase()]
  if (byType) return byType
  const extension = /\.([a-z0-9]+)$/i.exec(file.name ?? '')?.[1]?.toLowerCase()
  return (extension && EXTENSION_FORMATS[extension]) || null
}

/**
 * The format to decode `file` as, or null when it is not a photo the pipeline takes. The bytes
 * win over the name: a HEIC sent as `photo.jpg` with no type is still decoded as HEIC. Unknown
 * bytes fall back to the declared type or extension, so a damaged `.jpg` is reported as
 * unreadable when decoding fails rather than as "not an image".
 */
export async function photoFormat(file: PhotoSource): Promise<PhotoFormat | null> {
  const head = new Uint8Array(await file.slice(0, SNIFF_BYTES).arrayBuffer())
  const sniffed = sniffPhotoFormat(head)
  if (sniffed === 'avif') return null
  return sniffed ?? declaredFormat(file)
}

/** The outcome of checking a file before decoding it. */
export type PhotoFileCheck =
  | { ok: true; format: PhotoFormat }
  | { ok: false; code: 'not-an-image' | 'too-large' }

/** Checks a chosen file: its format to decode it as, or why it cannot be used. */
export async function checkPhotoFile(file: PhotoSource): Promise<PhotoFileCheck> {
  const format = await photoFormat(file)
  if (format === null) return { ok: false, code: 'not-an-image' }
  if (file.size > PHOTO_MAX_BYTES) return { ok: false, code: 'too-large' }
  return { ok: true, format }
}

/** Why a photo cannot be used: each code has one sentence a person can act on. */
export type PhotoErrorCode = 'not-an-image' | 'too-large' | 'unreadable' | 'failed'

/**
 * What the user is told of a photo problem: a message of the part "compose", with its values;
 * the screens show it in the reader's language (`t(problem.id, problem.values)`).
 */
export interface PhotoProblem {
  readonly id: PartId<'compose'>
  readonly values?: Readonly<Record<string, number>>
}

const PROBLEMS: Record<PhotoErrorCode, PhotoProblem> = {
  'not-an-image': { id: 'compose.photo.notAnImage' },
  'too-large': { id: 'compose.photo.tooLarge', values: { max: PHOTO_MAX_BYTES / 1024 / 1024 } },
  unreadable: { id: 'compose.photo.unreadable' },
  /** Rendering or encoding failed on a photo that did decode (e.g. out of memory). */
  failed: { id: 'compose.photo.notPrepared' },
}

/** What the user is told of a photo problem (a message id the screens translate). */
export function photoProblem(code: PhotoErrorCode): PhotoProblem {
  return PROBLEMS[code]
}

/** Why a chosen file cannot be used (the message the screens show), or null when it can. */
export async function photoFileProblem(file: PhotoSource): Promise<PhotoProblem | null> {
  const check = await checkPhotoFile(file)
  return check.ok ? null : photoProblem(check.code)
}
