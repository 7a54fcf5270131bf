import { useApiClient } from '@photobooth/api-client'

/** Image URLs on the API host: `{origin}/{path}`, backslashes turned into slashes. */
export function useImageUrl(): (path: string | null | undefined) => string | undefined {
  return useApiClient().imageUrl
}
