import { abortError, unlessAborted } from './abort'
import { ApiError, isOffline } from './api-error'
import { isRetryable } from './retryable'

/*
 * The quiet retry of reads. On a phone network one gateway 503 or one dropped connection is
 * common, and a second try a moment later usually succeeds: the user should not see "Failed to
 * load" for it. Only what cannot change the server is sent again, only when no answer came or a
 * gateway said the server is momentarily unavailable (`isRetryable`, retryable.ts), and only
 * briefly: a read that still fails is shown as failed, and the app's own "Retry" takes over.
 * This is the one retry of reads: SWR does not retry on top of it (react/api-provider.tsx).
 *
 * This module knows nothing of the client's other parts (it must not import api-client.ts:
 * that file imports its RetryPolicy type), so that the policy can be tested on its own.
 */

/** How a client retries its reads; `ApiClientOptions.retry` overrides any part of it. */
export interface RetryPolicy {
  /** Retries after the first attempt, so at most `retries + 1` calls; 0 turns retrying off. */
  retries: number
  /**
   * Every retry starts within this many ms of the first attempt's start; a wait that would end
   * later (a slow first attempt, a long `Retry-After`) is not waited: the failure stands.
   */
  budgetMs: number
  /**
   * Full-jitter exponential backoff: retry `n` (from 0) waits a random time in
   * `[0, baseDelayMs · factor^n)`, at least `minDelayMs`. Random, so that the clients that all
   * met the same failing gateway do not all come back at the same instant.
   */
  baseDelayMs: number
  factor: number
  minDelayMs: number
  /**
   * Requests of one client that may wait to retry at the same time. A further failing request
   * fails at once: when many reads fail together the server is down, not hiccuping, and
   * retrying them all would only add to its load.
   */
  maxWaiting: number
  /** In `[0, 1)`; for tests. Defaults to `Math.random`. */
  random: () => number
  /** Milliseconds; for tests. Defaults to `Date.now`. */
  now: () => number
  /** Waits `ms`; for tests. Should stop waiting when `signal` aborts. Defaults to a timer. */
  sleep: (ms: number, signal: AbortSignal | undefined) => Promise<void>
}

/**
 * The defaults: two retries within 5 s; waits of 50–300 ms, then 50–900 ms; at most 4 requests
 * of a client waiting to retry at once.
 */
export const DEFAULT_RETRY_POLICY: Readonly<RetryPolicy> = {
  retries: 2,
  budgetMs: 5000,
  baseDelayMs: 300,
  factor: 3,
  minDelayMs: 50,
  maxWaiting: 4,
  random: () => Math.random(),
  now: () => Date.now(),
  sleep,
}

/**
 * The wait a `Retry-After` header asks for, in ms from `now`: delay-seconds (`120`) or an
 * HTTP date (`Wed, 21 Oct 2026 07:28:00 GMT`; a past date is 0). `undefined` when absent or
 * unreadable: the backoff applies. A date must start with a letter (its day name), since
 * `Date.parse` would read a number such as `1.5` as a date.
 */
export function parseRetryAfter(value: string | null, now: number): number | undefined {
  const text = value?.trim()
  if (!text) return undefined
  if (/^\d+$/.test(text)) return Number(text) * 1000
  if (!/^[A-Za-z]/.test(text)) return undefined
  const date = Date.parse(text)
  return Number.isNaN(date) ? undefined : Math.max(0, date - now)
}

/**
 * The wait before retry `retry` (0 for the first): what `Retry-After` asked for when the server
 * said, otherwise full-jitter backoff; never under the policy's floor.
 */
export function retryDelay(
  retry: number,
  retryAfterMs: number | undefined,
  random: () => number,
  policy: Pick<RetryPolicy, 'baseDelayMs' | 'factor' | 'minDelayMs'> = DEFAULT_RETRY_POLICY,
): number {
  if (retryAfterMs !== undefined) return Math.max(policy.minDelayMs, retryAfterMs)
  const ceiling = policy.baseDelayMs * policy.factor ** retry
  return Math.max(policy.minDelayMs, Math.floor(random() * ceiling))
}

/** The slots for requests waiting to retry, shared by all the requests of one client. */
export interface RetryLimiter {
  /** Takes a slot: the function that gives it back (once), or `undefined` when all are taken. */
  tryAcquire(): (() => void) | undefined
  /** Requests waiting now. */
  readonly waiting: number
}

/**
 * A limiter of `maxWaiting` slots. A slot is held for the wait only, not for the retried
 * call: the calls themselves are bounded by the app's own concurrency, as first calls are.
 */
export function createRetryLimiter(
  maxWaiting: number = DEFAULT_RETRY_POLICY.maxWaiting,
): RetryLimiter {
  let waiting = 0
  return {
    tryAcquire() {
      if (waiting >= maxWaiting) return undefined
      waiting++
      let held = true
      return () => {
        if (!held) return
        held = false
        waiting--
      }
    },
    get waiting() {
      return waiting
    },
  }
}

/** A timer that stops, rejecting with the abort error, when `signal` aborts. */
export function sleep(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(abortError())
      return
    }
    const onAbort = () => {
      clearTimeout(timer)
      reject(abortError())
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}

/** The retries of one request, from its first attempt. */
export interface RetryRun {
  /**
   * Called after each attempt with its answer or the client's error: resolves `true` once it is
   * time to send the request again, `false` (at once) when the outcome stands — a success, or a
   * failure that is not retried. A retried answer's body is cancelled before the wait, to free
   * its connection. Rejects with the abort error when the request's signal aborts the wait.
   */
  again(outcome: Response | ApiError): Promise<boolean>
}

/** The retrying of one client: its policy and the limiter its requests share. */
export interface Retrier {
  /**
   * Starts the retries of one request; its time budget runs from this call, less `elapsedMs`
   * (the first attempt's time, when the retrier is called only after it failed).
   */
  start(method: string, signal: AbortSignal | undefined, elapsedMs?: number): RetryRun
}

/** The default policy with the parts `options` gives (an `undefined` part keeps its default). */
function withDefaults(options: Partial<RetryPolicy>): RetryPolicy {
  const given = Object.entries(options).filter(([, value]) => value !== undefined)
  return { ...DEFAULT_RETRY_POLICY, ...(Object.fromEntries(given) as Partial<RetryPolicy>) }
}

/** `false` never retries; otherwise the parts given replace those of the default policy. */
export function createRetrier(options: Partial<RetryPolicy> | false | undefined): Retrier {
  const policy = withDefaults(options || {})
  const enabled = options !== false && policy.retries > 0
  const limiter = createRetryLimiter(policy.maxWaiting)
  const never: RetryRun = { again: async () => false }

  return {
    start(method, signal, elapsedMs = 0) {
      if (!enabled) return never
      const startedAt = policy.now() - elapsedMs
      let retried = 0

      /** The wait before the next attempt, or `undefined` when the outcome stands. */
      function plan(outcome: Response | ApiError): number | undefined {
        if (retried >= policy.retries) return undefined
        const failure = outcome instanceof ApiError ? outcome : outcome.status
        if (!isRetryable(method, failure) || isOffline()) return undefined
        const now = policy.now()
        const retryAfter =
          outcome instanceof ApiError
            ? undefined
            : parseRetryAfter(outcome.headers.get('Retry-After'), now)
        const delay = retryDelay(retried, retryAfter, policy.random, policy)
        return now - startedAt + delay <= policy.budgetMs ? delay : undefined
      }

      return {
        async again(outcome) {
          const delay = plan(outcome)
          if (delay === undefined) return false
          const release = limiter.tryAcquire()
          if (!release) return false
          try {
            // Unread, the body would hold its connection until collected. A body that broke
            // off cannot be cancelled, and needs no freeing.
            if (!(outcome instanceof ApiError)) await outcome.body?.cancel().catch(() => undefined)
            // Stops at the abort whether or not the policy's `sleep` watches the signal.
            await unlessAborted(signal, () => policy.sleep(delay, signal))
          } finally {
            release()
          }
          retried++
          return true
        },
      }
    },
  }
}
