import { DEMO_ACCOUNT } from '@photobooth/mocks'
import { type MockWorker, startMockWorker } from '@photobooth/mocks/browser'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createPost } from '../posts/create-post'
import { getPost } from '../posts/get-post'
import { ApiError } from './api-error'
import { createApiClient, type UploadProgress } from './create-api-client'
import { createMemoryTokenStore } from './memory-token-store'

let mock: MockWorker
let photo: Blob

beforeAll(async () => {
  mock = await startMockWorker({ persist: false })
  photo = await noisePng(700)
})
afterEach(async () => {
  mock.backend.config.latency = 0
  await mock.reset()
})
afterAll(() => mock.stop())

/** A PNG of random pixels: it does not compress, so 700×700 is about 2 MB. */
async function noisePng(side: number): Promise<Blob> {
  const canvas = new OffscreenCanvas(side, side)
  const context = canvas.getContext('2d')
  if (!context) throw new Error('This browser has no 2D canvas.')
  const pixels = context.createImageData(side, side)
  // getRandomValues fills at most 64 KiB at a time.
  for (let offset = 0; offset < pixels.data.length; offset += 65_536) {
    crypto.getRandomValues(pixels.data.subarray(offset, offset + 65_536))
  }
  context.putImageData(pixels, 0, 0)
  return canvas.convertToBlob({ type: 'image/png' })
}

/** A client signed in as the demo user, on the page's origin, with the real XMLHttpRequest. */
function signedIn() {
  const tokens = createMemoryTokenStore(mock.backend.signIn(DEMO_ACCOUNT.email))
  return createApiClient({ baseUrl: '', tokens })
}

const postCount = () => mock.backend.db.posts.size

describe('uploading through the real XMLHttpRequest and the mock service worker', () => {
  it('creates the post with a 2 MB photo and reports the upload starting at 0 of its size', async () => {
    expect(photo.size).toBeGreaterThan(1_000_000)
    const events: UploadProgress[] = []
    const created = await createPost(signedIn(), {
      caption: 'Noise',
      image: photo,
      onUploadProgress: (progress) => events.push(progress),
    })

    await expect(getPost(createApiClient({ baseUrl: '' }), created.id)).resolves.toMatchObject({
      caption: 'Noise',
    })
    const total = events[0]?.total ?? 0
    expect(total).toBeGreaterThan(photo.size)
    // Chromium fires only the upload's `loadstart` for a request that a service worker
    // answers: no `progress`, no `load` (w3c/ServiceWorker#1141). Pinned here: should more
    // arrive one day, check instead that the last report is the whole body.
    expect(events).toEqual([{ loaded: 0, total }])
  })

  it('sends nothing when the signal has already aborted', async () => {
    const before = postCount()
    const error = await createPost(signedIn(), {
      caption: 'Never',
      image: photo,
      signal: AbortSignal.abort(),
      onUploadProgress: () => {},
    }).catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(ApiError)
    expect([(error as ApiError).status, (error as ApiError).code]).toEqual([0, 'ABORTED'])
    expect(postCount()).toBe(before)
  })

  it('is cancelled from the first progress report: ABORTED, and no post is created', async () => {
    const before = postCount()
    const controller = new AbortController()
    const error = await createPost(signedIn(), {
      caption: 'Cancelled',
      image: photo,
      signal: controller.signal,
      onUploadProgress: () => controller.abort(),
    }).catch((reason: unknown) => reason)
    expect((error as ApiError).code).toBe('ABORTED')
    // Give a request that got out anyway the time to be answered.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(postCount()).toBe(before)
  })

  it('rejects at once when cancelled after the request left, though the backend saves the post', async () => {
    const before = postCount()
    mock.backend.config.latency = 2_000
    const controller = new AbortController()
    const abortOnArrival = () => controller.abort()
    mock.worker.events.on('request:start', abortOnArrival)
    const started = performance.now()
    const error = await createPost(signedIn(), {
      caption: 'Too late',
      image: photo,
      signal: controller.signal,
      onUploadProgress: () => {},
    }).catch((reason: unknown) => reason)
    mock.worker.events.removeListener('request:start', abortOnArrival)
    expect((error as ApiError).code).toBe('ABORTED')
    expect(performance.now() - started).toBeLessThan(2_000)
    // The service worker had the whole body: cancelling cannot take it back.
    await vi.waitFor(() => expect(postCount()).toBe(before + 1), { timeout: 5_000 })
  })
})
