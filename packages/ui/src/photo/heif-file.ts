import type { LibHeif } from 'libheif-js/libheif-wasm/libheif-bundle.mjs'

/**
 * A HEIF file opened with libheif (wasm), through its C API rather than libheif-js's
 * `HeifImage.display()`: that one decodes the whole image in one go, converts all of it and
 * copies it to JavaScript row by row. Here the tiles of a grid image (an iPhone's photo is
 * 8 × 6 HEVC tiles of 512 × 512) decode one at a time, each to RGBA inside libheif, so that
 * several workers can share them; the file's transformations are reported, to be applied
 * when the tiles are put together (libheif applies them to the whole image only).
 */

/** The geometric transformations of a HEIF image, in the order they apply. */
export type HeifTransform =
  /** `irot`: anticlockwise. */
  | { type: 'rotate'; angle: 90 | 180 | 270 }
  /** `imir`: `horizontal` swaps left and right, else top and bottom. */
  | { type: 'mirror'; horizontal: boolean }
  /** `clap`: pixels taken off each edge of the image as it is at that step. */
  | { type: 'crop'; left: number; top: number; right: number; bottom: number }

/** What the primary image is made of. */
export interface HeifLayout {
  /**
   * Whether the tiles decode one by one: a grid without alpha. Otherwise the image decodes
   * whole, transformations applied, as tile (0, 0) of a 1 × 1 layout.
   */
  tiled: boolean
  /** The size before the transformations. */
  width: number
  height: number
  columns: number
  rows: number
  tileWidth: number
  tileHeight: number
  /** Empty when the image decodes whole (libheif has applied them). */
  transforms: HeifTransform[]
}

/** RGBA pixels (not premultiplied, rows without padding) of a tile or a whole image. */
export interface HeifPixels {
  column: number
  row: number
  width: number
  height: number
  data: Uint8ClampedArray<ArrayBuffer>
}

export interface HeifFile {
  readonly layout: HeifLayout
  /** Decodes one tile (or, for an image that is not tiled, the whole image). */
  decode(column: number, row: number): HeifPixels
  close(): void
}

type LibheifBundle = typeof import('libheif-js/libheif-wasm/libheif-bundle.mjs')

let importing: Promise<LibheifBundle> | undefined
let loading: Promise<LibHeif> | undefined

/** libheif's bundle (2 MB: the glue and the wasm, base64), imported once per thread. */
export function importLibheif(): Promise<LibheifBundle> {
  importing ??= import('libheif-js/libheif-wasm/libheif-bundle.mjs').catch((error: unknown) => {
    // A failed chunk load (e.g. offline) may succeed later: do not keep the rejection.
    importing = undefined
    throw error
  })
  return importing
}

/** libheif, imported and instantiated (its wasm compiled) once per thread. */
export function loadLibheif(): Promise<LibHeif> {
  loading ??= importLibheif().then(
    (bundle) => bundle.default(),
    (error: unknown) => {
      loading = undefined
      throw error
    },
  )
  return loading
}

// libheif's enums and fourccs (stable: they are its ABI).
const COLORSPACE_RGB = 1
const CHROMA_INTERLEAVED_RGBA = 11
const CHANNEL_INTERLEAVED = 10
const fourcc = (text: string) =>
  [...text].reduce((value, char) => ((value << 8) | char.charCodeAt(0)) >>> 0, 0)
const GRID = fourcc('grid')
const IROT = fourcc('irot')
const IMIR = fourcc('imir')
const CLAP = fourcc('clap')
const MIRROR_HORIZONTAL = 1
/** heif_image_tiling, version 1: int version, then eight uint32 (columns … left offset). */
const TILING_BYTES = 80

/** Opens `bytes` (copied into libheif's memory); throws when libheif cannot read the file. */
export function openHeif(libheif: LibHeif, bytes: Uint8Array): HeifFile {
  const allocated: number[] = []
  const alloc = (size: number) => {
    const pointer = libheif._malloc(size)
    if (!pointer) throw new Error('libheif is out of memory')
    allocated.push(pointer)
    return pointer
  }
  let context = 0
  let handle = 0
  let options = 0
  const close = () => {
    if (options) libheif._heif_decoding_options_free(options)
    if (handle) libheif._heif_image_handle_release(handle)
    if (context) libheif._heif_context_free(context)
    for (const pointer of allocated) libheif._free(pointer)
    options = handle = context = 0
    allocated.length = 0
  }
  try {
    const error = alloc(16)
    const out = alloc(16)
    const check = (step: string) => {
      const code = libheif.HEAP32[error >> 2] ?? -1
      if (code !== 0) throw new Error(`libheif: ${step} failed (error ${code})`)
    }
    const data = alloc(bytes.length)
    libheif.HEAPU8.set(bytes, data)
    context = libheif._heif_context_alloc()
    if (!context) throw new Error('libheif is out of memory')
    libheif._heif_context_read_from_memory_without_copy(error, context, data, bytes.length, 0)
    check('reading the file')
    libheif._heif_context_get_primary_image_handle(error, context, out)
    check('finding the primary image')
    handle = libheif.HEAPU32[out >> 2] ?? 0
    const item = libheif._heif_image_handle_get_item_id(handle)
    const tiled =
      libheif._heif_item_get_item_type(context, item) >>> 0 === GRID &&
      !libheif._heif_image_handle_has_alpha_channel(handle)
    options = libheif._heif_decoding_options_alloc()
    if (!options) throw new Error('libheif is out of memory')

    let layout: HeifLayout
    if (tiled) {
      const tiling = alloc(TILING_BYTES)
      libheif.HEAPU8.fill(0, tiling, tiling + TILING_BYTES)
      libheif.HEAP32[tiling >> 2] = 1
      libheif._heif_image_handle_get_image_tiling(error, handle, 0, tiling)
      check('reading the grid')
      const [columns = 0, rows = 0, tileWidth = 0, tileHeight = 0, width = 0, height = 0] =
        libheif.HEAPU32.subarray((tiling >> 2) + 1, (tiling >> 2) + 7)
      // The tiles as stored; the transformations are applied to the assembled image.
      libheif.HEAPU8[options + 1] = 1 // ignore_transformations
      layout = {
        tiled,
        width,
        height,
        columns,
        rows,
        tileWidth,
        tileHeight,
        transforms: transformsOf(libheif, context, item, width, height, alloc),
      }
    } else {
      const width = libheif._heif_image_handle_get_width(handle)
      const height = libheif._heif_image_handle_get_height(handle)
      const size = { width, height, tileWidth: width, tileHeight: height }
      layout = { tiled, ...size, columns: 1, rows: 1, transforms: [] }
    }
    if (!(layout.width > 0 && layout.height > 0 && layout.columns > 0 && layout.rows > 0)) {
      throw new Error('HEIF image without a size')
    }

    const decode = (column: number, row: number): HeifPixels => {
      if (!context) throw new Error('The HEIF file is closed')
      if (tiled) {
        libheif._heif_image_handle_decode_image_tile(
          error,
          handle,
          out,
          COLORSPACE_RGB,
          CHROMA_INTERLEAVED_RGBA,
          options,
          column,
          row,
        )
      } else {
        // Transformations applied by libheif, as the whole image is decoded anyway.
        libheif._heif_decode_image(error, handle, out, COLORSPACE_RGB, CHROMA_INTERLEAVED_RGBA, 0)
      }
      check('decoding')
      const image = libheif.HEAPU32[out >> 2] ?? 0
      try {
        return { column, row, ...rgbaOf(libheif, image, out) }
      } finally {
        libheif._heif_image_release(image)
      }
    }
    return { layout, decode, close }
  } catch (error) {
    close()
    throw error
  }
}

/** The decoded image's interleaved RGBA plane, copied out of the wasm memory. */
function rgbaOf(libheif: LibHeif, image: number, scratch: number) {
  const width = libheif._heif_image_get_width(image, CHANNEL_INTERLEAVED)
  const height = libheif._heif_image_get_height(image, CHANNEL_INTERLEAVED)
  const plane = libheif._heif_image_get_plane_readonly2(image, CHANNEL_INTERLEAVED, scratch)
  if (!plane || !(width > 0 && height > 0)) throw new Error('libheif decoded no RGBA plane')
  const stride = libheif.HEAPU32[scratch >> 2] ?? 0
  const row = width * 4
  const data = new Uint8ClampedArray(row * height)
  const heap = libheif.HEAPU8
  if (stride === row) data.set(heap.subarray(plane, plane + row * height))
  else {
    for (let y = 0; y < height; y++) {
      data.set(heap.subarray(plane + y * stride, plane + y * stride + row), y * row)
    }
  }
  return { width, height, data }
}

/** The item's irot/imir/clap in order, each crop in pixels of the image at its step. */
function transformsOf(
  libheif: LibHeif,
  context: number,
  item: number,
  width: number,
  height: number,
  alloc: (size: number) => number,
): HeifTransform[] {
  const count = libheif._heif_item_get_transformation_properties(context, item, 0, 0)
  if (count <= 0) return []
  const list = alloc(count * 4)
  libheif._heif_item_get_transformation_properties(context, item, list, count)
  const borders = alloc(16)
  const transforms: HeifTransform[] = []
  let size = { width, height }
  for (const property of libheif.HEAPU32.slice(list >> 2, (list >> 2) + count)) {
    const type = libheif._heif_item_get_property_type(context, item, property) >>> 0
    if (type === IROT) {
      const angle = libheif._heif_item_get_property_transform_rotation_ccw(context, item, property)
      if (angle === 90 || angle === 270) size = { width: size.height, height: size.width }
      if (angle === 90 || angle === 180 || angle === 270) transforms.push({ type: 'rotate', angle })
    } else if (type === IMIR) {
      const direction = libheif._heif_item_get_property_transform_mirror(context, item, property)
      if (direction < 0) throw new Error('Invalid imir')
      transforms.push({ type: 'mirror', horizontal: direction === MIRROR_HORIZONTAL })
    } else if (type === CLAP) {
      libheif._heif_item_get_property_transform_crop_borders(
        context,
        item,
        property,
        size.width,
        size.height,
        borders,
        borders + 4,
        borders + 8,
        borders + 12,
      )
      const [left = 0, top = 0, right = 0, bottom = 0] = libheif.HEAP32.slice(
        borders >> 2,
        (borders >> 2) + 4,
      ).map((value) => Math.max(0, value))
      size = { width: size.width - left - right, height: size.height - top - bottom }
      if (!(size.width > 0 && size.height > 0)) throw new Error('Invalid clap')
      transforms.push({ type: 'crop', left, top, right, bottom })
    }
  }
  return transforms
}
