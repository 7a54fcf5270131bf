import { isApiError } from '../client/api-error'
import type { ApiClient } from '../client/create-api-client'
import { MessageSchema } from '../contract/message'

/** The server's answers (400) for a reset token it does not know, or that has expired. */
export const RESET_TOKEN_INVALID = 'Invalid or expired token'
export const RESET_TOKEN_EXPIRED = 'Token has expired'

/** `POST /auth/reset-password` `{ token, newPassword }`; the token is single-use. */
export function resetPassword(client: ApiClient, input: { token: string; newPassword: string }) {
  return client.request({
    method: 'POST',
    path: '/auth/reset-password',
    json: input,
    auth: false,
    schema: MessageSchema,
  })
}

/** Whether a reset failed because of the link itself (unknown, used or expired token): the
 * way forward is a new link, not another try. */
export function isSpentResetToken(error: unknown): boolean {
  return (
    isApiError(error) &&
    error.status === 400 &&
    (error.serverMessage === RESET_TOKEN_INVALID || error.serverMessage === RESET_TOKEN_EXPIRED)
  )
}
