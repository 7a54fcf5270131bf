'use client'

import { createContext, type ReactNode, use } from 'react'
import { SWRConfig, type SWRConfiguration } from 'swr'
import type { ApiClient } from '../client/create-api-client'

const ApiClientContext = createContext<ApiClient | null>(null)

/**
 * SWR defaults for the PhotoBooth API. A failed read is not retried by SWR: the client already
 * retried it, by its own policy (client/retryable.ts, client/retry.ts), which every read follows
 * — a hook's, a write's check, an app's own call — and a failure that stands is the screen's to
 * show, with its Retry. SWR still reads again when the window regains focus or the network
 * comes back.
 */
export const defaultSwrConfig: SWRConfiguration = { shouldRetryOnError: false }

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
