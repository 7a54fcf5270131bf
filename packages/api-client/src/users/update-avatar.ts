'use client'

import { useSWRConfig } from 'swr'
import type { ApiClient, UploadOptions } from '../client/create-api-client'
import { AvatarResponseSchema } from '../contract/auth'
import { fileName } from '../posts/post-form'
import { useApiMutation } from '../react/use-api-mutation'
import { meKey } from './get-me'

/** `PATCH /users/me/avatar` (multipart `avatar`) → `{ message, user }`. */
export function updateAvatar(client: ApiClient, avatar: Blob, options: UploadOptions = {}) {
  const form = new FormData()
  form.append('avatar', avatar, fileName(avatar, 'avatar'))
  return client.request({
    method: 'PATCH',
    path: `${meKey}/avatar`,
    form,
    schema: AvatarResponseSchema,
    onUploadProgress: options.onUploadProgress,
    signal: options.signal,
  })
}

/** Changes the photo and the cached signed-in user. */
export function useUpdateAvatar() {
  const { mutate } = useSWRConfig()
  return useApiMutation(
    'PATCH /users/me/avatar',
    async (client, { avatar, ...options }: { avatar: Blob } & UploadOptions) => {
      const answer = await updateAvatar(client, avatar, options)
      await mutate(meKey, answer.user, { revalidate: false })
      return answer
    },
  )
}
