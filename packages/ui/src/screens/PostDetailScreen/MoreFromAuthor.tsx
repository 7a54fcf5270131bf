'use client'

import { isValidPost, type Post, useUserPosts } from '@photobooth/api-client'
import { loadStatus } from '../../components/LoadState/load-status'
import { MoreFromAuthorView } from './MoreFromAuthorView'

export interface MoreFromAuthorProps {
  /** The author's id. */
  userId: string
  /** The author's name, for the title. */
  authorName: string
  /** The post on screen, left out of the grid. */
  postId: string
}

/** "More from {author}", connected: the author's posts from `GET /posts/user/{id}`, shown by
 * `MoreFromAuthorView`. */
export function MoreFromAuthor({ userId, authorName, postId }: MoreFromAuthorProps) {
  const { data, error, isValidating, mutate } = useUserPosts(userId)
  const others = data?.posts.filter(
    (entry): entry is Post => isValidPost(entry) && entry._id !== postId,
  )
  return (
    <MoreFromAuthorView
      profileId={userId}
      authorName={authorName}
      status={loadStatus(data, error)}
      posts={others}
      retrying={isValidating}
      onRetry={() => void mutate()}
    />
  )
}
