import type { Path } from 'react-router-dom'

/**
 * What a page hands the next one in the history entry's state, each shape defined once: its
 * type, the state a page navigates with, and a reader for the page it leads to. Readers take
 * `unknown`: a history entry can hold anything (a reload of an older version, a forged entry).
 */

function field(state: unknown, name: string): unknown {
  return typeof state === 'object' && state !== null
    ? (state as Record<string, unknown>)[name]
    : undefined
}

/** Protected page → login: where the signed-out visitor was headed, to go on there after.
 * `sessionExpired`: they were signed out because their session ran out (the login page says
 * so). */
export interface FromState {
  from: Path
  sessionExpired?: true
}

export function fromState(location: Path, { sessionExpired = false } = {}): FromState {
  return sessionExpired ? { from: location, sessionExpired: true } : { from: location }
}

/** The `from` a login page was reached with; only ever used through `safeRedirectPath`. */
export function readFrom(state: unknown): unknown {
  return field(state, 'from')
}

/** Whether the login page was reached because the session expired. */
export function readSessionExpired(state: unknown): boolean {
  return field(state, 'sessionExpired') === true
}

/** → feed: start again from the first page, without the cached feed (a post was created or
 * deleted). Handled once: the feed replaces the entry's state after reading it. */
export interface ForceRefreshState {
  forceRefresh: true
}

export const forceRefreshState: ForceRefreshState = { forceRefresh: true }

export function readForceRefresh(state: unknown): boolean {
  return field(state, 'forceRefresh') === true
}

/** Register → edit profile: the account was just created (the page greets it until the
 * greeting is closed, a reload included). */
export interface AccountCreatedState {
  accountCreated: true
}

export const accountCreatedState: AccountCreatedState = { accountCreated: true }

export function readAccountCreated(state: unknown): boolean {
  return field(state, 'accountCreated') === true
}

/** Edit post → post: the post was just saved (the post page says so). */
export interface PostUpdatedState {
  postUpdated: true
}

export const postUpdatedState: PostUpdatedState = { postUpdated: true }

export function readPostUpdated(state: unknown): boolean {
  return field(state, 'postUpdated') === true
}
