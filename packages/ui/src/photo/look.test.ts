import { describe, expect, it } from 'vitest'
import {
  ADJUSTMENTS,
  applyLook,
  INITIAL_LOOK,
  isNeutralLook,
  LOOKS,
  lookProgram,
  type PhotoLook,
} from './look'

/** A colourful little picture: a hue sweep across, light to dark down. */
function swatch(width = 24, height = 12): Uint8ClampedArray {
  const pixels = new Uint8ClampedArray(width * height * 4)
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const i = (y * width + x) * 4
      const hue = (x / width) * 6
      const light = 1 - y / height / 2
      const channel = (offset: number) =>
        Math.round(255 * light * Math.min(1, Math.max(0, Math.abs(((hue + offset) % 6) - 3) - 1)))
      pixels.set([channel(0), channel(4), channel(2), 255], i)
    }
  }
  return pixels
}

function looked(look: Partial<PhotoLook>, width = 24, height = 12) {
  const pixels = swatch(width, height)
  applyLook(pixels, width, height, lookProgram({ ...INITIAL_LOOK, ...look }))
  return pixels
}

/** Mean saturation (max − min channel) of RGBA pixels. */
function saturation(pixels: Uint8ClampedArray): number {
  let sum = 0
  for (let i = 0; i < pixels.length; i += 4) {
    const [r = 0, g = 0, b = 0] = pixels.subarray(i, i + 3)
    sum += Math.max(r, g, b) - Math.min(r, g, b)
  }
  return sum / (pixels.length / 4)
}

function mean(pixels: Uint8ClampedArray, channel = -1): number {
  let sum = 0
  let count = 0
  for (let i = 0; i < pixels.length; i += 4) {
    for (let c = 0; c < 3; c += 1) {
      if (channel === -1 || channel === c) {
        sum += pixels[i + c] ?? 0
        count += 1
      }
    }
  }
  return sum / count
}

describe('looks', () => {
  it('Normal with nothing adjusted changes no pixel', () => {
    expect(isNeutralLook(INITIAL_LOOK)).toBe(true)
    expect([...looked({})]).toEqual([...swatch()])
  })

  it('offers at least 12 looks of its own, Normal and Mono among them, each doing something', () => {
    expect(LOOKS.length).toBeGreaterThanOrEqual(12)
    expect(LOOKS.map(({ id }) => id)).toEqual(expect.arrayContaining(['normal', 'mono']))
    expect(new Set(LOOKS.map(({ id }) => id)).size).toBe(LOOKS.length)
    for (const { id } of LOOKS.filter(({ id }) => id !== 'normal')) {
      expect([...looked({ look: id })], id).not.toEqual([...swatch()])
    }
  })

  it('Mono is black and white', () => {
    const pixels = looked({ look: 'mono' })
    for (let i = 0; i < pixels.length; i += 4) {
      expect(pixels[i]).toBe(pixels[i + 1])
      expect(pixels[i + 1]).toBe(pixels[i + 2])
    }
  })

  it('a look at 0 % is no look, and at 50 % half-way', () => {
    expect([...looked({ look: 'ember', strength: 0 })]).toEqual([...swatch()])
    const half = saturation(looked({ look: 'mono', strength: 50 }))
    expect(half).toBeLessThan(saturation(swatch()))
    expect(half).toBeGreaterThan(saturation(looked({ look: 'mono' })))
  })
})

describe('adjustments, at both ends', () => {
  const original = swatch()
  it.each([
    ['brightness', 100, (p: Uint8ClampedArray) => mean(p) > mean(original)],
    ['brightness', -100, (p: Uint8ClampedArray) => mean(p) < mean(original)],
    ['saturation', 100, (p: Uint8ClampedArray) => saturation(p) > saturation(original)],
    ['saturation', -100, (p: Uint8ClampedArray) => saturation(p) < 1],
    [
      'warmth',
      100,
      (p: Uint8ClampedArray) => mean(p, 0) > mean(original, 0) && mean(p, 2) < mean(original, 2),
    ],
    [
      'warmth',
      -100,
      (p: Uint8ClampedArray) => mean(p, 0) < mean(original, 0) && mean(p, 2) > mean(original, 2),
    ],
    ['fade', 100, (p: Uint8ClampedArray) => Math.min(...p.filter((_, i) => i % 4 !== 3)) >= 60],
    ['fade', 0, (p: Uint8ClampedArray) => [...p].join() === [...original].join()],
  ] as const)('%s at %i', (id, value, holds) => {
    expect(holds(looked({ [id]: value }))).toBe(true)
  })

  it('contrast spreads the tones at +100 and gathers them at −100', () => {
    const spread = (pixels: Uint8ClampedArray) => {
      const values = [...pixels].filter((_, i) => i % 4 !== 3)
      const average = values.reduce((sum, value) => sum + value, 0) / values.length
      return Math.sqrt(
        values.reduce((sum, value) => sum + (value - average) ** 2, 0) / values.length,
      )
    }
    expect(spread(looked({ contrast: 100 }))).toBeGreaterThan(spread(original) * 1.2)
    expect(spread(looked({ contrast: -100 }))).toBeLessThan(spread(original) * 0.6)
  })

  it('the vignette darkens the corners, not the centre', () => {
    const width = 40
    const height = 40
    const grey = new Uint8ClampedArray(width * height * 4).fill(200)
    applyLook(grey, width, height, lookProgram({ ...INITIAL_LOOK, vignette: 100 }))
    const at = (x: number, y: number) => grey[(y * width + x) * 4] ?? 0
    expect(at(20, 20)).toBe(200)
    expect(at(0, 0)).toBeLessThan(100)
  })

  it('paints into another picture as it would in place, leaving the source as it was', () => {
    const source = swatch()
    source[3] = 128
    const program = lookProgram({ ...INITIAL_LOOK, look: 'ember', vignette: 60, fade: 30 })
    const target = new Uint8ClampedArray(source.length)
    applyLook(source, 24, 12, program, target)
    expect(source).toEqual(swatch().fill(128, 3, 4))
    const inPlace = source.slice()
    applyLook(inPlace, 24, 12, program)
    expect(target).toEqual(inPlace)
    expect(target[3]).toBe(128)
  })

  it('offers the six adjustments, each with a range', () => {
    expect(ADJUSTMENTS.map(({ id }) => id)).toEqual([
      'brightness',
      'contrast',
      'saturation',
      'warmth',
      'fade',
      'vignette',
    ])
    for (const { min, max } of ADJUSTMENTS) expect(min).toBeLessThan(max)
  })
})
