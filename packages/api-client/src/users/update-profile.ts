'use client'

import { useSWRConfig } from 'swr'
import type { ApiClient } from '../client/create-api-client'
import { writeOnce } from '../client/write-once'
import { type Gender, type User, UserSchema } from '../contract/user'
import { useApiMutation } from '../react/use-api-mutation'
import { getMe, meKey } from './get-me'

export interface ProfileInput {
  name?: string
  bio?: string
  website?: string
  gender?: Gender
}

/** `PATCH /users/me` `{ bio, website, gender }` → the updated user. */
export function updateProfile(client: ApiClient, input: ProfileInput) {
  return client.request({ method: 'PATCH', path: meKey, json: input, schema: UserSchema })
}

/**
 * Updates the profile, however the network behaves: a lost answer is checked by reading the
 * user (every field sent reads as sent: saved). Sending the same fields twice changes nothing
 * more.
 */
export function updateProfileOnce(client: ApiClient, input: ProfileInput): Promise<User> {
  return writeOnce(client, {
    key: `profile ${JSON.stringify(input)}`,
    send: () => updateProfile(client, input),
    async check() {
      const user = await getMe(client, { fresh: true })
      const saved = (Object.keys(input) as (keyof ProfileInput)[]).every(
        (field) => String(user[field] ?? '').trim() === String(input[field] ?? '').trim(),
      )
      return saved ? user : undefined
    },
  })
}

/** Updates the profile and the cached signed-in user. */
export function useUpdateProfile() {
  const { mutate } = useSWRConfig()
  return useApiMutation('PATCH /users/me', async (client, input: ProfileInput) => {
    const user = await updateProfileOnce(client, input)
    await mutate(meKey, user, { revalidate: false })
    return user
  })
}
