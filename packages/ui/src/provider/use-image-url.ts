'use client'

import { useUi } from './ui-context'

/** Image URLs as the app builds them (`UiProvider`'s `imageUrl`): on the API host in the app. */
export function useImageUrl(): (path: string | null | undefined) => string | undefined {
  return useUi().imageUrl
}
