import type { ApiClient } from '../client/create-api-client'
import { MessageSchema } from '../contract/message'
import { useApiMutation } from '../react/use-api-mutation'

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

export function useResetPassword() {
  return useApiMutation('POST /auth/reset-password', resetPassword)
}
