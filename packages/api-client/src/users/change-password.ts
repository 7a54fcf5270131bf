'use client'

import type { ApiClient } from '../client/create-api-client'
import { MessageSchema } from '../contract/message'
import { useApiMutation } from '../react/use-api-mutation'

export interface PasswordChange {
  currentPassword: string
  newPassword: string
}

/** `PATCH /users/me/password`; a refusal's text is the error's `serverMessage`
 * (`Current password is incorrect` …). */
export function changePassword(client: ApiClient, input: PasswordChange) {
  return client.request({
    method: 'PATCH',
    path: '/users/me/password',
    json: input,
    schema: MessageSchema,
  })
}

export function useChangePassword() {
  return useApiMutation('PATCH /users/me/password', changePassword)
}
