import type { ApiClient, RequestOptions } from '../client/create-api-client'
import { MessageSchema } from '../contract/message'

/**
 * `POST /auth/logout`: the server deletes the user's refresh tokens. Access tokens already
 * issued stay valid until they expire, so the app forgets its tokens whatever this answers.
 */
export function logout(
  client: ApiClient,
  refreshTokenValue?: string | null,
  options: Pick<RequestOptions<unknown>, 'signal'> = {},
) {
  return client.request({
    method: 'POST',
    path: '/auth/logout',
    json: refreshTokenValue ? { refreshToken: refreshTokenValue } : {},
    schema: MessageSchema,
    ...options,
  })
}
