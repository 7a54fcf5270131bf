import { ApiError } from '@photobooth/api-client'
import { expect } from 'vitest'

/** The rejection of `promise`, which must be an ApiError. */
export async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

/** `[status, serverMessage]` of the rejection, for one-line assertions. */
export async function refusal(promise: Promise<unknown>): Promise<[number, string | undefined]> {
  const error = await failure(promise)
  return [error.status, error.serverMessage]
}

export const json = (body: unknown, method = 'POST', token?: string): RequestInit => ({
  method,
  headers: {
    'Content-Type': 'application/json',
    ...(token ? { Authorization: `Bearer ${token}` } : {}),
  },
  body: JSON.stringify(body),
})

/** `[status, message]` of a raw error answer. */
export async function rawRefusal(response: Response): Promise<[number, unknown]> {
  const body = (await response.json()) as { message?: unknown }
  return [response.status, body.message]
}

/** The value, which the test's world guarantees to exist. */
export function present<T>(value: T | null | undefined, what = 'value'): T {
  if (value === null || value === undefined) throw new Error(`Expected a ${what} in this world.`)
  return value
}
