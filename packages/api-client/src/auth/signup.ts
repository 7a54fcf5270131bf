import * as v from 'valibot'
import { isApiError } from '../client/api-error'
import type { ApiClient } from '../client/create-api-client'
import { writeOnce } from '../client/write-once'
import { SERVER_MESSAGES } from '../contract/server-messages'
import { login } from './login'

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

/** Whether a sign-up failed because the e-mail already has an account. */
export function isEmailInUse(error: unknown): boolean {
  return (
    isApiError(error) && error.status === 400 && error.serverMessage === SERVER_MESSAGES.emailInUse
  )
}

/**
 * Signs up once, however the network behaves. The account is looked for by signing in with
 * the same e-mail and password: after a lost answer (found: it was made), and after "Email
 * already in use" (the browser re-sent the request by itself, or an earlier press landed:
 * whoever holds the password holds the account, so it is the user's). Not found, the failure
 * is said.
 */
export function signupOnce(client: ApiClient, input: SignupInput): Promise<void> {
  const accountIsTheirs = async (): Promise<true | undefined> => {
    try {
      await login(client, { email: input.email, password: input.password })
      return true
    } catch (error) {
      if (isApiError(error) && error.status === 401) return undefined
      throw error
    }
  }
  return writeOnce<true>(client, {
    key: `signup ${input.email.toLowerCase()} ${input.password}`,
    async send() {
      try {
        await signup(client, input)
      } catch (error) {
        if (!isEmailInUse(error)) throw error
        if (!(await accountIsTheirs().catch(() => undefined))) throw error
      }
      return true
    },
    check: accountIsTheirs,
  }).then(() => undefined)
}
