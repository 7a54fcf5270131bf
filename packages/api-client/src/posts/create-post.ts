'use client'

import { useSWRConfig } from 'swr'
import { isOffline } from '../client/api-error'
import type { ApiClient, UploadOptions } from '../client/create-api-client'
import { storedFileSize } from '../client/stored-file'
import { blobKey, offlineError, settlePress, writeOnce } from '../client/write-once'
import { isValidPost, type Post } from '../contract/post'
import { useApiMutation } from '../react/use-api-mutation'
import { deletePostOnce } from './delete-post'
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

/** A created post: its id, the populated post (undefined when it could not be read after). */
export interface CreatedPost {
  id: string
  post: Post | undefined
  /**
   * Posts of the author's that may be copies of this one (the connection was cut while it was
   * sent) but were kept: someone had liked or commented on one, or it could not be removed.
   * The screen says the post may show twice.
   */
  possibleCopies?: string[]
  /**
   * The post was made, but the author's posts could not be read again after its answer: whether
   * the browser stored a copy too is not known, so none was removed. The screen says the post
   * may show twice.
   */
  copiesUnchecked?: true
}

/**
 * `POST /posts` (multipart `caption`, `image`), then the populated post. If that second call
 * fails the post exists all the same: `post` is then undefined and lists are reloaded.
 * Cancelling with `signal` once the upload was answered only cancels that second call.
 */
export async function createPost(
  client: ApiClient,
  { onUploadProgress, signal, authorId: _, ...input }: CreatePostInput,
): Promise<CreatedPost> {
  return sendPostForm(client, { method: 'POST', path: '/posts', input, onUploadProgress, signal })
}

/**
 * Creates one post, however the network behaves (decision 018). The author's posts are read
 * from the server first (never a saved copy: nothing is sent when they cannot be read). After
 * the post is sent, answered or not, they are read again: the posts that were not there before,
 * with this caption and a stored photo of the uploaded bytes, stored before the server's answer,
 * are this press's — a lost answer is found among them, and the copies the browser made by
 * re-sending the request are removed (see `settlePress`: the first one stays). Any other post
 * is left alone, whatever its caption.
 */
export async function createPostOnce(
  client: ApiClient,
  input: CreatePostInput & { authorId: string },
): Promise<CreatedPost> {
  if (isOffline()) throw offlineError()
  const { authorId, image } = input
  const caption = input.caption.trim()
  const before = await getUserPosts(client, authorId, { fresh: true })
  const known = new Set(before.posts.filter(isValidPost).map((post) => post._id))

  // The author's posts this press may have made, settled: one kept, its copies removed.
  async function settle(answered?: CreatedPost, later = false): Promise<CreatedPost | undefined> {
    const now = await getUserPosts(client, authorId, { fresh: true })
    const found = now.posts
      .filter(isValidPost)
      .filter((post) => !known.has(post._id) && (post.caption ?? '').trim() === caption)
    const settled = await settlePress(found, {
      answeredId: answered?.id,
      isSame: async (post) =>
        post.image !== null &&
        image !== undefined &&
        (await storedFileSize(client, post.image)) === image.size,
      untouched: (post) => post.likesCount === 0 && post.commentsCount === 0,
      remove: later ? undefined : (id) => deletePostOnce(client, id),
    })
    if (!settled) return undefined
    const possibleCopies = settled.keptBoth.map((post) => post._id)
    const extra = possibleCopies.length > 0 ? { possibleCopies } : {}
    if (settled.kept._id === answered?.id && answered.post) return { ...answered, ...extra }
    const post = await getPost(client, settled.kept._id).catch(() => undefined)
    return { id: settled.kept._id, post, ...extra }
  }

  return writeOnce(client, {
    key: `post ${authorId} ${caption} ${blobKey(image)}`,
    async send() {
      const created = await createPost(client, input)
      // Answered: still, the server may hold a copy the browser sent by itself. When that
      // cannot be checked, nothing is removed, and that is said.
      try {
        return (await settle(created)) ?? created
      } catch {
        return { ...created, copiesUnchecked: true }
      }
    },
    check: (later) => settle(undefined, later),
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
