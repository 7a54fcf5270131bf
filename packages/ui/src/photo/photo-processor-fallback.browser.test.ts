import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  BLUE,
  GREEN,
  quadrantColours,
  quadrants,
  RED,
  YELLOW,
} from '../../../../test-fixtures/photos/images'
import { PhotoError } from './photo-error'
import { createPhotoProcessor } from './photo-processor'

type Behaviour = 'fails-to-load' | 'cannot-draw' | 'crashes'

/** Stands in for the photo worker, failing the way real workers do. */
function fakeWorker(behaviour: Behaviour) {
  return class FakeWorker {
    onmessage: ((event: MessageEvent) => void) | null = null
    onerror: ((event: ErrorEvent) => void) | null = null
    onmessageerror: (() => void) | null = null
    terminated = false

    constructor() {
      setTimeout(() => {
        if (behaviour === 'fails-to-load') this.onerror?.(new ErrorEvent('error'))
        if (behaviour === 'cannot-draw') this.reply({ type: 'unsupported' })
        if (behaviour === 'crashes') this.reply({ type: 'ready' })
      })
    }

    reply(data: unknown) {
      this.onmessage?.(new MessageEvent('message', { data }))
    }

    postMessage() {
      if (behaviour === 'crashes') {
        setTimeout(() => this.onerror?.(new ErrorEvent('error', { message: 'out of memory' })))
      }
    }

    terminate() {
      this.terminated = true
    }
  }
}

async function png() {
  const blob = await quadrants(400, 300, [RED, GREEN, BLUE, YELLOW]).convertToBlob()
  return new File([blob], 'drawing.png', { type: 'image/png' })
}

describe('photo processor without a working worker', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it.each(['fails-to-load', 'cannot-draw'] as const)(
    'does the work on the main thread when the worker %s',
    async (behaviour) => {
      vi.stubGlobal('Worker', fakeWorker(behaviour))
      const processor = createPhotoProcessor()
      expect(processor.mode).toBe('worker')
      const photo = await processor.open(await png())
      expect(processor.mode).toBe('main-thread')
      const prepared = await processor.render(photo, { rotation: 180, area: null }, 'post')
      expect(await quadrantColours(prepared.blob)).toEqual(['yellow', 'blue', 'green', 'red'])
      processor.dispose()
    },
  )

  it('fails the pending work with a PhotoError when a started worker crashes', async () => {
    vi.stubGlobal('Worker', fakeWorker('crashes'))
    const processor = createPhotoProcessor()
    const error = await processor.open(await png()).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(PhotoError)
    expect(error).toMatchObject({ code: 'failed' })
    processor.dispose()
  })
})
