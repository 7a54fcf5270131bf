'use client'

import useSWR from 'swr'
import type { ApiError } from '../client/api-error'
import type { ApiClient } from '../client/create-api-client'
import { type User, UserSchema } from '../contract/user'
import type { ReadOptions } from '../posts/get-post'
import { useApiClient } from '../react/api-provider'

/** SWR key of the signed-in user. */
export const meKey = '/users/me'

/**
 * `GET /users/me?t={timestamp}`: the signed-in user (the timestamp defeats the browser's
 * cache). `fresh` for the server's own state, never a saved copy (see `RequestOptions.fresh`).
 */
export function getMe(client: ApiClient, options: ReadOptions & { now?: number } = {}) {
  const { now = Date.now(), ...read } = options
  return client.request({ path: `${meKey}?t=${now}`, schema: UserSchema, ...read })
}

/** The signed-in user; `enabled: false` while signed out. */
export function useMe(options: { enabled?: boolean } = {}) {
  const client = useApiClient()
  return useSWR<User, ApiError>(options.enabled === false ? null : meKey, () => getMe(client))
}
