import * as v from 'valibot'
import type { ApiClient } from '../client/create-api-client'
import { useApiMutation } from '../react/use-api-mutation'

export interface SignupInput {
  name: string
  email: string
  password: string
}

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

export function useSignup() {
  return useApiMutation('POST /auth/signup', signup)
}
