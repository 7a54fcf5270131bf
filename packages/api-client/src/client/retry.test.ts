import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from './api-error'
import {
  createRetrier,
  createRetryLimiter,
  DEFAULT_RETRY_POLICY,
  parseRetryAfter,
  type RetryPolicy,
  retryDelay,
  sleep,
} from './retry'

const networkError = () => new ApiError(0, 'Could not reach the server.', { code: 'NETWORK_ERROR' })

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-03-01T12:00:00Z')

  it.each([
    ['1', 1000],
    ['0', 0],
    [' 120 ', 120_000],
    ['Sun, 01 Mar 2026 12:00:03 GMT', 3000],
    ['Sun, 01 Mar 2026 11:00:00 GMT', 0],
  ])('%j → %i ms', (value, ms) => {
    expect(parseRetryAfter(value, now)).toBe(ms)
  })

  it.each([null, '', '  ', 'soon', '1.5', '-1', '2026-03-01'])(
    '%j → none: backoff applies',
    (value) => {
      expect(parseRetryAfter(value, now)).toBeUndefined()
    },
  )
})

describe('retryDelay', () => {
  it('is full jitter: random(0, 300·3^n), at least 50 ms', () => {
    expect(retryDelay(0, undefined, () => 0)).toBe(50)
    expect(retryDelay(0, undefined, () => 0.5)).toBe(150)
    expect(retryDelay(0, undefined, () => 0.999)).toBe(299)
    expect(retryDelay(1, undefined, () => 0.5)).toBe(450)
    expect(retryDelay(1, undefined, () => 0.999)).toBe(899)
  })

  it('is what Retry-After asks for, never under the floor', () => {
    expect(retryDelay(0, 1000, () => 0.5)).toBe(1000)
    expect(retryDelay(1, 0, () => 0.5)).toBe(50)
  })

  it('follows the policy it is given', () => {
    const policy = { baseDelayMs: 100, factor: 2, minDelayMs: 10 }
    expect(retryDelay(2, undefined, () => 0.5, policy)).toBe(200)
    expect(retryDelay(2, undefined, () => 0, policy)).toBe(10)
  })
})

describe('createRetryLimiter', () => {
  it('hands out at most its slots, and each back once', () => {
    const limiter = createRetryLimiter(2)
    const first = limiter.tryAcquire()
    const second = limiter.tryAcquire()
    expect([first, second].every(Boolean)).toBe(true)
    expect(limiter.tryAcquire()).toBeUndefined()
    expect(limiter.waiting).toBe(2)
    first?.()
    first?.()
    expect(limiter.waiting).toBe(1)
    expect(limiter.tryAcquire()).toBeDefined()
    expect(limiter.tryAcquire()).toBeUndefined()
  })

  it('has 4 slots by default', () => {
    const limiter = createRetryLimiter()
    for (let i = 0; i < 4; i++) expect(limiter.tryAcquire()).toBeDefined()
    expect(limiter.tryAcquire()).toBeUndefined()
  })
})

describe('sleep', () => {
  it('waits, and stops with an AbortError when the signal aborts', async () => {
    await expect(sleep(1, undefined)).resolves.toBeUndefined()
    const controller = new AbortController()
    const waiting = sleep(60_000, controller.signal)
    controller.abort()
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' })
    await expect(sleep(1, AbortSignal.abort())).rejects.toMatchObject({ name: 'AbortError' })
  })
})

/** A retrier on a fake clock whose waits pass at once (advancing the clock) and are recorded. */
function fakeRetrier(options: Partial<RetryPolicy> | false = {}) {
  let clock = 0
  const waits: number[] = []
  const retrier = createRetrier(
    options && {
      now: () => clock,
      random: () => 0.5,
      sleep: async (ms) => {
        waits.push(ms)
        clock += ms
      },
      ...options,
    },
  )
  return {
    retrier,
    waits,
    advance(ms: number) {
      clock += ms
    },
  }
}

function answer(status: number, headers: Record<string, string> = {}) {
  return new Response(JSON.stringify({ message: 'x' }), { status, headers })
}

describe('createRetrier', () => {
  it('retries a GET twice, after 150 then 450 ms (random 0.5), then lets the failure stand', async () => {
    const { retrier, waits } = fakeRetrier()
    const run = retrier.start('GET', undefined)
    expect(await run.again(answer(503))).toBe(true)
    expect(await run.again(networkError())).toBe(true)
    expect(await run.again(answer(503))).toBe(false)
    expect(waits).toEqual([150, 450])
  })

  it('lets a success or a failure that is not retried stand, without waiting', async () => {
    const { retrier, waits } = fakeRetrier()
    const run = retrier.start('GET', undefined)
    for (const outcome of [
      answer(200),
      answer(404),
      answer(500),
      new ApiError(0, 'x', { code: 'ABORTED' }),
    ]) {
      expect(await run.again(outcome)).toBe(false)
    }
    expect(await retrier.start('POST', undefined).again(answer(503))).toBe(false)
    expect(waits).toEqual([])
  })

  it('counts retries per request', async () => {
    const { retrier } = fakeRetrier()
    const first = retrier.start('GET', undefined)
    await first.again(answer(503))
    await first.again(answer(503))
    expect(await retrier.start('GET', undefined).again(answer(503))).toBe(true)
  })

  it('waits what Retry-After asks for, and not at all when it is past the 5 s budget', async () => {
    const { retrier, waits } = fakeRetrier()
    expect(await retrier.start('GET', undefined).again(answer(503, { 'Retry-After': '1' }))).toBe(
      true,
    )
    expect(await retrier.start('GET', undefined).again(answer(503, { 'Retry-After': '60' }))).toBe(
      false,
    )
    expect(await retrier.start('GET', undefined).again(answer(503, { 'Retry-After': '5' }))).toBe(
      true,
    )
    expect(waits).toEqual([1000, 5000])
  })

  it('starts no retry past 5 s from the first attempt', async () => {
    const { retrier, advance, waits } = fakeRetrier()
    const run = retrier.start('GET', undefined)
    advance(4900)
    // 4900 + 150 > 5000: the wait would end past the budget.
    expect(await run.again(answer(503))).toBe(false)
    const slow = retrier.start('GET', undefined)
    advance(4850)
    expect(await slow.again(answer(503))).toBe(true)
    expect(waits).toEqual([150])
  })

  it('cancels the body of an answer it retries, before waiting', async () => {
    let cancelled = false
    const body = new ReadableStream({
      cancel() {
        cancelled = true
      },
    })
    const { retrier } = fakeRetrier({
      sleep: async () => {
        expect(cancelled).toBe(true)
      },
    })
    expect(await retrier.start('GET', undefined).again(new Response(body, { status: 502 }))).toBe(
      true,
    )
    expect(cancelled).toBe(true)
  })

  it('does not retry when the browser says it is offline', async () => {
    vi.stubGlobal('navigator', { onLine: false })
    const { retrier } = fakeRetrier()
    expect(await retrier.start('GET', undefined).again(networkError())).toBe(false)
    vi.stubGlobal('navigator', { onLine: true })
    expect(await retrier.start('GET', undefined).again(networkError())).toBe(true)
  })

  it('lets at most 4 requests of a client wait at once; a further one fails at once', async () => {
    let open = () => {}
    const gate = new Promise<void>((resolve) => {
      open = resolve
    })
    const { retrier } = fakeRetrier({ sleep: () => gate })
    const waiting = Array.from({ length: 4 }, () =>
      retrier.start('GET', undefined).again(answer(503)),
    )
    expect(await retrier.start('GET', undefined).again(answer(503))).toBe(false)
    open()
    expect(await Promise.all(waiting)).toEqual([true, true, true, true])
    // The slots are free again once the waits are over.
    expect(await retrier.start('GET', undefined).again(answer(503))).toBe(true)
  })

  it('stops the wait when the signal aborts, and frees its slot', async () => {
    const { retrier } = fakeRetrier({ maxWaiting: 1, sleep: () => new Promise(() => {}) })
    const controller = new AbortController()
    const waiting = retrier.start('GET', controller.signal).again(answer(503))
    controller.abort()
    await expect(waiting).rejects.toMatchObject({ name: 'AbortError' })
    const next = retrier.start('GET', AbortSignal.abort()).again(answer(503))
    // The slot was freed: this one got it, and its already-aborted signal stops its wait.
    await expect(next).rejects.toMatchObject({ name: 'AbortError' })
  })

  it('is off with `false` or 0 retries; other parts keep their defaults', async () => {
    expect(await fakeRetrier(false).retrier.start('GET', undefined).again(answer(503))).toBe(false)
    expect(
      await fakeRetrier({ retries: 0 }).retrier.start('GET', undefined).again(answer(503)),
    ).toBe(false)
    const { retrier, waits } = fakeRetrier({ retries: 1, random: undefined })
    const run = retrier.start('GET', undefined)
    expect(await run.again(answer(503))).toBe(true)
    expect(await run.again(answer(503))).toBe(false)
    expect(waits[0]).toBeGreaterThanOrEqual(DEFAULT_RETRY_POLICY.minDelayMs)
    expect(waits[0]).toBeLessThan(DEFAULT_RETRY_POLICY.baseDelayMs)
  })
})
