'use client'

import useSWR from 'swr'
import type { ApiError } from '../client/api-error'
import type { ApiClient } from '../client/create-api-client'
import { type User, UserSchema } from '../contract/user'
import { useApiClient } from '../react/api-provider'

/** SWR key of the signed-in user. */
export const meKey = '/users/me'

/** `GET /users/me?t={timestamp}`: the signed-in user, fresh (the timestamp defeats caches). */
export function getMe(client: ApiClient, now: number = Date.now()) {
  return client.request({ path: `${meKey}?t=${now}`, schema: UserSchema })
}

/** The signed-in user; `enabled: false` while signed out. */
export function useMe(options: { enabled?: boolean } = {}) {
  const client = useApiClient()
  return useSWR<User, ApiError>(options.enabled === false ? null : meKey, () => getMe(client))
}
