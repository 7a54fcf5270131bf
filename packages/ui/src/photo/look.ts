/**
 * A photo's look — one of PhotoBooth's filters at a strength, and six adjustments — as plain
 * data, and the one piece of math that turns it into pixels. The editor's preview and the photo
 * that is stored run the very same code (`applyLook`) over the same program (`lookProgram`): what
 * is seen is what is stored. Pure: tested in Node.
 *
 * The program is three steps per pixel, in 8-bit integers:
 * 1. a curve per channel (the filter's, then brightness, contrast and warmth),
 * 2. a 3×3 colour matrix (the filter's colour, then saturation: Mono is a matrix of grey),
 * 3. a curve per channel again (fade), then the vignette by the pixel's distance from the centre.
 */

/** The six adjustments, each a number; see `ADJUSTMENTS` for their ranges. */
export interface LookAdjustments {
  brightness: number
  contrast: number
  saturation: number
  warmth: number
  fade: number
  vignette: number
}

export type AdjustmentId = keyof LookAdjustments

export interface PhotoLook extends LookAdjustments {
  look: LookId
  /** How much of the filter, 0–100 %. */
  strength: number
}

/** Untouched: no filter, nothing adjusted. */
export const INITIAL_LOOK: PhotoLook = {
  look: 'normal',
  strength: 100,
  brightness: 0,
  contrast: 0,
  saturation: 0,
  warmth: 0,
  fade: 0,
  vignette: 0,
}

/** The adjustments in the order the editor shows them, with their ranges (their names are
 * the catalogue's). */
export const ADJUSTMENTS: readonly {
  id: AdjustmentId
  min: number
  max: number
}[] = [
  { id: 'brightness', min: -100, max: 100 },
  { id: 'contrast', min: -100, max: 100 },
  { id: 'saturation', min: -100, max: 100 },
  { id: 'warmth', min: -100, max: 100 },
  { id: 'fade', min: 0, max: 100 },
  { id: 'vignette', min: 0, max: 100 },
]

/** A channel's curve: out = lift + (gain·255 − lift)·(in/255)^gamma. */
interface ChannelCurve {
  lift: number
  gamma: number
  gain: number
}

/** What a filter does at full strength. */
interface Recipe {
  r?: Partial<ChannelCurve>
  g?: Partial<ChannelCurve>
  b?: Partial<ChannelCurve>
  /** Colour intensity: 0 grey, 1 as it is. */
  saturation?: number
  contrast?: number
  fade?: number
  vignette?: number
}

/** A look's id: one of `LOOKS`. */
export type LookId = (typeof LOOKS)[number]['id']

/** The list as given, its ids kept as the type of a look's id. */
function looks<const Id extends string>(list: readonly { id: Id; recipe: Recipe }[]) {
  return list
}

/** PhotoBooth's looks, in the order the editor offers them: the only place a look's id is
 * written (the catalogues name each, `compose.look.<id>`, and the types hold them to it). */
export const LOOKS = looks([
  { id: 'normal', recipe: {} },
  { id: 'mono', recipe: { saturation: 0, contrast: 10 } },
  { id: 'noir', recipe: { saturation: 0, contrast: 45, vignette: 45 } },
  {
    id: 'harbor',
    recipe: { r: { gain: 0.94 }, b: { gain: 1.06, lift: 12 }, contrast: 12, saturation: 1.05 },
  },
  {
    id: 'ember',
    recipe: { r: { gain: 1.08, lift: 8 }, b: { gain: 0.88 }, saturation: 1.18, contrast: 8 },
  },
  {
    id: 'meadow',
    recipe: { g: { gain: 1.06, lift: 10 }, b: { gamma: 1.08 }, saturation: 1.12, fade: 8 },
  },
  {
    id: 'dune',
    recipe: { r: { gain: 1.05 }, b: { gain: 0.9 }, saturation: 0.75, fade: 22, contrast: -6 },
  },
  {
    id: 'frost',
    recipe: { r: { gamma: 0.95, gain: 0.95 }, b: { gamma: 0.85, lift: 14 }, saturation: 0.7 },
  },
  {
    id: 'velvet',
    recipe: {
      r: { gain: 1.05, lift: 10 },
      b: { gain: 1.04, lift: 12 },
      contrast: 14,
      vignette: 20,
    },
  },
  {
    id: 'bloom',
    recipe: {
      r: { gamma: 0.88 },
      g: { gamma: 0.88 },
      b: { gamma: 0.9 },
      saturation: 1.06,
      fade: 14,
    },
  },
  {
    id: 'tide',
    recipe: { r: { gain: 1.06 }, g: { lift: 14 }, b: { lift: 26, gain: 0.94 }, contrast: 10 },
  },
  {
    id: 'saffron',
    recipe: { r: { gain: 1.08 }, g: { gain: 1.04 }, b: { gain: 0.82 }, saturation: 1.22 },
  },
  {
    id: 'slate',
    recipe: { b: { gain: 1.04, lift: 8 }, saturation: 0.45, fade: 18, contrast: 6 },
  },
])

/** The look as math: two curves (3 × 256 each), a matrix, and the vignette's strength. */
export interface LookProgram {
  before: Uint8Array
  /** 3×3, rows for red, green, blue; in 1/256ths (fixed point). */
  matrix: Int32Array
  after: Uint8Array
  /** How dark the corners get, 0–1. */
  vignette: number
}

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))
const mix = (from: number, to: number, amount: number) => from + (to - from) * amount

/** Luma weights (Rec. 601): what grey a colour is. */
const LUMA = [0.299, 0.587, 0.114] as const

/** Whether the look changes nothing (the photo goes as it is, no work). */
export function isNeutralLook(look: PhotoLook | undefined): boolean {
  if (!look) return true
  const filtered = look.look !== 'normal' && look.strength > 0
  return !filtered && ADJUSTMENTS.every(({ id }) => look[id] === 0)
}

function recipeOf(id: LookId): Recipe {
  return LOOKS.find((look) => look.id === id)?.recipe ?? {}
}

/** Contrast −100…100 as a slope around mid-grey: ×0.5 to ×2. */
function contrastSlope(amount: number): number {
  return amount >= 0 ? 1 + amount / 100 : 1 + amount / 200
}

/** Compiles the look into its program. Pure: the same look, the same program, everywhere. */
export function lookProgram(look: PhotoLook): LookProgram {
  const recipe = recipeOf(look.look)
  const strength = clamp(look.strength, 0, 100) / 100
  const channel = (name: 'r' | 'g' | 'b'): ChannelCurve => {
    const curve = recipe[name] ?? {}
    return {
      lift: mix(0, curve.lift ?? 0, strength),
      gamma: mix(1, curve.gamma ?? 1, strength),
      gain: mix(1, curve.gain ?? 1, strength),
    }
  }
  // Brightness as a gamma (never clips): +100 lifts the mid-tones by a power of 0.5.
  const brightGamma = 2 ** (-clamp(look.brightness, -100, 100) / 100)
  const slope =
    contrastSlope(clamp(look.contrast, -100, 100)) *
    contrastSlope(mix(0, recipe.contrast ?? 0, strength))
  // Warmth: red up and blue down (or the other way), up to 15 %.
  const warm = clamp(look.warmth, -100, 100) / 100
  const warmGain = [1 + 0.15 * warm, 1, 1 - 0.15 * warm]

  const before = new Uint8Array(768)
  ;(['r', 'g', 'b'] as const).forEach((name, index) => {
    const { lift, gamma, gain } = channel(name)
    for (let value = 0; value < 256; value += 1) {
      let x = lift + (gain * 255 - lift) * (value / 255) ** gamma
      x = 255 * (clamp(x, 0, 255) / 255) ** brightGamma
      x = 127.5 + (x - 127.5) * slope
      x *= warmGain[index] ?? 1
      before[index * 256 + value] = Math.round(clamp(x, 0, 255))
    }
  })

  const saturation =
    mix(1, recipe.saturation ?? 1, strength) * (1 + clamp(look.saturation, -100, 100) / 100)
  const matrix = new Int32Array(9)
  for (let row = 0; row < 3; row += 1) {
    for (let column = 0; column < 3; column += 1) {
      const grey = (1 - saturation) * (LUMA[column] ?? 0)
      const own = row === column ? saturation : 0
      matrix[row * 3 + column] = Math.round((grey + own) * 256)
    }
  }

  const fade = clamp(mix(0, recipe.fade ?? 0, strength) + clamp(look.fade, 0, 100), 0, 100) / 100
  const low = 64 * fade
  const high = 255 - 24 * fade
  const after = new Uint8Array(768)
  for (let value = 0; value < 256; value += 1) {
    const x = Math.round(low + (value / 255) * (high - low))
    after[value] = x
    after[256 + value] = x
    after[512 + value] = x
  }

  const ownVignette = mix(0, recipe.vignette ?? 0, strength) / 100
  const vignette = 1 - (1 - ownVignette) * (1 - clamp(look.vignette, 0, 100) / 100)
  return { before, matrix, after, vignette: vignette * 0.7 }
}

/** Steps of the vignette's table over the squared distance from the centre (0…2). */
const VIGNETTE_STEPS = 1024

/**
 * Applies the program to RGBA pixels, into `target` (the same pixels unless given: the preview
 * keeps its untouched crop and paints into a second buffer, with no copy per update). Every
 * engine, the preview and the stored photo run this same loop; the vignette is measured against
 * the picture's own width and height, so a small preview and the full photo darken the same
 * places.
 */
export function applyLook(
  pixels: Uint8ClampedArray,
  width: number,
  height: number,
  program: LookProgram,
  target: Uint8ClampedArray = pixels,
): void {
  const { before, matrix, after, vignette } = program
  const [m0 = 0, m1 = 0, m2 = 0, m3 = 0, m4 = 0, m5 = 0, m6 = 0, m7 = 0, m8 = 0] = matrix
  // The darkening as a table over the squared distance (the corners are at 2): smooth from
  // half-way out, in 1/256ths.
  const shade = new Uint16Array(VIGNETTE_STEPS + 1)
  for (let step = 0; step <= VIGNETTE_STEPS; step += 1) {
    const distance = Math.sqrt((step / VIGNETTE_STEPS) * 2) / Math.SQRT2
    const t = clamp((distance - 0.45) / 0.55, 0, 1)
    shade[step] = Math.round(256 * (1 - vignette * t * t * (3 - 2 * t)))
  }
  const across = new Float32Array(width)
  for (let x = 0; x < width; x += 1) {
    const d = ((x + 0.5) / width - 0.5) * 2
    across[x] = d * d
  }
  const scale = VIGNETTE_STEPS / 2
  let i = 0
  for (let y = 0; y < height; y += 1) {
    const dy = ((y + 0.5) / height - 0.5) * 2
    const down = dy * dy
    for (let x = 0; x < width; x += 1, i += 4) {
      const r = before[pixels[i] as number] as number
      const g = before[256 + (pixels[i + 1] as number)] as number
      const b = before[512 + (pixels[i + 2] as number)] as number
      let r2 = (m0 * r + m1 * g + m2 * b) >> 8
      let g2 = (m3 * r + m4 * g + m5 * b) >> 8
      let b2 = (m6 * r + m7 * g + m8 * b) >> 8
      r2 = r2 < 0 ? 0 : r2 > 255 ? 255 : r2
      g2 = g2 < 0 ? 0 : g2 > 255 ? 255 : g2
      b2 = b2 < 0 ? 0 : b2 > 255 ? 255 : b2
      const v = shade[(((across[x] as number) + down) * scale) | 0] as number
      target[i] = ((after[r2] as number) * v) >> 8
      target[i + 1] = ((after[256 + g2] as number) * v) >> 8
      target[i + 2] = ((after[512 + b2] as number) * v) >> 8
      target[i + 3] = pixels[i + 3] as number
    }
  }
}
