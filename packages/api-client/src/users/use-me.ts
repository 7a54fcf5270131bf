'use client'

import useSWR from 'swr'
import type { ApiError } from '../client/api-error'
import type { User } from '../contract/user'
import { useApiClient } from '../react/api-provider'
import { getMe, meKey } from './get-me'

/** The signed-in user; `enabled: false` while signed out. */
export function useMe(options: { enabled?: boolean } = {}) {
  const client = useApiClient()
  return useSWR<User, ApiError>(options.enabled === false ? null : meKey, () => getMe(client))
}
