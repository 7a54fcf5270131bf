import type { ApiClient } from '../client/api-client'
import { AuthResponseSchema } from '../contract/auth'

/**
 * `POST /auth/refresh-token` `{ refreshToken }` → a new access token and a rotated refresh
 * token. The client's silent refresh (`client/refresh.ts`) makes this call on a 401; an app
 * rarely needs it directly. A guest call (`auth: false`): it never refreshes in turn.
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
