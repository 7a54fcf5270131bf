/**
 * Builds a HEIC as an iPhone writes it, for tests and the benchmark: the primary image is a
 * `grid` of HEVC tiles (an iPhone's 12 MP photo is 8 × 6 tiles of 512 × 512, the last column
 * and row cut by the grid's output size), with the orientation as HEIF records it (`clap`,
 * `irot`, `imir` on the grid). Debian's `heif-enc` (libheif 1.15) cannot tile, but it encodes
 * several images into one file: those are taken as the tiles, in raster order. Plain bytes in,
 * bytes out, so that it runs in Node (the benchmark) and in the browser (tests).
 */

/** How the grid is put together from the tiles of the source file. */
export interface HeifGridOptions {
  columns: number
  rows: number
  /** The grid's output size (at most columns × tile width, rows × tile height). */
  width: number
  height: number
  /** A clean aperture (`clap`) applied first: the centred crop to this size. */
  crop?: { width: number; height: number }
  /** `irot`: the rotation anticlockwise, applied after the crop. */
  rotation?: 0 | 90 | 180 | 270
  /** `imir`: 0 mirrors about the vertical axis, 1 about the horizontal one; applied last. */
  mirror?: 0 | 1
  /** An EXIF block (TIFF header onwards) for the grid, as phones attach one. */
  exif?: Uint8Array
}

interface Box {
  type: string
  /** Offset of the box's first byte. */
  start: number
  /** Offset of the content (after the header, and after version and flags for full boxes). */
  content: number
  end: number
}

const FULL_BOXES = new Set(['meta', 'iinf', 'infe', 'iloc', 'ipma', 'pitm', 'iref', 'hdlr'])

function readBoxes(bytes: Uint8Array, start: number, end: number): Box[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const found: Box[] = []
  let offset = start
  while (offset + 8 <= end) {
    let size = view.getUint32(offset)
    const type = String.fromCharCode(...bytes.subarray(offset + 4, offset + 8))
    let header = 8
    if (size === 1) {
      size = Number(view.getBigUint64(offset + 8))
      header = 16
    } else if (size === 0) size = end - offset
    if (size < header || offset + size > end) throw new Error(`Bad box ${type} at ${offset}`)
    const content = offset + header + (FULL_BOXES.has(type) ? 4 : 0)
    found.push({ type, start: offset, content, end: offset + size })
    offset += size
  }
  return found
}

function child(bytes: Uint8Array, parent: Box, type: string): Box {
  const found = readBoxes(bytes, parent.content, parent.end).find((box) => box.type === type)
  if (!found) throw new Error(`No ${type} box`)
  return found
}

/** The source file's images: each one's coded data and its properties (raw boxes). */
function readTiles(bytes: Uint8Array): { data: Uint8Array; properties: Uint8Array[] }[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  const top = readBoxes(bytes, 0, bytes.length)
  const meta = top.find((box) => box.type === 'meta')
  if (!meta) throw new Error('No meta box')
  const iprp = child(bytes, meta, 'iprp')
  const ipco = readBoxes(bytes, child(bytes, iprp, 'ipco').content, child(bytes, iprp, 'ipco').end)
  const ipma = child(bytes, iprp, 'ipma')
  const ipmaVersion = bytes[ipma.start + 8] ?? 0
  const ipmaWide = ((bytes[ipma.start + 11] ?? 0) & 1) === 1
  const propertiesOf = new Map<number, Uint8Array[]>()
  let at = ipma.content
  const entries = view.getUint32(at)
  at += 4
  for (let entry = 0; entry < entries; entry++) {
    const id = ipmaVersion < 1 ? view.getUint16(at) : view.getUint32(at)
    at += ipmaVersion < 1 ? 2 : 4
    const count = view.getUint8(at++)
    const list: Uint8Array[] = []
    for (let i = 0; i < count; i++) {
      const index = ipmaWide ? view.getUint16(at) & 0x7fff : view.getUint8(at) & 0x7f
      at += ipmaWide ? 2 : 1
      const property = ipco[index - 1]
      if (property) list.push(bytes.subarray(property.start, property.end))
    }
    propertiesOf.set(id, list)
  }

  const types = new Map<number, string>()
  const iinf = child(bytes, meta, 'iinf')
  const iinfVersion = bytes[iinf.start + 8] ?? 0
  for (const infe of readBoxes(bytes, iinf.content + (iinfVersion === 0 ? 2 : 4), iinf.end)) {
    const version = bytes[infe.start + 8] ?? 0
    const id = version === 2 ? view.getUint16(infe.content) : view.getUint32(infe.content)
    const typeAt = infe.content + (version === 2 ? 4 : 6)
    types.set(id, String.fromCharCode(...bytes.subarray(typeAt, typeAt + 4)))
  }

  const iloc = child(bytes, meta, 'iloc')
  const ilocVersion = bytes[iloc.start + 8] ?? 0
  const sizes = view.getUint16(iloc.content)
  const offsetSize = sizes >> 12
  const lengthSize = (sizes >> 8) & 15
  const baseSize = (sizes >> 4) & 15
  const indexSize = ilocVersion > 0 ? sizes & 15 : 0
  const read = (size: number) => {
    const value = size === 0 ? 0 : size === 4 ? view.getUint32(at) : Number(view.getBigUint64(at))
    at += size
    return value
  }
  at = iloc.content + 2
  const items = ilocVersion < 2 ? view.getUint16(at) : view.getUint32(at)
  at += ilocVersion < 2 ? 2 : 4
  const dataOf = new Map<number, Uint8Array>()
  for (let item = 0; item < items; item++) {
    const id = ilocVersion < 2 ? view.getUint16(at) : view.getUint32(at)
    at += ilocVersion < 2 ? 2 : 4
    if (ilocVersion > 0) {
      if ((view.getUint16(at) & 15) !== 0) throw new Error('Only file offsets are supported')
      at += 2
    }
    at += 2 // data_reference_index
    const base = read(baseSize)
    const extents = view.getUint16(at)
    at += 2
    const parts: Uint8Array[] = []
    for (let extent = 0; extent < extents; extent++) {
      read(indexSize)
      const offset = base + read(offsetSize)
      const length = read(lengthSize)
      parts.push(bytes.subarray(offset, offset + length))
    }
    dataOf.set(id, concatBytes(parts))
  }

  return [...types.entries()]
    .filter(([, type]) => type === 'hvc1')
    .sort(([a], [b]) => a - b)
    .map(([id]) => ({
      data: dataOf.get(id) ?? new Uint8Array(),
      properties: propertiesOf.get(id) ?? [],
    }))
}

const ascii = (text: string) => Uint8Array.from(text, (char) => char.charCodeAt(0))

function uint(value: number, size: 1 | 2 | 4): Uint8Array {
  const out = new Uint8Array(size)
  const view = new DataView(out.buffer)
  if (size === 1) view.setUint8(0, value)
  else if (size === 2) view.setUint16(0, value)
  else view.setUint32(0, value >>> 0)
  return out
}

function box(type: string, ...parts: Uint8Array[]): Uint8Array {
  const content = concatBytes(parts)
  return concatBytes([uint(8 + content.length, 4), ascii(type), content])
}

function fullBox(type: string, version: number, flags: number, ...parts: Uint8Array[]) {
  return box(type, uint(version, 1), uint(flags >>> 16, 1), uint(flags & 0xffff, 2), ...parts)
}

const same = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index])

/** A HEIC whose primary image is a grid of the images of `source` (see the file's comment). */
export function heifGrid(
  source: Uint8Array | readonly Uint8Array[],
  options: HeifGridOptions,
): Uint8Array {
  // Several files are taken one after the other (the benchmark encodes halves in parallel).
  const tiles = (source instanceof Uint8Array ? [source] : source).flatMap(readTiles)
  const { columns, rows, width, height } = options
  if (tiles.length !== columns * rows) {
    throw new Error(`${tiles.length} images for a grid of ${columns} × ${rows}`)
  }
  // Property boxes, each once (identical hvcC/ispe/colr boxes of the tiles are shared).
  const properties: Uint8Array[] = []
  const indexOf = (property: Uint8Array) => {
    const found = properties.findIndex((known) => same(known, property))
    if (found >= 0) return found + 1
    properties.push(property)
    return properties.length
  }
  const essential = (property: Uint8Array) =>
    ['hvcC', 'irot', 'imir', 'clap'].includes(String.fromCharCode(...property.subarray(4, 8)))
  const associations: { id: number; properties: Uint8Array[] }[] = tiles.map((tile, index) => ({
    id: index + 1,
    properties: tile.properties,
  }))
  const gridId = tiles.length + 1
  const exifId = gridId + 1
  const colour = tiles[0]?.properties.find((property) =>
    ascii('colr').every((c, i) => property[4 + i] === c),
  )
  const gridProperties = [fullBox('ispe', 0, 0, uint(width, 4), uint(height, 4))]
  if (colour) gridProperties.push(colour)
  if (options.crop) {
    const fraction = (value: number) => concatBytes([uint(value, 4), uint(1, 4)])
    // Centred: the offsets of the centre from the image's centre are 0.
    gridProperties.push(
      box(
        'clap',
        fraction(options.crop.width),
        fraction(options.crop.height),
        fraction(0),
        fraction(0),
      ),
    )
  }
  if (options.rotation) gridProperties.push(box('irot', uint(options.rotation / 90, 1)))
  if (options.mirror !== undefined) gridProperties.push(box('imir', uint(options.mirror, 1)))
  associations.push({ id: gridId, properties: gridProperties })

  const ipma = fullBox(
    'ipma',
    0,
    1,
    uint(associations.length, 4),
    ...associations.flatMap(({ id, properties: list }) => [
      uint(id, 2),
      uint(list.length, 1),
      ...list.map((property) => uint(indexOf(property) | (essential(property) ? 0x8000 : 0), 2)),
    ]),
  )
  const iprp = box('iprp', box('ipco', ...properties), ipma)

  const infe = (id: number, type: string, hidden: boolean) =>
    fullBox('infe', 2, hidden ? 1 : 0, uint(id, 2), uint(0, 2), ascii(type), new Uint8Array(1))
  const iinf = fullBox(
    'iinf',
    0,
    0,
    uint(tiles.length + 1 + (options.exif ? 1 : 0), 2),
    ...tiles.map((_, index) => infe(index + 1, 'hvc1', true)),
    infe(gridId, 'grid', false),
    ...(options.exif ? [infe(exifId, 'Exif', false)] : []),
  )
  const iref = fullBox(
    'iref',
    0,
    0,
    box(
      'dimg',
      uint(gridId, 2),
      uint(tiles.length, 2),
      ...tiles.map((_, index) => uint(index + 1, 2)),
    ),
    ...(options.exif ? [box('cdsc', uint(exifId, 2), uint(1, 2), uint(gridId, 2))] : []),
  )
  // The grid's description: version 0, 16-bit sizes.
  const gridData = concatBytes([
    uint(0, 1),
    uint(0, 1),
    uint(rows - 1, 1),
    uint(columns - 1, 1),
    uint(width, 2),
    uint(height, 2),
  ])
  const exifData = options.exif ? concatBytes([uint(0, 4), options.exif]) : new Uint8Array()
  const payloads = [...tiles.map((tile) => tile.data), ...(options.exif ? [exifData] : [])]

  const ftyp = box('ftyp', ascii('heic'), uint(0, 4), ascii('mif1'), ascii('heic'), ascii('miaf'))
  // iloc version 1: file offsets (method 0) for the tiles and the EXIF, idat (1) for the grid.
  const ilocFor = (mdatStart: number) => {
    let offset = mdatStart + 8
    const entries = payloads.map((payload, index) => {
      const id = index < tiles.length ? index + 1 : exifId
      const entry = concatBytes([
        uint(id, 2),
        uint(0, 2),
        uint(0, 2),
        uint(1, 2),
        uint(offset, 4),
        uint(payload.length, 4),
      ])
      offset += payload.length
      return entry
    })
    entries.push(
      concatBytes([
        uint(gridId, 2),
        uint(1, 2),
        uint(0, 2),
        uint(1, 2),
        uint(0, 4),
        uint(gridData.length, 4),
      ]),
    )
    return fullBox('iloc', 1, 0, uint(0x4400, 2), uint(entries.length, 2), ...entries)
  }
  const hdlr = fullBox('hdlr', 0, 0, uint(0, 4), ascii('pict'), new Uint8Array(13))
  const pitm = fullBox('pitm', 0, 0, uint(gridId, 2))
  const metaWith = (iloc: Uint8Array) =>
    fullBox('meta', 0, 0, hdlr, pitm, iloc, iinf, iref, iprp, box('idat', gridData))
  // The iloc's size does not depend on the offsets it holds: measure once, then write.
  const metaSize = metaWith(ilocFor(0)).length
  const meta = metaWith(ilocFor(ftyp.length + metaSize))
  return concatBytes([ftyp, meta, box('mdat', ...payloads)])
}

/** The parts, one after the other, in one array. */
function concatBytes(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((total, part) => total + part.length, 0))
  let offset = 0
  for (const part of parts) {
    out.set(part, offset)
    offset += part.length
  }
  return out
}
