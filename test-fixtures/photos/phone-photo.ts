/**
 * A photo as a phone's camera writes it, made in a browser page for end-to-end tests and the
 * benchmark: 4032×3024 pixels on their side (EXIF orientation 6), red | green over blue |
 * yellow (or a photograph, for the benchmark) under grain, so that it weighs what a phone
 * photo weighs, with the camera's EXIF block (make, model, serial number, GPS position).
 */
import { insertExif } from './exif-writer.ts'

/** What is needed of a Playwright page. */
export interface EvaluatingPage {
  evaluate<Result, Arg>(run: (arg: Arg) => Promise<Result>, arg: Arg): Promise<Result>
}

export const PHONE_CAMERA = {
  make: 'PhoneMaker',
  model: 'Phone 15 Pro',
  bodySerialNumber: 'SN-0042-1337',
  gps: { latitude: 48.8584, longitude: 2.2945 },
} as const

/** The stored (sideways) colours; upright, the photo reads blue | red over yellow | green. */
export const UPRIGHT_QUADRANTS = ['blue', 'red', 'yellow', 'green'] as const

/** The options of {@link phoneJpeg}. */
export interface PhoneJpegOptions {
  /**
   * How noisy (hence how heavy) the photo is: 20 gives about 8 MB at quality 0.95 over the
   * quadrants, like a 12 MP phone photo of a detailed scene.
   */
  grain?: number
  /** Whether to add the camera's EXIF block (see {@link withPhoneExif}); default true. */
  exif?: boolean
  /**
   * A photograph to enlarge to 4032×3024 instead of the quadrants (for the benchmark, which
   * wants a real scene); the grain is then still needed, since an enlarged photo alone is
   * unrealistically smooth.
   */
  sceneUrl?: string
}

/** The JPEG's bytes, made by the page (a real browser's encoder, like a phone's). */
export async function phoneJpeg(
  page: EvaluatingPage,
  { grain = 20, exif = true, sceneUrl }: PhoneJpegOptions = {},
): Promise<Uint8Array> {
  const base64 = await page.evaluate(
    async ({ amount, url }: { amount: number; url: string | undefined }) => {
      const canvas = new OffscreenCanvas(4032, 3024)
      const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
      if (url) {
        const source = await createImageBitmap(await (await fetch(url)).blob())
        const scale = Math.max(4032 / source.width, 3024 / source.height)
        ctx.imageSmoothingQuality = 'high'
        ctx.drawImage(
          source,
          (4032 - source.width * scale) / 2,
          (3024 - source.height * scale) / 2,
          source.width * scale,
          source.height * scale,
        )
      } else {
        const colours = ['rgb(220,30,30)', 'rgb(30,190,30)', 'rgb(30,60,220)', 'rgb(240,210,30)']
        colours.forEach((colour, index) => {
          ctx.fillStyle = colour
          ctx.fillRect((index % 2) * 2016, Math.floor(index / 2) * 1512, 2016, 1512)
        })
      }
      const image = ctx.getImageData(0, 0, 4032, 3024)
      let state = 7
      for (let i = 0; i < image.data.length; i += 4) {
        state = (Math.imul(state, 1664525) + 1013904223) >>> 0
        const noise = (((state >>> 24) - 128) / 128) * amount
        for (let channel = 0; channel < 3; channel += 1) {
          image.data[i + channel] = (image.data[i + channel] ?? 0) + noise
        }
      }
      ctx.putImageData(image, 0, 0)
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.95 })
      const bytes = new Uint8Array(await blob.arrayBuffer())
      let binary = ''
      for (let i = 0; i < bytes.length; i += 0x8000) {
        binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
      }
      return btoa(binary)
    },
    { amount: grain, url: sceneUrl },
  )
  const jpeg = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
  return exif ? withPhoneExif(jpeg) : jpeg
}

/** The JPEG as the camera stores it: sideways (orientation 6), with {@link PHONE_CAMERA}. */
export function withPhoneExif(jpeg: Uint8Array): Uint8Array {
  return insertExif(jpeg, { orientation: 6, ...PHONE_CAMERA })
}
