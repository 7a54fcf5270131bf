'use client'

import { useSWRConfig } from 'swr'
import type { ApiClient } from '../client/create-api-client'
import { type Gender, UserSchema } from '../contract/user'
import { useApiMutation } from '../react/use-api-mutation'
import { meKey } from './get-me'

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

/** Updates the profile and the cached signed-in user. */
export function useUpdateProfile() {
  const { mutate } = useSWRConfig()
  return useApiMutation('PATCH /users/me', async (client, input: ProfileInput) => {
    const user = await updateProfile(client, input)
    await mutate(meKey, user, { revalidate: false })
    return user
  })
}
