import type { Post } from '../contract/post'
import type { User } from '../contract/user'

// Likes as data: no request and no cache here, so that a view can ask "liked?" without
// bringing the client along.

export type Liking = Pick<User, '_id' | 'name' | 'email' | 'avatar'>

export function isLikedBy(post: Pick<Post, 'likes'>, userId: string | undefined): boolean {
  return userId !== undefined && post.likes.some((liker) => liker._id === userId)
}

/** The post with `user` among its likers or not, count kept in step. */
export function withLike(post: Post, user: Liking, liked: boolean): Post {
  if (isLikedBy(post, user._id) === liked) return post
  const likes = liked
    ? [...post.likes, { _id: user._id, name: user.name, email: user.email, avatar: user.avatar }]
    : post.likes.filter((liker) => liker._id !== user._id)
  return { ...post, likes, likesCount: Math.max(0, post.likesCount + (liked ? 1 : -1)) }
}
