import libheif from 'libheif-js/libheif-wasm/libheif-bundle.mjs'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { type HeifGridOptions, heifGrid } from '../../../../test-fixtures/photos/heif-grid'
import { quadrantColours } from '../../../../test-fixtures/photos/images'
import { decodeHeif } from './decode-heif'
import quadrantsUrl from './fixtures/quadrants-irot.heic?url'
import tilesUrl from './fixtures/tiles-3x2.heic?url'
import { PhotoError } from './photo-error'

/** RGBA pixels, tightly packed. */
interface Pixels {
  width: number
  height: number
  data: Uint8ClampedArray
}

const fetchBytes = async (url: string) => new Uint8Array(await (await fetch(url)).arrayBuffer())

/** How libheif decodes the file as a whole (libheif-js's own `display()`): the reference. */
async function libheifPixels(bytes: Uint8Array): Promise<Pixels> {
  const decoder = new (libheif().HeifDecoder)()
  const [image] = decoder.decode(bytes)
  if (!image) throw new Error('libheif found no image')
  const width = image.get_width()
  const height = image.get_height()
  const target = { data: new Uint8ClampedArray(width * height * 4), width, height }
  await new Promise<void>((resolve, reject) =>
    image.display(target, (result) => (result ? resolve() : reject(new Error('No pixels')))),
  )
  image.free()
  return target
}

function bitmapPixels(bitmap: ImageBitmap): Pixels {
  const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
  const context = canvas.getContext('2d')
  if (!context) throw new Error('No 2D context')
  context.drawImage(bitmap, 0, 0)
  return context.getImageData(0, 0, bitmap.width, bitmap.height)
}

/** The largest difference of any channel, and the mean difference. */
function difference(a: Pixels, b: Pixels) {
  expect([a.width, a.height]).toEqual([b.width, b.height])
  let max = 0
  let total = 0
  for (let i = 0; i < a.data.length; i++) {
    const delta = Math.abs((a.data[i] ?? 0) - (b.data[i] ?? 0))
    max = Math.max(max, delta)
    total += delta
  }
  return { max, mean: total / a.data.length }
}

/**
 * The fixture's six 64 × 64 tiles hold one smooth picture of 192 × 128 (red grows to the
 * right, green downwards, blue in diagonal waves: fixtures/README.md), so a tile out of place
 * or turned the wrong way differs by far more than the codec's error.
 */
const TILES = { columns: 3, rows: 2, width: 180, height: 120 } as const

const heicFile = (bytes: Uint8Array) => new File([bytes as BlobPart], 'IMG_0042.HEIC')

describe('decodeHeif', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it.each<[string, Partial<HeifGridOptions>]>([
    ['as stored', {}],
    ['turned 90° anticlockwise (irot)', { rotation: 90 }],
    ['turned 270° and mirrored (irot, imir)', { rotation: 270, mirror: 1 }],
    // An even crop: at an odd offset libheif crops the chroma of its 4:2:0 image half a
    // sample off, which this decoder (cropping RGB) does not reproduce.
    [
      'cropped, turned 180° and mirrored (clap, irot, imir)',
      {
        crop: { width: 152, height: 96 },
        rotation: 180,
        mirror: 0,
      },
    ],
  ])('decodes a grid %s to the pixels libheif gives for the whole image', async (_, options) => {
    const grid = heifGrid(await fetchBytes(tilesUrl), { ...TILES, ...options })
    const reference = await libheifPixels(grid)
    const sideways = options.rotation === 90 || options.rotation === 270
    const [width, height] = [
      options.crop?.width ?? TILES.width,
      options.crop?.height ?? TILES.height,
    ]
    expect([reference.width, reference.height]).toEqual(
      sideways ? [height, width] : [width, height],
    )

    const bitmap = await decodeHeif(heicFile(grid))
    const { max, mean } = difference(bitmapPixels(bitmap), reference)
    bitmap.close()
    // libheif converts the assembled image to RGB, this decoder each tile on its own: the
    // chroma upsampling along the tiles' edges may differ slightly.
    expect(max).toBeLessThanOrEqual(12)
    expect(mean).toBeLessThan(0.5)
  })

  it('tells a misplaced tile apart (the comparison above can fail)', async () => {
    const bytes = await fetchBytes(tilesUrl)
    const reference = await libheifPixels(heifGrid(bytes, { ...TILES, rotation: 90 }))
    const bitmap = await decodeHeif(heicFile(heifGrid(bytes, { ...TILES, rotation: 270 })))
    expect(difference(bitmapPixels(bitmap), reference).max).toBeGreaterThan(100)
    bitmap.close()
  })

  it('decodes in this thread, with the same pixels, where workers cannot start', async () => {
    const grid = heifGrid(await fetchBytes(tilesUrl), { ...TILES, rotation: 90, mirror: 1 })
    const reference = await libheifPixels(grid)
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new Error('No workers here')
        }
      },
    )
    const bitmap = await decodeHeif(heicFile(grid))
    expect(difference(bitmapPixels(bitmap), reference).max).toBeLessThanOrEqual(12)
    bitmap.close()
  })

  it('deals the tiles to the decoders as they go: one that starts late decodes fewer', async () => {
    const grid = heifGrid(await fetchBytes(tilesUrl), { ...TILES, rotation: 90 })
    const reference = await libheifPixels(grid)
    vi.spyOn(navigator, 'hardwareConcurrency', 'get').mockReturnValue(2)
    // The second decoder gets its file a second after the first: by then the first has
    // decoded the six small tiles, where fixed shares would leave three to each.
    const RealWorker = Worker
    vi.stubGlobal(
      'Worker',
      class extends RealWorker {
        override postMessage(
          message: unknown,
          options?: Transferable[] | StructuredSerializeOptions,
        ) {
          const send = () => super.postMessage(message, options as StructuredSerializeOptions)
          if ((message as { part?: number } | null)?.part === 1) setTimeout(send, 1000)
          else send()
        }
      },
    )
    performance.clearMeasures()
    const bitmap = await decodeHeif(heicFile(grid))
    expect(difference(bitmapPixels(bitmap), reference).max).toBeLessThanOrEqual(12)
    bitmap.close()
    const tiles = (part: number) => {
      const name = performance
        .getEntriesByType('measure')
        .map((entry) => entry.name)
        .find((entry) => entry.startsWith(`photo heic decode+convert [${part}/2]`))
      return Number(/\((\d+) tiles\)/.exec(name ?? '')?.[1])
    }
    expect(tiles(1) + tiles(2)).toBe(6)
    expect(tiles(2)).toBeLessThan(tiles(1))
  })

  it('still decodes an image that is not a grid whole, turned by its irot', async () => {
    const bitmap = await decodeHeif(heicFile(await fetchBytes(quadrantsUrl)))
    expect([bitmap.width, bitmap.height]).toEqual([128, 96])
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0)
    bitmap.close()
    const png = await canvas.convertToBlob()
    expect(await quadrantColours(png)).toEqual(['red', 'green', 'blue', 'yellow'])
  })

  it('reports a grid with missing tiles as unreadable', async () => {
    const grid = heifGrid(await fetchBytes(tilesUrl), TILES)
    // The tiles' data is at the end of the file: without its last 2 KB, tiles are cut.
    const error = await decodeHeif(heicFile(grid.subarray(0, grid.length - 2048))).catch(
      (failure: unknown) => failure,
    )
    expect(error).toBeInstanceOf(PhotoError)
    expect(error).toMatchObject({ code: 'unreadable' })
  })
})
