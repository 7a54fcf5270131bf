import { describe, expect, it } from 'vitest'
import {
  BLUE,
  GREEN,
  quadrantColours,
  quadrants,
  RED,
} from '../../../../test-fixtures/photos/images'
import { renderPlan } from './crop-math'
import { ENCODE_BUDGETS, encodeWithinBudget } from './encode'
import { drawPlan } from './render'

describe('drawPlan', () => {
  it('puts transparent pixels on white for JPEG, the fallback where WebP is not encoded', async () => {
    const source = quadrants(400, 300, [RED, [0, 0, 0, 0], BLUE, GREEN]).transferToImageBitmap()
    const plan = renderPlan({ width: 400, height: 300 }, { rotation: 0, area: null }, 'post')
    const encoded = await encodeWithinBudget(
      (maxEdge) =>
        drawPlan(
          source,
          renderPlan({ width: 400, height: 300 }, { rotation: 0, area: null }, 'post', maxEdge),
          '#ffffff',
        ),
      Math.max(plan.output.width, plan.output.height),
      'image/jpeg',
      ENCODE_BUDGETS.post['image/jpeg'],
    )
    expect(encoded.blob.type).toBe('image/jpeg')
    expect(encoded.encodes).toBe(1)
    expect(await quadrantColours(encoded.blob)).toEqual(['red', 'white', 'blue', 'green'])
  })
})
