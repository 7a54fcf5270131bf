'use client'

import { useSWRConfig } from 'swr'
import { login } from '../auth/login'
import { isApiError } from '../client/api-error'
import type { ApiClient } from '../client/create-api-client'
import { writeOnce } from '../client/write-once'
import { type MessageResponse, MessageSchema } from '../contract/message'
import type { User } from '../contract/user'
import { useApiMutation } from '../react/use-api-mutation'
import { meKey } from './get-me'

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

/**
 * Changes the password once, however the network behaves: a lost answer is checked by
 * signing in with the new password (it works: changed). Without the e-mail to check with, the
 * change is sent as it is.
 */
export function changePasswordOnce(
  client: ApiClient,
  input: PasswordChange,
  email: string | undefined,
): Promise<MessageResponse> {
  if (!email) return changePassword(client, input)
  return writeOnce(client, {
    // The check signs in with the new password: another new password is another intent.
    key: `password ${email} ${input.newPassword}`,
    send: () => changePassword(client, input),
    async check() {
      try {
        await login(client, { email, password: input.newPassword })
        return { message: 'Password changed successfully' }
      } catch (error) {
        if (isApiError(error) && error.status === 401) return undefined
        throw error
      }
    },
  })
}

/** Changes the password (once, see {@link changePasswordOnce}) of the signed-in user. */
export function useChangePassword() {
  const { cache } = useSWRConfig()
  return useApiMutation('PATCH /users/me/password', (client, input: PasswordChange) =>
    changePasswordOnce(client, input, (cache.get(meKey)?.data as User | undefined)?.email),
  )
}
