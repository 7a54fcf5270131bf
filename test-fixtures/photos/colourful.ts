/**
 * A colourful photo, for the looks: every hue across and light to dark down (1200 × 900), as a
 * JPEG drawn in a browser page — for the end-to-end tests and the journeys, which read back how
 * much colour a look left in it.
 */
import type { EvaluatingPage } from './phone-photo.ts'

export async function colourfulJpeg(page: EvaluatingPage): Promise<Uint8Array> {
  const base64 = await page.evaluate(async () => {
    const canvas = new OffscreenCanvas(1200, 900)
    const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D
    const hues = context.createLinearGradient(0, 0, 1200, 0)
    for (let stop = 0; stop <= 6; stop += 1) {
      hues.addColorStop(stop / 6, `hsl(${stop * 60} 90% 50%)`)
    }
    context.fillStyle = hues
    context.fillRect(0, 0, 1200, 900)
    const light = context.createLinearGradient(0, 0, 0, 900)
    light.addColorStop(0, 'rgba(255,255,255,0.25)')
    light.addColorStop(1, 'rgba(0,0,0,0.45)')
    context.fillStyle = light
    context.fillRect(0, 0, 1200, 900)
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.92 })
    const bytes = new Uint8Array(await blob.arrayBuffer())
    let binary = ''
    for (let i = 0; i < bytes.length; i += 0x8000) {
      binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
    }
    return btoa(binary)
  }, undefined)
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))
}
