import type { AuthResponse } from '@photobooth/api-client'
import { useServices } from '../services-context'

/** Stores a session from a sign-in or sign-up answer. */
export function useSignIn() {
  const { session } = useServices()
  return ({ user, accessToken, refreshToken }: AuthResponse) =>
    session.signIn({ user, accessToken, refreshToken: refreshToken ?? null })
}
