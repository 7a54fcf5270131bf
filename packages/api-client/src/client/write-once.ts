import type { ApiClient } from './api-client'
import { ApiError, isApiError, isOffline, isSessionExpired, isUnanswered } from './api-error'
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
   * the server cannot be read. `later` when it runs on a later press, long after the attempt it
   * checks: it then only looks — what it finds besides may have been made since, on another
   * device, and is never removed.
   */
  check: (later: boolean) => Promise<T | undefined>
}

/**
 * Intents whose last attempt is unconfirmed, per client, with that attempt's check: it knows
 * what the server held before the first press (a later copy on screen may already show it).
 */
const unsure = new WeakMap<ApiClient, Map<string, (later: boolean) => Promise<unknown>>>()

function unsureOf(client: ApiClient): Map<string, (later: boolean) => Promise<unknown>> {
  let checks = unsure.get(client)
  if (!checks) {
    checks = new Map()
    unsure.set(client, checks)
  }
  return checks
}

/**
 * Forgets the writes this client could not confirm: a session ended, and the next person's
 * presses must not run the last one's checks.
 */
export function forgetUnconfirmedWrites(client: ApiClient): void {
  unsure.delete(client)
}

/** The failure of a write that was not sent, the browser being offline. */
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
 *   `UNCONFIRMED` and the next attempt asks first;
 * - a write the caller cancelled (`ABORTED`) may have landed too: the next attempt asks first.
 */
export async function writeOnce<T>(client: ApiClient, write: CheckedWrite<T>): Promise<T> {
  if (isOffline()) throw offlineError()
  const checks = unsureOf(client)
  const earlier = checks.get(write.key) as CheckedWrite<T>['check'] | undefined
  if (earlier) {
    const found = await checkOrUnconfirmed(() => earlier(true), null)
    checks.delete(write.key)
    if (found !== undefined) return found
  }
  try {
    return await write.send()
  } catch (error) {
    // Cancelled by the user: the request may have reached the server all the same (an upload
    // cancelled as its last bytes left). The next press of the same intent asks first.
    if (isApiError(error) && error.code === 'ABORTED') checks.set(write.key, write.check)
    if (!isUnanswered(error)) throw error
    let found: T | undefined
    try {
      found = await checkOrUnconfirmed(() => write.check(false), error)
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

async function checkOrUnconfirmed<T>(check: () => Promise<T | undefined>, cause: unknown) {
  try {
    return await check()
  } catch (error) {
    // A session that ended is said as such; anything else leaves the write unknown.
    if (isSessionExpired(error)) throw error
    throw unconfirmedError(cause ?? error)
  }
}

/**
 * How many times a copy is tried to remove before it is said to stay: a network that made the
 * copy may cut the removal too, and removing a proven copy again is safe (gone is gone).
 */
const REMOVE_TRIES = 4

/** Removes a copy, trying again while the network keeps the removal from being answered. */
async function removeCopy(remove: (id: string) => Promise<unknown>, id: string): Promise<void> {
  for (let tries = 1; ; tries++) {
    try {
      await remove(id)
      return
    } catch (error) {
      const unanswered = isUnanswered(error) || (isApiError(error) && error.code === 'UNCONFIRMED')
      if (!unanswered || tries >= REMOVE_TRIES) throw error
    }
  }
}

/** A record a press may have made, as the server lists it. */
export interface Made {
  _id: string
  /** The server's time of it (its clock, not this device's). */
  createdAt: string
}

/** What {@link settlePress} found: the record the press stands for, and its copies. */
export interface SettledPress<R> {
  /** The record kept for the press: the first of its own that the server stored. */
  kept: R
  /** Copies of it the browser made (it re-sends a request whose connection was reset), removed. */
  removed: string[]
  /**
   * Records that are the press's by every test but were kept all the same: someone liked or
   * commented on one, or it could not be removed. The screen says so.
   */
  keptBoth: R[]
}

/**
 * What one press left on the server, with the copies the browser made of it removed — and only
 * those: a safety net never deletes on a guess (decision 018).
 *
 * `found` are the records the press may have made: the author's, with the press's content,
 * created after the press began — the server's own list read just before it was sent (never a
 * saved copy) did not hold them. One is the press's only when:
 * - the server stored it before its answer to the press (`answeredId`'s time, on the server's
 *   clock: the browser re-sends a request before the answer that comes, never after it); without
 *   an answer, before the server was read again;
 * - `isSame` proves its content the press's (a post's photo: the stored file has the uploaded
 *   bytes); it throws when that cannot be read, and nothing is removed.
 * The oldest of the press's records is kept — whichever device settles a press keeps the same
 * one, so two devices posting alike never remove each other's — and the others are removed,
 * unless `untouched` says someone has answered it (a like, a comment), or there is no `remove`:
 * then both stay, said. `remove` is a deletion that checks a lost answer on the server; one the
 * network keeps from being answered is tried again ({@link REMOVE_TRIES} times in all).
 * `undefined` when none is the press's (it did not land).
 */
export async function settlePress<R extends Made>(
  found: readonly R[],
  {
    answeredId,
    isSame = () => true,
    untouched = () => true,
    remove,
  }: {
    answeredId?: string | undefined
    isSame?: (record: R) => boolean | Promise<boolean>
    untouched?: (record: R) => boolean
    /** Removes a copy; without it (a check on a later press) nothing is removed. */
    remove?: ((id: string) => Promise<unknown>) | undefined
  },
): Promise<SettledPress<R> | undefined> {
  const time = (record: R) => Date.parse(record.createdAt)
  // A record whose time cannot be read proves nothing: it is left alone.
  const ordered = found
    .filter((record) => Number.isFinite(time(record)))
    .sort((a, b) => time(a) - time(b) || a._id.localeCompare(b._id))
  const answered = ordered.find((record) => record._id === answeredId)
  if (answeredId !== undefined && !answered) return undefined
  const inWindow = answered ? ordered.filter((record) => time(record) <= time(answered)) : ordered
  const ours: R[] = []
  for (const record of inWindow) {
    if (record === answered || (await isSame(record))) ours.push(record)
  }
  const [kept, ...copies] = ours
  if (!kept) return undefined
  const removed: string[] = []
  const keptBoth: R[] = []
  for (const copy of copies) {
    if (!remove || !untouched(copy)) {
      keptBoth.push(copy)
      continue
    }
    try {
      await removeCopy(remove, copy._id)
      removed.push(copy._id)
    } catch (error) {
      // Already gone is gone; anything else stays, and is said.
      if (isApiError(error) && error.status === 404) removed.push(copy._id)
      else keptBoth.push(copy)
    }
  }
  return { kept, removed, keptBoth: keptBoth }
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
