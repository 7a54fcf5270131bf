import { useSWRConfig } from 'swr'
import type { ApiClient } from '../client/create-api-client'
import { type Post, RawPostSchema } from '../contract/post'
import { useApiMutation } from '../react/use-api-mutation'
import { getPost } from './get-post'
import { postKey } from './keys'
import { revalidatePostLists } from './post-cache'
import { type PostInput, toPostForm } from './post-form'

/**
 * `POST /posts` (multipart `caption`, `image`). The server answers a *raw* post (no author,
 * comments or counts), so the populated post is fetched right after. If that second call
 * fails the post exists all the same: `post` is then undefined and lists are reloaded.
 */
export async function createPost(
  client: ApiClient,
  input: PostInput,
): Promise<{ id: string; post: Post | undefined }> {
  const raw = await client.request({
    method: 'POST',
    path: '/posts',
    form: toPostForm(input),
    schema: RawPostSchema,
  })
  const post = await getPost(client, raw._id).catch(() => undefined)
  return { id: raw._id, post }
}

/** Creates a post, stores the populated post in the cache and reloads the feeds. */
export function useCreatePost() {
  const { cache, mutate } = useSWRConfig()
  return useApiMutation('POST /posts', async (client, input: PostInput) => {
    const created = await createPost(client, input)
    if (created.post) await mutate(postKey(created.id), created.post, { revalidate: false })
    await revalidatePostLists(cache, mutate, created.post?.userId)
    return created
  })
}
