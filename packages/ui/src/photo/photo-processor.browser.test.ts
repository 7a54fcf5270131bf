import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { exifTiff, gpsRationals, insertExif } from '../../../../test-fixtures/photos/exif-writer'
import { heifGrid } from '../../../../test-fixtures/photos/heif-grid'
import {
  BLUE,
  bytesOf,
  GREEN,
  indexOf,
  metadataContainers,
  noise,
  photoLike,
  pixels,
  quadrantColours,
  quadrants,
  RED,
  YELLOW,
} from '../../../../test-fixtures/photos/images'
import photoUrl from '../../../mocks/assets/photos/photo-03.jpg?url'
import heicUrl from './fixtures/quadrants-irot.heic?url'
import tilesUrl from './fixtures/tiles-3x2.heic?url'
import { PhotoError } from './photo-error'
import { createPhotoProcessor, type PhotoProcessor } from './photo-processor'

const CAMERA = {
  make: 'PhotoBoothTestMake',
  model: 'PhotoBoothTestModel',
  bodySerialNumber: 'PBSERIAL-0042731',
  gps: { latitude: 48.858_37, longitude: 2.294_48 },
}

/** Everything a stripped output must not contain of the camera's metadata. */
async function expectNoMetadata(blob: Blob, camera: { make: string; serial: string }) {
  const bytes = await bytesOf(blob)
  expect(metadataContainers(bytes)).toEqual([])
  expect(indexOf(bytes, 'Exif\0\0')).toBe(-1)
  expect(indexOf(bytes, 'http://ns.adobe.com/')).toBe(-1)
  expect(indexOf(bytes, camera.make)).toBe(-1)
  expect(indexOf(bytes, camera.serial)).toBe(-1)
  expect(indexOf(bytes, gpsRationals(CAMERA.gps.latitude))).toBe(-1)
}

/**
 * A 4032×3024 JPEG as a phone stores it: pixels sideways (top-left red, top-right green,
 * bottom-left blue, bottom-right yellow) with EXIF orientation 6, camera make, model, body
 * serial number and GPS position.
 */
async function sidewaysCameraJpeg(): Promise<File> {
  const canvas = quadrants(4032, 3024, [RED, GREEN, BLUE, YELLOW])
  const jpeg = await bytesOf(await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 }))
  const withExif = insertExif(jpeg, { orientation: 6, ...CAMERA })
  return new File([withExif as BlobPart], 'IMG_0001.JPG', { type: 'image/jpeg' })
}

async function uprightPng(width: number, height: number): Promise<File> {
  const blob = await quadrants(width, height, [RED, GREEN, BLUE, YELLOW]).convertToBlob()
  return new File([blob], 'drawing.png', { type: 'image/png' })
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('Expected a rejection')
}

describe.each([
  ['worker', {}],
  ['main-thread', { worker: false }],
] as const)('photo processor (%s)', (mode, options) => {
  let processor: PhotoProcessor
  beforeAll(() => {
    processor = createPhotoProcessor(options)
  })
  afterAll(() => processor.dispose())

  it('uprights a JPEG by its EXIF orientation, fits it in 2048 px and strips all metadata', async () => {
    const file = await sidewaysCameraJpeg()
    // The input really carries what must disappear.
    const input = await bytesOf(file)
    expect(metadataContainers(input)).toContain('APP1 Exif')
    expect(indexOf(input, CAMERA.bodySerialNumber)).toBeGreaterThan(0)
    expect(indexOf(input, gpsRationals(CAMERA.gps.latitude))).toBeGreaterThan(0)

    const photo = await processor.open(file)
    expect(processor.mode).toBe(mode)
    expect(photo).toMatchObject({
      width: 3024,
      height: 4032,
      name: 'IMG_0001.JPG',
      hasAlpha: false,
    })
    const preview = await pixels(photo.preview)
    expect([preview.width, preview.height]).toEqual([960, 1280])
    // Orientation 6 turns the stored image 90° clockwise.
    const upright = ['blue', 'red', 'yellow', 'green']
    expect(await quadrantColours(photo.preview)).toEqual(upright)

    const prepared = await processor.render(photo, { rotation: 0, area: null }, 'post')
    expect(prepared).toMatchObject({ width: 1536, height: 2048, type: 'image/webp' })
    expect(prepared.blob.name).toBe('photo.webp')
    expect(prepared.blob.type).toBe('image/webp')
    const output = await pixels(prepared.blob)
    expect([output.width, output.height]).toEqual([1536, 2048])
    expect(await quadrantColours(prepared.blob)).toEqual(upright)
    await expectNoMetadata(prepared.blob, { make: CAMERA.make, serial: CAMERA.bodySerialNumber })
    expect(indexOf(await bytesOf(prepared.blob), CAMERA.model)).toBe(-1)
    processor.close(photo)
  }, 60_000)

  it('crops a centred square of the photo rotated by 90°', async () => {
    const photo = await processor.open(await uprightPng(4032, 3024))
    // As shown after the rotation (3024 wide, 4032 tall), the middle 3024×3024.
    const area = { x: 0, y: 12.5, width: 100, height: 75 }
    const prepared = await processor.render(photo, { rotation: 90, area }, 'post')
    expect([prepared.width, prepared.height]).toEqual([2048, 2048])
    expect(await quadrantColours(prepared.blob)).toEqual(['blue', 'red', 'yellow', 'green'])
    processor.close(photo)
  }, 60_000)

  it.each([
    [0, 'red'],
    [90, 'blue'],
    [180, 'yellow'],
    [270, 'green'],
  ] as const)('takes the top-left quarter as shown at %i°', async (rotation, colour) => {
    const photo = await processor.open(await uprightPng(400, 300))
    const area = { x: 0, y: 0, width: 50, height: 50 }
    const prepared = await processor.render(photo, { rotation, area }, 'post')
    const sideways = rotation === 90 || rotation === 270
    expect([prepared.width, prepared.height]).toEqual(sideways ? [150, 200] : [200, 150])
    expect(await quadrantColours(prepared.blob)).toEqual([colour, colour, colour, colour])
    processor.close(photo)
  })

  it('makes a square avatar of at most 512 px from the middle of the photo', async () => {
    const photo = await processor.open(await sidewaysCameraJpeg())
    const prepared = await processor.render(photo, { rotation: 0, area: null }, 'avatar')
    expect([prepared.width, prepared.height]).toEqual([512, 512])
    expect(prepared.blob.size).toBeLessThan(60 * 1024)
    expect(await quadrantColours(prepared.blob)).toEqual(['blue', 'red', 'yellow', 'green'])
    await expectNoMetadata(prepared.blob, { make: CAMERA.make, serial: CAMERA.bodySerialNumber })
    processor.close(photo)
  }, 60_000)

  it('keeps the transparency of a PNG in WebP', async () => {
    const canvas = quadrants(400, 300, [RED, [0, 0, 0, 0], BLUE, YELLOW])
    const file = new File([await canvas.convertToBlob()], 'sticker.png', { type: 'image/png' })
    const photo = await processor.open(file)
    expect(photo.hasAlpha).toBe(true)
    expect(await quadrantColours(photo.preview)).toEqual(['red', 'transparent', 'blue', 'yellow'])
    const prepared = await processor.render(photo, { rotation: 0, area: null }, 'post')
    expect(prepared.type).toBe('image/webp')
    const output = await pixels(prepared.blob)
    expect(output.at(0.75, 0.25)[3]).toBe(0)
    expect(await quadrantColours(prepared.blob)).toEqual(['red', 'transparent', 'blue', 'yellow'])
    processor.close(photo)
  })

  it('decodes a HEIC with libheif, applies its rotation and strips its metadata', async () => {
    const heic = await (await fetch(heicUrl)).blob()
    const input = await bytesOf(heic)
    // Made with heif-enc from a sideways image, with an irot box and an EXIF block (fixtures/README.md).
    expect(indexOf(input, 'HeicTestMake')).toBeGreaterThan(0)
    expect(indexOf(input, 'HEIC5551234')).toBeGreaterThan(0)
    // As phones send it: no type.
    const photo = await processor.open(new File([heic], 'IMG_0002.HEIC'))
    expect([photo.width, photo.height]).toEqual([128, 96])
    expect(await quadrantColours(photo.preview)).toEqual(['red', 'green', 'blue', 'yellow'])
    const prepared = await processor.render(photo, { rotation: 0, area: null }, 'post')
    expect([prepared.width, prepared.height]).toEqual([128, 96])
    expect(await quadrantColours(prepared.blob)).toEqual(['red', 'green', 'blue', 'yellow'])
    await expectNoMetadata(prepared.blob, { make: 'HeicTestMake', serial: 'HEIC5551234' })
    processor.close(photo)
  }, 60_000)

  it('decodes a tiled HEIC as an iPhone writes it, upright, and strips its metadata', async () => {
    const tiles = new Uint8Array(await (await fetch(tilesUrl)).arrayBuffer())
    // A grid of 3 × 2 tiles (180 × 120) stored sideways: irot turns it 270° anticlockwise.
    const exif = exifTiff({ orientation: 1, ...CAMERA })
    const grid = heifGrid(tiles, {
      columns: 3,
      rows: 2,
      width: 180,
      height: 120,
      rotation: 270,
      exif,
    })
    expect(indexOf(grid, CAMERA.bodySerialNumber)).toBeGreaterThan(0)
    const photo = await processor.open(new File([grid as BlobPart], 'IMG_0003.HEIC'))
    expect([photo.width, photo.height]).toEqual([120, 180])
    const prepared = await processor.render(photo, { rotation: 0, area: null }, 'post')
    const output = await pixels(prepared.blob)
    expect([output.width, output.height]).toEqual([120, 180])
    // Stored, red grows to the right and green downwards; turned 270° anticlockwise (90°
    // clockwise), red grows downwards and green to the left.
    const [top, bottom] = [output.at(0.5, 0.05), output.at(0.5, 0.95)]
    const [left, right] = [output.at(0.05, 0.5), output.at(0.95, 0.5)]
    expect((bottom[0] ?? 0) - (top[0] ?? 0)).toBeGreaterThan(120)
    expect((left[1] ?? 0) - (right[1] ?? 0)).toBeGreaterThan(120)
    await expectNoMetadata(prepared.blob, { make: CAMERA.make, serial: CAMERA.bodySerialNumber })
    processor.close(photo)
  }, 60_000)

  it('reports a file that does not decode as unreadable', async () => {
    const random = crypto.getRandomValues(new Uint8Array(4096))
    for (const file of [
      new File([random], 'holiday.jpg', { type: 'image/jpeg' }),
      new File([random], 'holiday.heic'),
      // A JPEG signature and nothing after it.
      new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16])], 'cut.jpg'),
    ]) {
      const error = await rejection(processor.open(file))
      expect(error).toBeInstanceOf(PhotoError)
      expect(error).toMatchObject({
        code: 'unreadable',
        problem: { id: 'compose.photo.unreadable' },
      })
    }
  }, 30_000)

  it('refuses a file that is not a photo before decoding it', async () => {
    const error = await rejection(processor.open(new File(['hello'], 'notes.txt')))
    expect(error).toMatchObject({
      code: 'not-an-image',
      problem: { id: 'compose.photo.notAnImage' },
    })
  })

  it('stops waiting when the opening is aborted, and fails renders of closed photos', async () => {
    const aborted = await rejection(processor.open(await uprightPng(40, 30), AbortSignal.abort()))
    expect(aborted).toMatchObject({ name: 'AbortError' })
    const controller = new AbortController()
    const opening = processor.open(await uprightPng(400, 300), controller.signal)
    controller.abort()
    expect(await rejection(opening)).toMatchObject({ name: 'AbortError' })

    const photo = await processor.open(await uprightPng(40, 30))
    processor.close(photo)
    const error = await rejection(processor.render(photo, { rotation: 0, area: null }, 'post'))
    expect(error).toMatchObject({ code: 'failed' })
  })

  it('stops a render no longer wanted, and renders the photo afresh after it', async () => {
    const photo = await processor.open(await uprightPng(400, 300))
    const edit = { rotation: 0, area: null } as const
    const stop = new AbortController()
    const overtaken = processor.render(photo, edit, 'post', stop.signal)
    stop.abort()
    expect(await rejection(overtaken)).toMatchObject({ name: 'AbortError' })

    const prepared = await processor.render(photo, edit, 'post')
    expect([prepared.width, prepared.height]).toEqual([400, 300])
    processor.close(photo)
  })
})

describe('output size', () => {
  let processor: PhotoProcessor
  beforeAll(() => {
    processor = createPhotoProcessor()
  })
  afterAll(() => processor.dispose())

  it('keeps a phone-sized photo well under 1 MB', async () => {
    const photo = await (await fetch(photoUrl)).blob()
    const canvas = await photoLike(photo, 4032, 3024, 8)
    const jpeg = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })
    const opened = await processor.open(new File([jpeg], 'IMG_0003.JPG', { type: 'image/jpeg' }))
    const prepared = await processor.render(opened, { rotation: 0, area: null }, 'post')
    const avatar = await processor.render(opened, { rotation: 0, area: null }, 'avatar')
    console.info(
      `4032×3024 photo-like JPEG of ${Math.round(jpeg.size / 1024)} KB → post ${prepared.width}×${prepared.height} ${prepared.type} ${Math.round(prepared.blob.size / 1024)} KB, avatar ${Math.round(avatar.blob.size / 1024)} KB`,
    )
    expect([prepared.width, prepared.height]).toEqual([2048, 1536])
    expect(prepared.blob.size).toBeLessThanOrEqual(500 * 1024)
    expect(avatar.blob.size).toBeLessThanOrEqual(80 * 1024)
    processor.close(opened)
  }, 60_000)

  it('never goes over 1 MB, shrinking pure noise until it fits', async () => {
    const png = await noise(2048, 1536).convertToBlob()
    const opened = await processor.open(new File([png], 'noise.png', { type: 'image/png' }))
    const prepared = await processor.render(opened, { rotation: 0, area: null }, 'post')
    console.info(
      `2048×1536 noise → ${prepared.width}×${prepared.height} ${Math.round(prepared.blob.size / 1024)} KB`,
    )
    expect(prepared.blob.size).toBeLessThanOrEqual(1024 * 1024)
    expect(prepared.width).toBeLessThan(2048)
    expect(prepared.width / prepared.height).toBeCloseTo(4 / 3, 2)
    processor.close(opened)
  }, 60_000)
})
