import * as v from 'valibot'
import { isApiError } from '../client/api-error'
import type { ApiClient } from '../client/create-api-client'

export interface SignupInput {
  name: string
  email: string
  password: string
}

/** The server's answer (400) to a sign-up with an e-mail that has an account already. */
export const EMAIL_IN_USE = 'Email already in use'

/**
 * `POST /auth/signup` → 201. The product signs in with `login` right after, so the body is
 * not relied on; 400 `Email already in use` / `All fields are required` are thrown.
 */
export async function signup(client: ApiClient, input: SignupInput): Promise<void> {
  await client.request({
    method: 'POST',
    path: '/auth/signup',
    json: input,
    auth: false,
    schema: v.unknown(),
  })
}

/** Whether a sign-up failed because the e-mail already has an account. */
export function isEmailInUse(error: unknown): boolean {
  return isApiError(error) && error.status === 400 && error.serverMessage === EMAIL_IN_USE
}
