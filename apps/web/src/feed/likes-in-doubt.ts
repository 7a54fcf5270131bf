import { type ApiClient, doubtLikes, likesInDoubt } from '@photobooth/api-client'
import * as v from 'valibot'
import { readJson, writeJson } from '../storage'

/** Posts remembered at most: a page leaves a handful on their way, never hundreds. */
const MAX_REMEMBERED = 100

const PostIdsSchema = v.pipe(
  v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(64))),
  v.maxLength(MAX_REMEMBERED),
)

export interface LikesInDoubt {
  /** Forgets them (the session ended, and its stored feed with it). */
  forget(): void
}

/**
 * Likes on their way when the page was left (a reload, a closed tab): the stored feed keeps
 * them as the viewer asked, and the server may or may not have them. They are remembered for
 * the next load, whose first press on each reads the post before it toggles anything (see
 * `doubtLikes`): "Unlike" on a like that never landed must not like the post.
 */
export function keepLikesInDoubt(
  client: ApiClient,
  storage: Storage,
  { productName }: { productName: string },
): LikesInDoubt {
  const key = `${productName}_likesInDoubt`
  const stored = v.safeParse(PostIdsSchema, readJson(storage, key))
  if (stored.success) doubtLikes(client, stored.output)
  const remove = () => {
    try {
      storage.removeItem(key)
    } catch {
      // Storage unavailable: nothing was kept.
    }
  }
  const save = () => {
    const posts = likesInDoubt(client).slice(0, MAX_REMEMBERED)
    if (posts.length > 0) writeJson(storage, key, posts)
    else remove()
  }
  window.addEventListener('pagehide', save)
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') save()
  })
  return { forget: remove }
}
