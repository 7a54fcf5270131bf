import type { ApiClient } from './api-client'
import { ApiError, isApiError, isSessionExpired, isUnanswered } from './api-error'
import { CLIENT_MESSAGES } from './client-messages'

/*
 * Writes on a network that loses answers. A write whose answer never came (a cut connection,
 * a gateway's 502/503/504) may have happened all the same, so the server is asked before the
 * write is called failed, and before it is sent again. See decision 018.
 */

/** One write and the way to find it on the server. */
export interface CheckedWrite<T> {
  /**
   * Names the intent, e.g. `comment {postId} {text}`: a write with the same key after an
   * unconfirmed attempt asks the server first, and is not sent if the first one landed.
   */
  key: string
  /** Sends the write once. */
  send: () => Promise<T>
  /**
   * Reads the server: the write's result if it landed, `undefined` if it did not. Throws when
   * the server cannot be read.
   */
  check: () => Promise<T | undefined>
}

/**
 * Intents whose last attempt is unconfirmed, per client, with that attempt's check: it knows
 * what the server held before the first press (a later copy on screen may already show it).
 */
const unsure = new WeakMap<ApiClient, Map<string, () => Promise<unknown>>>()

function unsureOf(client: ApiClient): Map<string, () => Promise<unknown>> {
  let checks = unsure.get(client)
  if (!checks) {
    checks = new Map()
    unsure.set(client, checks)
  }
  return checks
}

/** The browser says it has no network (`navigator.onLine` is only reliable when false). */
export function isOffline(): boolean {
  return (globalThis as { navigator?: { onLine?: boolean } }).navigator?.onLine === false
}

export function offlineError(): ApiError {
  return new ApiError(0, CLIENT_MESSAGES.offline, { code: 'OFFLINE' })
}

function unconfirmedError(cause: unknown): ApiError {
  return new ApiError(0, CLIENT_MESSAGES.unanswered, {
    code: 'UNCONFIRMED',
    cause,
  })
}

/**
 * Sends `write` at most once per press, and never reports a write failed that the server
 * holds:
 * - offline, nothing is sent (`OFFLINE`);
 * - after an unconfirmed attempt of the same intent, the server is asked first: a write that
 *   landed is not sent again;
 * - a write that ends without an answer is looked for on the server: found, it is a success;
 *   not found, its failure is thrown (sending again is safe); the server unreadable, it is
 *   `UNCONFIRMED` and the next attempt asks first.
 */
export async function writeOnce<T>(client: ApiClient, write: CheckedWrite<T>): Promise<T> {
  if (isOffline()) throw offlineError()
  const checks = unsureOf(client)
  const earlier = checks.get(write.key) as CheckedWrite<T>['check'] | undefined
  if (earlier) {
    const found = await checkOrUnconfirmed(earlier, null)
    checks.delete(write.key)
    if (found !== undefined) return found
  }
  try {
    return await write.send()
  } catch (error) {
    if (!isUnanswered(error)) throw error
    let found: T | undefined
    try {
      found = await checkOrUnconfirmed(write.check, error)
    } catch (unknown) {
      // Still unknown — also when the session ended during the check: after signing in
      // again, the next press asks first.
      if (isApiError(unknown) && (unknown.code === 'UNCONFIRMED' || isSessionExpired(unknown))) {
        checks.set(write.key, write.check)
      }
      throw unknown
    }
    if (found === undefined) throw error
    return found
  }
}

async function checkOrUnconfirmed<T>(check: CheckedWrite<T>['check'], cause: unknown) {
  try {
    return await check()
  } catch (error) {
    // A session that ended is said as such; anything else leaves the write unknown.
    if (isSessionExpired(error)) throw error
    throw unconfirmedError(cause ?? error)
  }
}

/** What {@link keepOne} did: the record kept and the ids it removed. */
export interface KeptOne<R> {
  kept: R
  removed: string[]
}

/**
 * One press made several records (the browser re-sent a request whose connection was cut,
 * or an earlier unconfirmed attempt landed after all): keeps `keepId` if among them, else the
 * oldest, and removes the others (best effort: one that cannot be removed stays).
 */
export async function keepOne<R extends { _id: string; createdAt: string }>(
  records: readonly R[],
  keepId: string | undefined,
  remove: (id: string) => Promise<unknown>,
): Promise<KeptOne<R> | undefined> {
  if (records.length === 0) return undefined
  const oldestFirst = [...records].sort((a, b) => a.createdAt.localeCompare(b.createdAt))
  const kept = oldestFirst.find((record) => record._id === keepId) ?? (oldestFirst[0] as R)
  const removed: string[] = []
  for (const record of oldestFirst) {
    if (record === kept) continue
    try {
      await remove(record._id)
      removed.push(record._id)
    } catch (error) {
      // Already gone is gone.
      if (isApiError(error) && error.status === 404) removed.push(record._id)
    }
  }
  return { kept, removed }
}

/** `answer` for a 404 (what was to be deleted is not there: deleted); any other error thrown. */
export function gone<T>(error: unknown, answer: T): T {
  if (isApiError(error) && error.status === 404) return answer
  throw error
}

/**
 * A file's part of a write's key: another file is another intent (keys live in the page's
 * memory only, as the form does).
 */
export function blobKey(blob: Blob | undefined): string {
  if (!blob) return '-'
  const file = blob as Partial<File>
  return `${file.name ?? ''}:${blob.size}:${blob.type}:${file.lastModified ?? ''}`
}
