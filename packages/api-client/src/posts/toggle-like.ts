'use client'

import { useCallback } from 'react'
import { type Cache, type ScopedMutator, useSWRConfig } from 'swr'
import {
  ApiError,
  isApiError,
  isOffline,
  isSessionExpired,
  isUnanswered,
} from '../client/api-error'
import { CLIENT_MESSAGES } from '../client/client-messages'
import type { ApiClient } from '../client/create-api-client'
import { offlineError } from '../client/write-once'
import { type LikeResponse, LikeResponseSchema, type Post } from '../contract/post'
import { useApiClient } from '../react/api-provider'
import { getPost } from './get-post'
import { postKey } from './keys'
import { doubtedBy, statesOf } from './like-states'
import { isLikedBy, type Liking, withLike } from './likes'
import { updateCachedPost } from './post-cache'

/** `POST /posts/{id}/like`: a toggle answering `{ liked }`; 404 `Post not found`. */
export function toggleLike(client: ApiClient, postId: string): Promise<LikeResponse> {
  return client.request({
    method: 'POST',
    path: `${postKey(postId)}/like`,
    schema: LikeResponseSchema,
  })
}

/**
 * Likes or unlikes `post` as the viewer asks: shown at once in every cached copy, then the
 * server is brought to it. The endpoint is a toggle, so:
 * - presses while a request is on its way change only what is wanted: when it answers, one
 *   more toggle is sent if the server is not yet there (quick presses coalesce);
 * - the toggle is never sent twice for one intent: an answer that disagrees (the browser
 *   re-sent the request, or another device liked meanwhile) is the server's state, shown, and
 *   the press fails (`OUT_OF_STEP`);
 * - a lost answer is checked by reading the post: the screen shows what the server holds,
 *   and a like that did not land is reported (the failure is thrown);
 * - when even that read fails, the last known state is shown and the next press reads first.
 * Resolves to the server's state.
 */
export function likeAs(
  client: ApiClient,
  swr: { cache: Cache; mutate: ScopedMutator },
  post: Pick<Post, '_id' | 'likes'>,
  me: Liking,
  liked: boolean,
): Promise<boolean> {
  const states = statesOf(client)
  const doubt = doubtedBy(client)
  const existing = states.get(post._id)
  // What the screen showed before this press: shown again if the server cannot be read.
  const shownBefore = existing ? undefined : isLikedBy(post, me._id)
  const state = existing ?? {
    wanted: liked,
    // The copy on screen may be a saved one, or the stored feed's: the toggle is decided by
    // the server's state, read first.
    server: undefined,
    run: undefined,
  }
  doubt.delete(post._id)
  states.set(post._id, state)
  state.wanted = liked
  const show = (value: boolean) =>
    updateCachedPost(swr.cache, swr.mutate, post._id, (cached) => withLike(cached, me, value))
  void show(liked)
  if (state.run) return state.run

  const readServer = async (): Promise<boolean> => {
    try {
      const fresh = await getPost(client, post._id, { fresh: true })
      // The rest of the post is the server's; the like stays as the viewer asked until the
      // run ends, when the server's state is shown.
      await updateCachedPost(swr.cache, swr.mutate, post._id, (cached) =>
        withLike({ ...fresh, user: cached.user }, me, state.wanted),
      )
      return isLikedBy(fresh, me._id)
    } catch (error) {
      if (isSessionExpired(error) || (isApiError(error) && error.isNotFound)) throw error
      throw new ApiError(0, CLIENT_MESSAGES.postUnread, {
        code: 'UNCONFIRMED',
        cause: error,
      })
    }
  }

  const drive = async (): Promise<boolean> => {
    if (state.server === undefined) state.server = await readServer()
    while (state.server !== state.wanted) {
      if (isOffline()) throw offlineError()
      // The session ended meanwhile (`forgetLikes`): nothing more is sent for it.
      if (statesOf(client).get(post._id) !== state) return state.server
      const intent: boolean = state.wanted
      try {
        const answer = await toggleLike(client, post._id)
        state.server = answer.liked
        // The server did not end where this toggle was meant to take it (the browser sent it
        // twice, or the copy on screen was out of date): its state stands and is shown, and the
        // press is said to have failed — not toggled again for the same intent.
        if (answer.liked !== intent && state.wanted === intent) {
          state.wanted = answer.liked
          throw new ApiError(0, CLIENT_MESSAGES.outOfStep, { code: 'OUT_OF_STEP' })
        }
      } catch (error) {
        if (!isUnanswered(error)) throw error
        state.server = undefined
        state.server = await readServer()
        // Not landed, and still wanted: said, and not sent again by itself. Landed (or
        // wanted no more): the loop goes on only for a newer intent.
        if (state.server !== intent && state.wanted === intent) {
          state.wanted = state.server
          throw error
        }
      }
    }
    return state.server
  }

  const lastKnown = state.server ?? shownBefore
  state.run = drive()
    .then(
      async (server) => {
        await show(server)
        return server
      },
      async (error: unknown) => {
        // Shown as the server holds it, or as last known when it could not be read.
        const shown = state.server ?? lastKnown
        if (shown !== undefined) await show(shown)
        state.wanted = shown ?? state.wanted
        throw error
      },
    )
    .finally(() => {
      state.run = undefined
      // Known again: the copy on screen speaks for the server from now on.
      if (state.server !== undefined) states.delete(post._id)
    })
  return state.run
}

/**
 * What the viewer last asked of this post's like: the intent of a run still on its way (a
 * refetch may meanwhile show the server's older state), else what the copy on screen shows.
 */
export function wantedLike(
  client: ApiClient,
  post: Pick<Post, '_id' | 'likes'>,
  me: Pick<Liking, '_id'>,
): boolean {
  return statesOf(client).get(post._id)?.wanted ?? isLikedBy(post, me._id)
}

/**
 * `toggle(post, me)`: the like flipped from what the viewer last asked (see {@link wantedLike}
 * and {@link likeAs}). Gives what is now asked (`liking`) and the run, which resolves to the
 * server's state or rejects when the like could not be carried out.
 */
export function useToggleLike() {
  const client = useApiClient()
  const { cache, mutate } = useSWRConfig()
  return useCallback(
    (post: Pick<Post, '_id' | 'likes'>, me: Liking) => {
      const liking = !wantedLike(client, post, me)
      return { liking, done: likeAs(client, { cache, mutate }, post, me, liking) }
    },
    [client, cache, mutate],
  )
}
