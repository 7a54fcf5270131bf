'use client'

import useSWR from 'swr'
import type { ApiError } from '../client/api-error'
import type { Post } from '../contract/post'
import { useApiClient } from '../react/api-provider'
import { getPost } from './get-post'
import { postKey } from './keys'

/** One post; `postId` undefined (or empty) requests nothing. */
export function usePost(postId: string | undefined) {
  const client = useApiClient()
  return useSWR<Post, ApiError>(postId ? postKey(postId) : null, () =>
    getPost(client, postId as string),
  )
}
