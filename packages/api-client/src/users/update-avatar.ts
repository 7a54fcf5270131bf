'use client'

import { useSWRConfig } from 'swr'
import type { ApiClient, UploadOptions } from '../client/create-api-client'
import { storedFileSize } from '../client/stored-file'
import { blobKey, writeOnce } from '../client/write-once'
import { type AvatarResponse, AvatarResponseSchema } from '../contract/auth'
import type { User } from '../contract/user'
import { fileName } from '../posts/post-form'
import { useApiMutation } from '../react/use-api-mutation'
import { getMe, meKey } from './get-me'

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

/**
 * Changes the photo, however the network behaves: a lost answer is checked by reading the
 * user from the server (the stored photo is not `previous` and has the uploaded bytes: saved).
 * Sending it twice leaves one photo.
 */
export function updateAvatarOnce(
  client: ApiClient,
  avatar: Blob,
  options: UploadOptions & { previous: string | null | undefined },
): Promise<AvatarResponse> {
  const { previous, ...upload } = options
  return writeOnce(client, {
    key: `avatar ${blobKey(avatar)} ${previous}`,
    send: () => updateAvatar(client, avatar, upload),
    async check() {
      const user = await getMe(client, { fresh: true })
      // The photo sent is the one stored: not the one before, and of the uploaded bytes.
      const saved =
        typeof user.avatar === 'string' &&
        user.avatar !== previous &&
        (await storedFileSize(client, user.avatar)) === avatar.size
      return saved ? { message: 'Avatar updated successfully', user } : undefined
    },
  })
}

/** Changes the photo and the cached signed-in user. */
export function useUpdateAvatar() {
  const { cache, mutate } = useSWRConfig()
  return useApiMutation(
    'PATCH /users/me/avatar',
    async (client, { avatar, ...options }: { avatar: Blob } & UploadOptions) => {
      const previous = (cache.get(meKey)?.data as User | undefined)?.avatar
      const answer = await updateAvatarOnce(client, avatar, { ...options, previous })
      await mutate(meKey, answer.user, { revalidate: false })
      return answer
    },
  )
}
