/**
 * The last step before upload: removes what the browser's own encoder adds around the pixels.
 * Canvas re-encoding already drops everything of the original (EXIF, GPS, XMP, its ICC
 * profile), but Chromium writes a generic sRGB ICC profile (456 bytes, "Google Inc. 2016")
 * into every WebP and JPEG. The pixels are sRGB, which is what untagged images are taken to
 * be, so dropping it changes nothing on screen and leaves no metadata at all.
 */

const fourcc = (bytes: Uint8Array, at: number) =>
  String.fromCharCode(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0)

/** WebP chunks that carry metadata, and the VP8X flags announcing them (ICC, EXIF, XMP). */
const WEBP_METADATA_CHUNKS = new Set(['ICCP', 'EXIF', 'XMP '])
const VP8X_METADATA_FLAGS = 0x20 | 0x08 | 0x04

/** `bytes` of a WebP without ICCP, EXIF and XMP chunks, or null when it is not a WebP. */
export function stripWebp(bytes: Uint8Array): Uint8Array | null {
  if (fourcc(bytes, 0) !== 'RIFF' || fourcc(bytes, 8) !== 'WEBP') return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const kept: Uint8Array[] = []
  let at = 12
  while (at + 8 <= bytes.length) {
    const size = view.getUint32(at + 4, true)
    const end = at + 8 + size + (size % 2)
    if (end > bytes.length) return null
    const type = fourcc(bytes, at)
    if (type === 'VP8X') {
      const chunk = bytes.slice(at, end)
      chunk[8] = (chunk[8] ?? 0) & ~VP8X_METADATA_FLAGS
      kept.push(chunk)
    } else if (!WEBP_METADATA_CHUNKS.has(type)) {
      kept.push(bytes.subarray(at, end))
    }
    at = end
  }
  const length = kept.reduce((sum, chunk) => sum + chunk.length, 12)
  const out = new Uint8Array(length)
  out.set(bytes.subarray(0, 12))
  new DataView(out.buffer).setUint32(4, length - 8, true)
  let offset = 12
  for (const chunk of kept) {
    out.set(chunk, offset)
    offset += chunk.length
  }
  return out
}

/**
 * `bytes` of a JPEG without application segments other than JFIF (APP0) and Adobe (APP14,
 * which says how to read the colours) and without comments; null when it is not a JPEG.
 */
export function stripJpeg(bytes: Uint8Array): Uint8Array | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const kept: Uint8Array[] = [bytes.subarray(0, 2)]
  let at = 2
  for (;;) {
    if (at + 4 > bytes.length || bytes[at] !== 0xff) return null
    const marker = bytes[at + 1] ?? 0
    // Start of scan: the compressed image follows; nothing after it is metadata.
    if (marker === 0xda) break
    const end = at + 2 + view.getUint16(at + 2)
    const isApp = marker >= 0xe1 && marker <= 0xef && marker !== 0xee
    if (!isApp && marker !== 0xfe) kept.push(bytes.subarray(at, end))
    at = end
  }
  kept.push(bytes.subarray(at))
  return concatBytes(kept)
}

/** The parts, one after the other, in one array. */
export function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}

/** The encoded image without any metadata container; unchanged when its layout is unexpected. */
export async function stripMetadata(blob: Blob): Promise<Blob> {
  const bytes = new Uint8Array(await blob.arrayBuffer())
  const stripped = blob.type === 'image/webp' ? stripWebp(bytes) : stripJpeg(bytes)
  return stripped ? new Blob([stripped as BlobPart], { type: blob.type }) : blob
}
