import type { ApiClient } from '../client/create-api-client'

// The likes a client is bringing to the server, and those it cannot vouch for (see
// `likeAs` in toggle-like.ts). Kept apart from it, with no React and no SWR, so that an app
// can hand its doubts from one page to the next (`likesInDoubt`, `doubtLikes`) from its first
// view.

/** One post's like while it is being brought to what the viewer wants. */
export interface LikeState {
  /** What the viewer's last press asked for. */
  wanted: boolean
  /** The server's state as last known; undefined after a lost answer that could not be checked. */
  server: boolean | undefined
  /** The run bringing the server to `wanted`, while there is one. */
  run: Promise<boolean> | undefined
}

const likeStates = new WeakMap<ApiClient, Map<string, LikeState>>()
/** Posts whose copy on screen may not be the server's, not pressed since (see `doubtLikes`). */
const doubted = new WeakMap<ApiClient, Set<string>>()

export function doubtedBy(client: ApiClient): Set<string> {
  let posts = doubted.get(client)
  if (!posts) {
    posts = new Set()
    doubted.set(client, posts)
  }
  return posts
}

export function statesOf(client: ApiClient): Map<string, LikeState> {
  let states = likeStates.get(client)
  if (!states) {
    states = new Map()
    likeStates.set(client, states)
  }
  return states
}

/**
 * The posts whose like on screen this client cannot vouch for: a run still on its way, or a
 * lost answer that could not be checked. A page left now may store and draw again what was
 * asked rather than what the server holds: hand these to {@link doubtLikes} on its next load.
 */
export function likesInDoubt(client: ApiClient): string[] {
  const running = [...statesOf(client)]
    .filter(([, state]) => state.run !== undefined || state.server === undefined)
    .map(([postId]) => postId)
  return [...new Set([...doubtedBy(client), ...running])]
}

/**
 * Likes drawn from a copy that may not be the server's (a page left while they were on their
 * way, see {@link likesInDoubt}): the next press on each reads the post before it toggles
 * anything, so the toggle never undoes what the viewer sees.
 */
export function doubtLikes(client: ApiClient, postIds: Iterable<string>): void {
  const states = statesOf(client)
  const doubt = doubtedBy(client)
  for (const postId of postIds) {
    if (!states.has(postId)) doubt.add(postId)
  }
}

/**
 * Forgets every like this client is bringing to the server, and its doubts: a session ended,
 * and the next person's presses start from the server. A run still on its way stops before its
 * next toggle (see `likeAs`).
 */
export function forgetLikes(client: ApiClient): void {
  likeStates.delete(client)
  doubted.delete(client)
}
