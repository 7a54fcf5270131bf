import { useSyncExternalStore } from 'react'
import { useServices } from '../services-context'
import type { SessionState } from './session-store'

/** The session, re-rendering on every change (sign-in, sign-out, rotated tokens, other tabs). */
export function useSession(): SessionState {
  const { session } = useServices()
  return useSyncExternalStore(session.subscribe, session.getState, session.getState)
}
