/**
 * A minimal EXIF writer for tests: builds the APP1 segment a phone camera writes (orientation,
 * camera make/model, the body's serial number, GPS position) and inserts it into a JPEG made
 * by a canvas, so that tests can check that the pipeline applies the orientation and that no
 * byte of the rest survives.
 */

export interface ExifTags {
  /** 1–8; 6 = the stored image must be turned 90° clockwise to be upright. */
  orientation?: number
  make?: string
  model?: string
  /** BodySerialNumber (0xA431) in the Exif IFD. */
  bodySerialNumber?: string
  gps?: { latitude: number; longitude: number }
}

const BYTE = 1
const ASCII = 2
const SHORT = 3
const LONG = 4
const RATIONAL = 5

interface Entry {
  tag: number
  type: number
  count: number
  /** The value's bytes, big-endian; LONG offsets to sub-IFDs are patched in later. */
  value: Uint8Array
}

const ascii = (text: string): Entry['value'] => new TextEncoder().encode(`${text}\0`)

function short(value: number): Uint8Array {
  const bytes = new Uint8Array(2)
  new DataView(bytes.buffer).setUint16(0, value)
  return bytes
}

function long(value: number): Uint8Array {
  const bytes = new Uint8Array(4)
  new DataView(bytes.buffer).setUint32(0, value)
  return bytes
}

/** Degrees as the three rationals (degrees, minutes, seconds × 100) of an EXIF GPS position. */
export function gpsRationals(degrees: number): Uint8Array {
  const value = Math.abs(degrees)
  const whole = Math.floor(value)
  const minutes = Math.floor((value - whole) * 60)
  const seconds = Math.round(((value - whole) * 60 - minutes) * 60 * 100)
  const bytes = new Uint8Array(24)
  const view = new DataView(bytes.buffer)
  ;[whole, 1, minutes, 1, seconds, 100].forEach((part, index) => {
    view.setUint32(index * 4, part)
  })
  return bytes
}

const ifdSize = (entries: Entry[]) =>
  2 + entries.length * 12 + 4 + entries.reduce((sum, e) => sum + outOfLine(e), 0)

/** Values longer than 4 bytes live after the IFD (padded to an even length). */
const outOfLine = (entry: Entry) =>
  entry.value.length > 4 ? entry.value.length + (entry.value.length % 2) : 0

/** Writes an IFD at `offset` (from the TIFF header) into `out`; the next-IFD pointer is 0. */
function writeIfd(out: Uint8Array, offset: number, entries: Entry[]) {
  const view = new DataView(out.buffer, out.byteOffset)
  const sorted = [...entries].sort((a, b) => a.tag - b.tag)
  view.setUint16(offset, sorted.length)
  let data = offset + 2 + sorted.length * 12 + 4
  sorted.forEach((entry, index) => {
    const at = offset + 2 + index * 12
    view.setUint16(at, entry.tag)
    view.setUint16(at + 2, entry.type)
    view.setUint32(at + 4, entry.count)
    if (entry.value.length <= 4) {
      out.set(entry.value, at + 8)
    } else {
      view.setUint32(at + 8, data)
      out.set(entry.value, data)
      data += outOfLine(entry)
    }
  })
  view.setUint32(offset + 2 + sorted.length * 12, 0)
}

/** The TIFF structure of an EXIF block (big-endian "MM"): IFD0, then the Exif and GPS IFDs. */
export function exifTiff(tags: ExifTags): Uint8Array {
  const ifd0: Entry[] = []
  const exif: Entry[] = []
  const gps: Entry[] = []
  if (tags.make)
    ifd0.push({ tag: 0x010f, type: ASCII, count: tags.make.length + 1, value: ascii(tags.make) })
  if (tags.model)
    ifd0.push({ tag: 0x0110, type: ASCII, count: tags.model.length + 1, value: ascii(tags.model) })
  if (tags.orientation)
    ifd0.push({ tag: 0x0112, type: SHORT, count: 1, value: short(tags.orientation) })
  if (tags.bodySerialNumber) {
    const value = ascii(tags.bodySerialNumber)
    exif.push({ tag: 0xa431, type: ASCII, count: value.length, value })
  }
  if (tags.gps) {
    const { latitude, longitude } = tags.gps
    gps.push(
      { tag: 0x0000, type: BYTE, count: 4, value: new Uint8Array([2, 3, 0, 0]) },
      { tag: 0x0001, type: ASCII, count: 2, value: ascii(latitude >= 0 ? 'N' : 'S') },
      { tag: 0x0002, type: RATIONAL, count: 3, value: gpsRationals(latitude) },
      { tag: 0x0003, type: ASCII, count: 2, value: ascii(longitude >= 0 ? 'E' : 'W') },
      { tag: 0x0004, type: RATIONAL, count: 3, value: gpsRationals(longitude) },
    )
  }
  // Pointers to the sub-IFDs: placeholders now, real offsets once IFD0's size is known.
  const exifPointer: Entry = { tag: 0x8769, type: LONG, count: 1, value: long(0) }
  const gpsPointer: Entry = { tag: 0x8825, type: LONG, count: 1, value: long(0) }
  if (exif.length) ifd0.push(exifPointer)
  if (gps.length) ifd0.push(gpsPointer)

  const ifd0Offset = 8
  const exifOffset = ifd0Offset + ifdSize(ifd0)
  const gpsOffset = exifOffset + (exif.length ? ifdSize(exif) : 0)
  exifPointer.value = long(exifOffset)
  gpsPointer.value = long(gpsOffset)

  const out = new Uint8Array(gpsOffset + (gps.length ? ifdSize(gps) : 0))
  out.set([0x4d, 0x4d, 0x00, 0x2a, 0x00, 0x00, 0x00, 0x08])
  writeIfd(out, ifd0Offset, ifd0)
  if (exif.length) writeIfd(out, exifOffset, exif)
  if (gps.length) writeIfd(out, gpsOffset, gps)
  return out
}

/** The whole APP1 segment: marker, length, "Exif\0\0", TIFF. */
export function exifSegment(tags: ExifTags): Uint8Array {
  const tiff = exifTiff(tags)
  const segment = new Uint8Array(4 + 6 + tiff.length)
  const view = new DataView(segment.buffer)
  view.setUint16(0, 0xffe1)
  view.setUint16(2, 2 + 6 + tiff.length)
  segment.set([0x45, 0x78, 0x69, 0x66, 0x00, 0x00], 4)
  segment.set(tiff, 10)
  return segment
}

/** `jpeg` with an EXIF APP1 segment right after its SOI marker, where cameras put it. */
export function insertExif(jpeg: Uint8Array, tags: ExifTags): Uint8Array {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('Not a JPEG')
  const segment = exifSegment(tags)
  const out = new Uint8Array(jpeg.length + segment.length)
  out.set(jpeg.subarray(0, 2))
  out.set(segment, 2)
  out.set(jpeg.subarray(2), 2 + segment.length)
  return out
}
