import type { ApiClient } from '../client/create-api-client'
import { UserSchema } from '../contract/user'
import type { ReadOptions } from '../posts/get-post'

/** SWR key of the signed-in user. */
export const meKey = '/users/me'

/**
 * `GET /users/me?t={timestamp}`: the signed-in user (the timestamp defeats the browser's
 * cache). `fresh` for the server's own state, never a saved copy (see `RequestOptions.fresh`).
 * A module without `'use client'`, apart from its hook, so that a server can call it.
 */
export function getMe(client: ApiClient, options: ReadOptions & { now?: number } = {}) {
  const { now = Date.now(), ...read } = options
  return client.request({ path: `${meKey}?t=${now}`, schema: UserSchema, ...read })
}
