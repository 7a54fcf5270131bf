import { useSWRConfig } from 'swr'
import type { ApiClient, UploadOptions } from '../client/create-api-client'
import { type Post, RawPostSchema } from '../contract/post'
import { useApiMutation } from '../react/use-api-mutation'
import { getPost } from './get-post'
import { postKey } from './keys'
import { revalidatePostLists } from './post-cache'
import { type PostInput, toPostForm } from './post-form'

export type CreatePostInput = PostInput & UploadOptions

/**
 * `POST /posts` (multipart `caption`, `image`). The server answers a *raw* post (no author,
 * comments or counts), so the populated post is fetched right after. If that second call
 * fails the post exists all the same: `post` is then undefined and lists are reloaded.
 * Cancelling with `signal` once the upload was answered only cancels that second call.
 */
export async function createPost(
  client: ApiClient,
  { onUploadProgress, signal, ...input }: CreatePostInput,
): Promise<{ id: string; post: Post | undefined }> {
  const raw = await client.request({
    method: 'POST',
    path: '/posts',
    form: toPostForm(input),
    schema: RawPostSchema,
    onUploadProgress,
    signal,
  })
  // The post is saved whatever happens to this second call.
  const post = await getPost(client, raw._id, signal).catch(() => undefined)
  return { id: raw._id, post }
}

/** Creates a post, stores the populated post in the cache and reloads the feeds. */
export function useCreatePost() {
  const { cache, mutate } = useSWRConfig()
  return useApiMutation('POST /posts', async (client, input: CreatePostInput) => {
    const created = await createPost(client, input)
    if (created.post) await mutate(postKey(created.id), created.post, { revalidate: false })
    await revalidatePostLists(cache, mutate, created.post?.userId)
    return created
  })
}
