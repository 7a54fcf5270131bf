import type { ApiClient } from '../client/create-api-client'
import { MessageSchema } from '../contract/message'

/** `POST /auth/forgot-password` `{ email }`: the same answer for known and unknown e-mails. */
export function forgotPassword(client: ApiClient, email: string) {
  return client.request({
    method: 'POST',
    path: '/auth/forgot-password',
    json: { email },
    auth: false,
    schema: MessageSchema,
  })
}
