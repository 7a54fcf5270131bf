import { isApiError } from '../client/api-error'
import type { ApiClient } from '../client/create-api-client'
import { MessageSchema } from '../contract/message'
import { SERVER_MESSAGES } from '../contract/server-messages'

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
    (error.serverMessage === SERVER_MESSAGES.resetTokenInvalid ||
      error.serverMessage === SERVER_MESSAGES.resetTokenExpired)
  )
}
