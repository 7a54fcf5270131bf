/**
 * How long each step of preparing a photo takes, as User Timing measures named `photo …` in
 * the page's performance timeline, where the benchmark (and DevTools) read them. Steps run in
 * the photo worker and its HEIC decoders, whose timelines the page cannot see: each worker
 * hands its measures over with its answer, and the receiving thread records them again in its
 * own timeline (the times moved from the worker's time origin to its own).
 */

const PREFIX = 'photo '

/** A measure as it crosses a worker boundary: start in ms since the epoch. */
export interface Timing {
  name: string
  start: number
  duration: number
}

/** Records the step `name` that started at `start` (a `performance.now()`) and ends now. */
export function measureStep(name: string, start: number): void {
  try {
    performance.measure(`${PREFIX}${name}`, { start, end: performance.now() })
  } catch {
    // A browser without User Timing level 3: the figures are for measuring, not needed.
  }
}

/** Runs `step` and records how long it took, also when it throws. */
export async function timed<T>(name: string, step: () => Promise<T>): Promise<T> {
  const start = performance.now()
  try {
    return await step()
  } finally {
    measureStep(name, start)
  }
}

/** The photo measures recorded in this thread so far, removed from its timeline. */
export function takeTimings(): Timing[] {
  if (typeof performance.getEntriesByType !== 'function') return []
  const entries = performance
    .getEntriesByType('measure')
    .filter((entry) => entry.name.startsWith(PREFIX))
  for (const name of new Set(entries.map((entry) => entry.name))) performance.clearMeasures(name)
  return entries.map((entry) => ({
    name: entry.name.slice(PREFIX.length),
    start: performance.timeOrigin + entry.startTime,
    duration: entry.duration,
  }))
}

/** Records another thread's measures in this thread's timeline. */
export function recordTimings(timings: readonly Timing[] | undefined): void {
  for (const { name, start, duration } of timings ?? []) {
    try {
      performance.measure(`${PREFIX}${name}`, { start: start - performance.timeOrigin, duration })
    } catch {
      // As in measureStep.
    }
  }
}
