import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

/** The module afresh (its state is the page's): one page per test. */
async function page() {
  vi.resetModules()
  return import('./priority-photo')
}

describe('the priority photo', () => {
  beforeEach(() => {
    vi.useFakeTimers()
    vi.stubGlobal('window', {})
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('holds the other images while it loads, and lets them go once it loaded or failed', async () => {
    const photo = await page()
    expect(photo.isHoldingImages()).toBe(false)
    photo.expectPriorityPhoto('/uploads/a.jpg')
    photo.expectPriorityPhoto('/uploads/a.jpg')
    expect(photo.isHoldingImages()).toBe(true)
    photo.settlePriorityPhoto('/uploads/a.jpg')
    expect(photo.isHoldingImages()).toBe(false)
    // Once in, it is not waited for again (a post page showing the same photo).
    photo.expectPriorityPhoto('/uploads/a.jpg')
    expect(photo.isHoldingImages()).toBe(false)
  })

  it('lets them go once the loaded photo has been painted, not in its own frame', async () => {
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    )
    vi.stubGlobal('document', { visibilityState: 'visible' })
    const photo = await page()
    photo.expectPriorityPhoto('/uploads/a.jpg')
    photo.settleShownPhoto('/uploads/a.jpg')
    expect(photo.isHoldingImages()).toBe(true)
    // The frame that paints it: its callbacks run before the paint.
    for (const callback of frames.splice(0)) callback(0)
    expect(photo.isHoldingImages()).toBe(true)
    // The task after it.
    vi.advanceTimersByTime(0)
    expect(photo.isHoldingImages()).toBe(false)
  })

  it('lets them go at once from a page that is not shown (no frames are painted)', async () => {
    vi.stubGlobal('requestAnimationFrame', () => 0)
    vi.stubGlobal('document', { visibilityState: 'hidden' })
    const photo = await page()
    photo.expectPriorityPhoto('/uploads/a.jpg')
    photo.settleShownPhoto('/uploads/a.jpg')
    expect(photo.isHoldingImages()).toBe(false)
  })

  it('holds nothing for long: everything goes after the limit', async () => {
    const photo = await page()
    photo.expectPriorityPhoto('/uploads/slow.jpg')
    vi.advanceTimersByTime(photo.HOLD_LIMIT_MS - 1)
    expect(photo.isHoldingImages()).toBe(true)
    vi.advanceTimersByTime(1)
    expect(photo.isHoldingImages()).toBe(false)
  })

  it('holds nothing on the server', async () => {
    vi.stubGlobal('window', undefined)
    const photo = await page()
    photo.expectPriorityPhoto('/uploads/a.jpg')
    expect(photo.isHoldingImages()).toBe(false)
  })

  it('holds until what the app awaits settles, and tells who waits for the photo itself', async () => {
    const photo = await page()
    let loaded = () => {}
    photo.holdImagesUntil(new Promise<void>((resolve) => (loaded = resolve)))
    expect(photo.isHoldingImages()).toBe(true)
    const after = vi.fn()
    void photo.afterPriorityPhoto(10_000).then(after)
    loaded()
    await vi.advanceTimersByTimeAsync(0)
    expect(photo.isHoldingImages()).toBe(false)
    // The preload is in, not yet the photo on the page.
    expect(after).not.toHaveBeenCalled()
    photo.expectPriorityPhoto('/uploads/a.jpg')
    photo.settlePriorityPhoto('/uploads/a.jpg')
    await vi.advanceTimersByTimeAsync(0)
    expect(after).toHaveBeenCalledOnce()
    // Later callers learn at once.
    await expect(photo.afterPriorityPhoto(10_000)).resolves.toBeUndefined()
  })

  it('lets a page without a priority photo go on after the fallback', async () => {
    const photo = await page()
    const after = vi.fn()
    void photo.afterPriorityPhoto(500).then(after)
    await vi.advanceTimersByTimeAsync(499)
    expect(after).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(after).toHaveBeenCalledOnce()
  })
})
