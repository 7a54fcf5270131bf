import type { ApiClient } from '../client/create-api-client'
import { AuthResponseSchema } from '../contract/auth'

/**
 * `POST /auth/refresh-token` `{ refreshToken }` → a new access token and a rotated refresh
 * token. The client renews sessions by itself on a 401; this is for an explicit renewal.
 */
export function refreshToken(client: ApiClient, token: string) {
  return client.request({
    method: 'POST',
    path: '/auth/refresh-token',
    json: { refreshToken: token },
    auth: false,
    schema: AuthResponseSchema,
  })
}
