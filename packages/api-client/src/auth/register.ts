import type { ApiClient } from '../client/create-api-client'
import { AuthResponseSchema } from '../contract/auth'

export interface RegisterInput {
  name: string
  email: string
  /** For identity-provider accounts: `GOOGLE_{uid}_AUTH`. */
  password: string
  isGoogle: boolean
}

/** `POST /auth/register` — the identity-provider sign-up, called after login answered 404. */
export function register(client: ApiClient, input: RegisterInput) {
  return client.request({
    method: 'POST',
    path: '/auth/register',
    json: input,
    auth: false,
    schema: AuthResponseSchema,
  })
}

/** The password of an identity-provider account, derived from the provider's user id. */
export function providerPassword(uid: string): string {
  return `GOOGLE_${uid}_AUTH`
}
