import { expect, type Page } from '@playwright/test'
import { metadataContainers } from '../../../test-fixtures/photos/images.ts'
import { PHONE_CAMERA } from '../../../test-fixtures/photos/phone-photo.ts'

/** The newest post's stored photo, as a viewer downloads it: bytes, size, upright colours. */
export async function storedPhoto(page: Page, caption: string, apiBase = '') {
  const found = await page.evaluate(
    async ({ caption, apiBase }) => {
      const posts = (await (await fetch(`${apiBase}/api/posts`)).json()) as {
        caption: string
        image: string
      }[]
      const post = posts.find((entry) => entry.caption === caption)
      if (!post) throw new Error('The new post is not in the feed')
      const response = await fetch(`${apiBase}/${post.image}`)
      const bytes = new Uint8Array(await response.arrayBuffer())
      const bitmap = await createImageBitmap(new Blob([bytes]))
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
      const ctx = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
      ctx.drawImage(bitmap, 0, 0)
      const at = (x: number, y: number) => {
        const [r = 0, g = 0, b = 0] = ctx.getImageData(
          Math.floor(x * bitmap.width),
          Math.floor(y * bitmap.height),
          1,
          1,
        ).data
        if (r > 180 && g > 150 && b < 110) return 'yellow'
        if (r > 150 && g < 110 && b < 110) return 'red'
        if (g > 140 && r < 110 && b < 110) return 'green'
        if (b > 150 && r < 110 && g < 140) return 'blue'
        return `rgb(${r},${g},${b})`
      }
      return {
        type: response.headers.get('content-type'),
        bytes: [...bytes],
        width: bitmap.width,
        height: bitmap.height,
        quadrants: [at(0.25, 0.25), at(0.75, 0.25), at(0.25, 0.75), at(0.75, 0.75)],
      }
    },
    { caption, apiBase },
  )
  return { ...found, bytes: new Uint8Array(found.bytes) }
}

/** No trace of the camera: no metadata container, and none of its strings. */
export function expectNoMetadata(bytes: Uint8Array) {
  expect(metadataContainers(bytes)).toEqual([])
  const text = Buffer.from(bytes).toString('latin1')
  const traces = ['Exif', 'GPS', PHONE_CAMERA.make, PHONE_CAMERA.bodySerialNumber, 'HEIC5551234']
  for (const trace of [...traces, 'http://ns.adobe.com']) {
    expect(text).not.toContain(trace)
  }
}
