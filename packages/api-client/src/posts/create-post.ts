'use client'

import { useSWRConfig } from 'swr'
import type { ApiClient, UploadOptions } from '../client/create-api-client'
import { blobKey, isOffline, keepOne, offlineError, writeOnce } from '../client/write-once'
import { isValidPost, type Post } from '../contract/post'
import { useApiMutation } from '../react/use-api-mutation'
import { deletePost } from './delete-post'
import { getPost } from './get-post'
import { getUserPosts } from './get-user-posts'
import { postKey } from './keys'
import { revalidatePostLists } from './post-cache'
import type { PostInput } from './post-form'
import { sendPostForm } from './send-post-form'

export type CreatePostInput = PostInput &
  UploadOptions & {
    /**
     * The signed-in user. Given, the post is created once however the network behaves (see
     * {@link createPostOnce}); without it, the form is sent as it is.
     */
    authorId?: string
  }

/**
 * `POST /posts` (multipart `caption`, `image`), then the populated post. If that second call
 * fails the post exists all the same: `post` is then undefined and lists are reloaded.
 * Cancelling with `signal` once the upload was answered only cancels that second call.
 */
export async function createPost(
  client: ApiClient,
  { onUploadProgress, signal, authorId: _, ...input }: CreatePostInput,
): Promise<{ id: string; post: Post | undefined }> {
  return sendPostForm(client, { method: 'POST', path: '/posts', input, onUploadProgress, signal })
}

/**
 * Creates one post, however the network behaves. The author's posts are read first; a lost
 * answer is then looked for among them (a new post with the same caption), and copies of it
 * (the browser re-sends a request whose connection was cut) are deleted.
 */
export async function createPostOnce(
  client: ApiClient,
  input: CreatePostInput & { authorId: string },
): Promise<{ id: string; post: Post | undefined }> {
  if (isOffline()) throw offlineError()
  const { authorId } = input
  const caption = input.caption.trim()
  // Read before sending, so that nothing is sent when the server cannot be read either.
  const before = await getUserPosts(client, authorId)
  const known = new Set(before.posts.filter(isValidPost).map((post) => post._id))

  // Reads the author's posts, keeps one of this press's (`kept`'s if given), deletes the rest.
  async function settle(kept?: { id: string; post: Post | undefined }) {
    const now = await getUserPosts(client, authorId)
    const made = now.posts
      .filter(isValidPost)
      .filter((post) => !known.has(post._id) && (post.caption ?? '').trim() === caption)
    const one = await keepOne(made, kept?.id, (id) => deletePost(client, id))
    if (!one) return undefined
    if (one.kept._id === kept?.id && kept.post) return kept
    const post = await getPost(client, one.kept._id).catch(() => undefined)
    return { id: one.kept._id, post }
  }

  return writeOnce(client, {
    key: `post ${authorId} ${caption} ${blobKey(input.image)}`,
    async send() {
      const created = await createPost(client, input)
      // Answered: still, the server may hold a copy the browser sent by itself.
      const settled = await settle(created).catch(() => undefined)
      return settled ?? created
    },
    check: () => settle(),
  })
}

/** Creates a post, stores the populated post in the cache and reloads the feeds. */
export function useCreatePost() {
  const { cache, mutate } = useSWRConfig()
  return useApiMutation('POST /posts', async (client, input: CreatePostInput) => {
    const { authorId } = input
    const created = authorId
      ? await createPostOnce(client, { ...input, authorId })
      : await createPost(client, input)
    if (created.post) await mutate(postKey(created.id), created.post, { revalidate: false })
    await revalidatePostLists(cache, mutate, created.post?.userId ?? authorId)
    return created
  })
}
