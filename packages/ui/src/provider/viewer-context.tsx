'use client'

import type { User } from '@photobooth/api-client'
import { createContext, type ReactNode, use } from 'react'

const ViewerContext = createContext<User | null>(null)

/** Who is signed in (`null` for a guest): the app passes its session's user. */
export function ViewerProvider({
  viewer,
  children,
}: {
  viewer: User | null
  children?: ReactNode
}) {
  return <ViewerContext value={viewer}>{children}</ViewerContext>
}

/** The signed-in user, or `null` for a guest. */
export function useViewer(): User | null {
  return use(ViewerContext)
}
