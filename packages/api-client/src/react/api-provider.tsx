'use client'

import { createContext, type ReactNode, use } from 'react'
import { SWRConfig, type SWRConfiguration } from 'swr'
import { isApiError } from '../client/api-error'
import type { ApiClient } from '../client/create-api-client'

const ApiClientContext = createContext<ApiClient | null>(null)

/** SWR defaults for the PhotoBooth API: a 4xx (a missing post, an ended session) is an
 * answer, not a hiccup, so it is not retried; other failures are retried a few times. */
export const defaultSwrConfig: SWRConfiguration = {
  onErrorRetry(error, _key, config, revalidate, { retryCount }) {
    if (isApiError(error) && error.status >= 400 && error.status < 500) return
    if (retryCount >= 3) return
    const wait = (config.errorRetryInterval ?? 5000) * 2 ** (retryCount - 1)
    setTimeout(() => void revalidate({ retryCount }), wait)
  },
}

export interface ApiProviderProps {
  client: ApiClient
  /** Extra SWR configuration, e.g. `{ provider: () => new Map() }` for an isolated cache. */
  swrConfig?: SWRConfiguration
  children?: ReactNode
}

/** Puts the API client in context for the operation hooks, with PhotoBooth's SWR defaults. */
export function ApiProvider({ client, swrConfig, children }: ApiProviderProps) {
  return (
    <ApiClientContext value={client}>
      <SWRConfig value={{ ...defaultSwrConfig, ...swrConfig }}>{children}</SWRConfig>
    </ApiClientContext>
  )
}

/** The client given to the nearest {@link ApiProvider}. */
export function useApiClient(): ApiClient {
  const client = use(ApiClientContext)
  if (!client) throw new Error('useApiClient must be used inside <ApiProvider>.')
  return client
}
