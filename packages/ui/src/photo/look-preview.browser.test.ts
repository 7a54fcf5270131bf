import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  ADJUSTMENTS,
  createPhotoProcessor,
  INITIAL_LOOK,
  LOOKS,
  type OpenedPhoto,
  type PhotoLook,
  type PhotoProcessor,
} from '.'
import { croppedPixels, LOOK_PREVIEW_EDGE, lookedPixels } from './look-preview'

/**
 * What is seen is what is stored: the editor's preview of a look (its 1280 px image, drawn at
 * 1080 px) against the photo the worker prepares from the full image, scaled to the preview's
 * size — at most 2/255 apart on average, per channel, for every look and every adjustment at
 * both ends.
 */

/** A colourful photo, 1600 × 1200: hues across, light to dark down, a soft pattern over it. */
async function colourfulPhoto(): Promise<File> {
  const width = 1600
  const height = 1200
  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
  const hues = context.createLinearGradient(0, 0, width, 0)
  for (let stop = 0; stop <= 6; stop += 1) hues.addColorStop(stop / 6, `hsl(${stop * 60} 85% 55%)`)
  context.fillStyle = hues
  context.fillRect(0, 0, width, height)
  const light = context.createLinearGradient(0, 0, 0, height)
  light.addColorStop(0, 'rgba(255,255,255,0.35)')
  light.addColorStop(0.5, 'rgba(0,0,0,0)')
  light.addColorStop(1, 'rgba(0,0,0,0.55)')
  context.fillStyle = light
  context.fillRect(0, 0, width, height)
  for (let i = 0; i < 40; i += 1) {
    context.fillStyle = `hsl(${(i * 47) % 360} 70% ${35 + (i % 5) * 10}% / 0.35)`
    context.beginPath()
    context.arc((i * 397) % width, (i * 211) % height, 80 + (i % 4) * 40, 0, Math.PI * 2)
    context.fill()
  }
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 })
  return new File([blob], 'colours.jpg', { type: 'image/jpeg' })
}

/** The stored photo, decoded and scaled to `width` × `height`. */
async function storedAt(blob: Blob, width: number, height: number): Promise<ImageData> {
  const bitmap = await createImageBitmap(blob, {
    resizeWidth: width,
    resizeHeight: height,
    resizeQuality: 'high',
  })
  const canvas = new OffscreenCanvas(width, height)
  const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
  context.drawImage(bitmap, 0, 0)
  bitmap.close()
  return context.getImageData(0, 0, width, height)
}

/** The mean absolute difference per channel (red, green, blue), in 1/255ths. */
function meanDifference(a: ImageData, b: ImageData): number[] {
  const sums = [0, 0, 0]
  for (let i = 0; i < a.data.length; i += 4) {
    for (let channel = 0; channel < 3; channel += 1) {
      sums[channel] =
        (sums[channel] ?? 0) + Math.abs((a.data[i + channel] ?? 0) - (b.data[i + channel] ?? 0))
    }
  }
  return sums.map((sum) => sum / (a.data.length / 4))
}

let processor: PhotoProcessor
let photo: OpenedPhoto
let previewImage: ImageBitmap

beforeAll(async () => {
  processor = createPhotoProcessor()
  photo = await processor.open(await colourfulPhoto())
  previewImage = await createImageBitmap(photo.preview)
}, 60_000)

afterAll(() => {
  previewImage?.close()
  processor?.dispose()
})

const cases: [string, Partial<PhotoLook>][] = [
  ...LOOKS.map(({ id }): [string, Partial<PhotoLook>] => [`the look ${id}`, { look: id }]),
  ...ADJUSTMENTS.flatMap(({ id, min, max }): [string, Partial<PhotoLook>][] => [
    [`${id} at ${min}`, { [id]: min }],
    [`${id} at ${max}`, { [id]: max }],
  ]),
  [
    'Ember at 40 % with every adjustment',
    {
      look: 'ember',
      strength: 40,
      brightness: 30,
      contrast: 20,
      saturation: 40,
      warmth: -30,
      fade: 20,
      vignette: 60,
    },
  ],
]

describe('the preview of a look is the stored photo', () => {
  it.each(cases)(
    '%s',
    async (_name, change) => {
      const look = { ...INITIAL_LOOK, ...change }
      const base = await croppedPixels(previewImage, null, 0, LOOK_PREVIEW_EDGE)
      const preview = lookedPixels(base, look)
      const prepared = await processor.render(photo, { rotation: 0, area: null, look }, 'post')
      const stored = await storedAt(prepared.blob, preview.width, preview.height)
      const difference = meanDifference(preview, stored)
      for (const channel of difference) expect(channel).toBeLessThanOrEqual(2)
    },
    30_000,
  )

  it('and the look really changes it (Mono: grey; Saturation at its maximum: more colour)', async () => {
    const render = async (change: Partial<PhotoLook>) => {
      const prepared = await processor.render(
        photo,
        { rotation: 0, area: null, look: { ...INITIAL_LOOK, ...change } },
        'post',
      )
      return storedAt(prepared.blob, 400, 300)
    }
    const colourfulness = (image: ImageData) => {
      let sum = 0
      for (let i = 0; i < image.data.length; i += 4) {
        const [r = 0, g = 0, b = 0] = image.data.subarray(i, i + 3)
        sum += Math.max(r, g, b) - Math.min(r, g, b)
      }
      return sum / (image.data.length / 4)
    }
    const plain = colourfulness(await render({}))
    expect(colourfulness(await render({ look: 'mono' }))).toBeLessThan(3)
    expect(colourfulness(await render({ saturation: 100 }))).toBeGreaterThan(plain * 1.2)
  }, 30_000)
})
