import { describe, expect, it } from 'vitest'
import type { HeifLayout } from './heif-file'
import { tileDealer, tileInbox } from './heif-part'

const grid = (columns: number, rows: number): HeifLayout => ({
  tiled: true,
  width: columns * 512,
  height: rows * 512,
  columns,
  rows,
  tileWidth: 512,
  tileHeight: 512,
  transforms: [],
})

describe('tileDealer', () => {
  it('deals every tile once, in raster order, then none', () => {
    const dealer = tileDealer()
    expect(() => dealer.take()).toThrow()
    dealer.opened(grid(3, 2))
    // Every decoder reports the layout; the first one counts.
    dealer.opened(grid(3, 2))
    const dealt = Array.from({ length: 8 }, () => dealer.take())
    expect(dealt).toEqual([0, 1, 2, 3, 4, 5, null, null])
  })

  it('gives a slower decoder fewer tiles, and the decoders finish together', async () => {
    const dealer = tileDealer()
    dealer.opened(grid(8, 6))
    const clock = { now: 0 }
    const pending: { at: number; resolve: () => void }[] = []
    // A simulated clock: each decoder's tile takes its own time.
    const wait = (ms: number) =>
      new Promise<void>((resolve) => pending.push({ at: clock.now + ms, resolve }))
    const decoder = async (msPerTile: number) => {
      const tiles: number[] = []
      for (let tile = dealer.take(); tile !== null; tile = dealer.take()) {
        await wait(msPerTile)
        tiles.push(tile)
      }
      return { tiles, finished: clock.now }
    }
    const running = Promise.all([decoder(30), decoder(50)])
    while (pending.length > 0) {
      await Promise.resolve()
      pending.sort((a, b) => a.at - b.at)
      const next = pending.shift()
      if (!next) break
      clock.now = next.at
      next.resolve()
      // Let the decoder that woke take its next tile before the clock moves on.
      for (let turn = 0; turn < 5; turn++) await Promise.resolve()
    }
    const [quick, slow] = await running
    expect([...quick.tiles, ...slow.tiles].sort((a, b) => a - b)).toEqual(
      Array.from({ length: 48 }, (_, index) => index),
    )
    expect(quick.tiles.length).toBe(30)
    expect(slow.tiles.length).toBe(18)
    // Fixed halves (24 each) would end at 24 × 50 = 1200 ms; dealt, within a tile of 900.
    expect(Math.max(quick.finished, slow.finished)).toBeLessThanOrEqual(950)
  })
})

describe('tileInbox', () => {
  it('hands out tiles in the order they came, waiting for one when it has none', async () => {
    const inbox = tileInbox()
    inbox.put(4)
    inbox.put(7)
    expect(await inbox.next()).toBe(4)
    expect(await inbox.next()).toBe(7)
    const later = inbox.next()
    inbox.put(null)
    expect(await later).toBeNull()
  })
})
