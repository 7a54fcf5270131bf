import { describe, expect, it } from 'vitest'
import {
  ASPECT_PRESETS,
  AVATAR_MAX_EDGE,
  centredSquare,
  fitWithin,
  type PhotoRotation,
  POST_MAX_EDGE,
  presetAspect,
  renderPlan,
  rotateClockwise,
  rotatedSize,
  type Size,
  sourceRect,
} from './crop-math'

/** Where a source pixel centre lands after rotating the whole image clockwise. */
function rotatePoint(size: Size, rotation: PhotoRotation, x: number, y: number) {
  switch (rotation) {
    case 0:
      return { x, y }
    case 90:
      return { x: size.height - y, y: x }
    case 180:
      return { x: size.width - x, y: size.height - y }
    case 270:
      return { x: y, y: size.width - x }
  }
}

describe('sourceRect', () => {
  const size = { width: 400, height: 300 }

  it('takes the whole image when there is no crop', () => {
    for (const rotation of [0, 90, 180, 270] as const) {
      expect(sourceRect(size, { rotation, area: null })).toEqual({ x: 0, y: 0, ...size })
    }
  })

  it('maps percent of the unrotated image to pixels', () => {
    expect(
      sourceRect(size, { rotation: 0, area: { x: 10, y: 20, width: 50, height: 40 } }),
    ).toEqual({ x: 40, y: 60, width: 200, height: 120 })
  })

  it.each([
    // The rotated image is 300×400; the crop is its top-left 100×100 corner.
    [90, { x: 0, y: 200, width: 100, height: 100 }],
    [180, { x: 300, y: 200, width: 100, height: 100 }],
    [270, { x: 300, y: 0, width: 100, height: 100 }],
  ] as const)('maps the top-left corner of the image rotated by %i°', (rotation, expected) => {
    const shown = rotatedSize(size, rotation)
    const area = {
      x: 0,
      y: 0,
      width: (100 / shown.width) * 100,
      height: (100 / shown.height) * 100,
    }
    expect(sourceRect(size, { rotation, area })).toEqual(expected)
  })

  it.each([0, 90, 180, 270] as const)(
    'puts every source pixel of the crop inside the crop as shown at %i°',
    (rotation) => {
      // Whole pixels in both orientations (400×300 and 300×400), so the corners match exactly.
      const area = { x: 10, y: 30, width: 40, height: 45 }
      const rect = sourceRect(size, { rotation, area })
      const shown = rotatedSize(size, rotation)
      const shownRect = {
        left: (area.x / 100) * shown.width,
        top: (area.y / 100) * shown.height,
        right: ((area.x + area.width) / 100) * shown.width,
        bottom: ((area.y + area.height) / 100) * shown.height,
      }
      // Corners of the source rectangle, mapped forward, are the corners of the shown crop.
      const corners = [
        rotatePoint(size, rotation, rect.x, rect.y),
        rotatePoint(size, rotation, rect.x + rect.width, rect.y + rect.height),
      ]
      const xs = corners.map((point) => point.x).sort((a, b) => a - b)
      const ys = corners.map((point) => point.y).sort((a, b) => a - b)
      expect(xs).toEqual([shownRect.left, shownRect.right])
      expect(ys).toEqual([shownRect.top, shownRect.bottom])
    },
  )

  it('clamps a crop that strays outside the image and keeps at least one pixel', () => {
    expect(
      sourceRect(size, { rotation: 0, area: { x: -0.01, y: 99.99, width: 100.02, height: 5 } }),
    ).toEqual({ x: 0, y: 299, width: 400, height: 1 })
    expect(
      sourceRect(size, { rotation: 0, area: { x: Number.NaN, y: 0, width: 0, height: 0 } }),
    ).toEqual({ x: 0, y: 0, width: 1, height: 1 })
  })
})

describe('output size', () => {
  it('limits posts to 2048 px on the longest side without changing the ratio', () => {
    const plan = renderPlan({ width: 4032, height: 3024 }, { rotation: 0, area: null }, 'post')
    expect(plan.output).toEqual({ width: POST_MAX_EDGE, height: 1536 })
  })

  it('swaps width and height for a sideways rotation', () => {
    const plan = renderPlan({ width: 4032, height: 3024 }, { rotation: 90, area: null }, 'post')
    expect(plan.scaled).toEqual({ width: 2048, height: 1536 })
    expect(plan.output).toEqual({ width: 1536, height: 2048 })
  })

  it('never upscales', () => {
    expect(fitWithin({ width: 640, height: 427 }, POST_MAX_EDGE)).toEqual({
      width: 640,
      height: 427,
    })
    const plan = renderPlan({ width: 300, height: 200 }, { rotation: 0, area: null }, 'avatar')
    expect(plan.output).toEqual({ width: 200, height: 200 })
  })

  it('makes avatars squares of at most 512 px, centred when the crop is not square', () => {
    const plan = renderPlan({ width: 4032, height: 3024 }, { rotation: 0, area: null }, 'avatar')
    expect(plan.source).toEqual({ x: 504, y: 0, width: 3024, height: 3024 })
    expect(plan.output).toEqual({ width: AVATAR_MAX_EDGE, height: AVATAR_MAX_EDGE })
    expect(centredSquare({ x: 10, y: 20, width: 50, height: 101 })).toEqual({
      x: 10,
      y: 45,
      width: 50,
      height: 50,
    })
  })

  it('keeps the crop of a 1:1 area square after rotation', () => {
    const size = { width: 4032, height: 3024 }
    // A centred 1:1 crop of the image rotated by 90° (3024 wide, 4032 tall).
    const area = { x: 0, y: 12.5, width: 100, height: 75 }
    const plan = renderPlan(size, { rotation: 90, area }, 'post')
    expect(plan.source).toEqual({ x: 504, y: 0, width: 3024, height: 3024 })
    expect(plan.output).toEqual({ width: 2048, height: 2048 })
  })

  it('accepts a smaller edge to shrink an image whose encoding is too large', () => {
    const plan = renderPlan(
      { width: 4032, height: 3024 },
      { rotation: 0, area: null },
      'post',
      1000,
    )
    expect(plan.output).toEqual({ width: 1000, height: 750 })
  })
})

describe('aspect presets', () => {
  it('offers Original, 1:1, 4:5 and 1.91:1', () => {
    expect(ASPECT_PRESETS.map((preset) => preset.label)).toEqual([
      'Original',
      '1:1',
      '4:5',
      '1.91:1',
    ])
    expect(ASPECT_PRESETS.map((preset) => preset.ratio)).toEqual([null, 1, 0.8, 1.91])
  })

  it('gives Original the ratio of the image as shown', () => {
    const [original] = ASPECT_PRESETS
    if (!original) throw new Error('no presets')
    expect(presetAspect(original, { width: 4000, height: 3000 }, 0)).toBeCloseTo(4 / 3)
    expect(presetAspect(original, { width: 4000, height: 3000 }, 270)).toBeCloseTo(3 / 4)
  })

  it('rotates clockwise in 90° steps', () => {
    expect([0, 90, 180, 270].map((r) => rotateClockwise(r as PhotoRotation))).toEqual([
      90, 180, 270, 0,
    ])
  })
})
