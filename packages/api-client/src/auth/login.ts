import type { ApiClient } from '../client/create-api-client'
import { AuthResponseSchema } from '../contract/auth'

export interface LoginInput {
  email: string
  password: string
  /** Sign-in through the identity provider: an unknown e-mail answers 404 instead of 401. */
  isGoogle?: boolean
}

/**
 * `POST /auth/login` → `{ accessToken, refreshToken, user }`; 401 `Invalid credentials`.
 * An answer without token or user is an `INVALID_RESPONSE` error ("Failed to complete
 * authentication process." on screen).
 */
export function login(client: ApiClient, input: LoginInput) {
  return client.request({
    method: 'POST',
    path: '/auth/login',
    json: input,
    auth: false,
    schema: AuthResponseSchema,
  })
}
