'use client'

import useSWRMutation, { type SWRMutationResponse } from 'swr/mutation'
import type { ApiError } from '../client/api-error'
import type { ApiClient } from '../client/create-api-client'
import { useApiClient } from './api-provider'

/**
 * A mutation bound to the client in context: `trigger(arg)` runs it and resolves to its
 * result (or throws the {@link ApiError}); `isMutating` and `error` follow it.
 */
export function useApiMutation<Arg, Result>(
  name: string,
  operation: (client: ApiClient, arg: Arg) => Promise<Result>,
): SWRMutationResponse<Result, ApiError, string, Arg> {
  const client = useApiClient()
  return useSWRMutation<Result, ApiError, string, Arg>(
    name,
    (_name: string, { arg }: { arg: Arg }) => operation(client, arg),
  )
}
