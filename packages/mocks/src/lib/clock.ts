/** The mock server's time. Tests move it forward to expire tokens without waiting. */
export interface Clock {
  now(): number
  /** Moves the clock forward by `ms`. */
  advance(ms: number): void
}

export function createClock(start?: () => number): Clock {
  const base = start ?? (() => Date.now())
  let offset = 0
  return {
    now: () => base() + offset,
    advance(ms) {
      offset += ms
    },
  }
}
