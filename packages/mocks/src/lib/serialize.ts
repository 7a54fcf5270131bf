import type { Database } from '../db/db'
import type { CommentRecord, NotificationRecord, PostRecord, UserRecord } from '../db/records'

/** The server's stand-in for an author who no longer exists. */
export const UNKNOWN_USER = { name: 'Unknown', avatar: null } as const

/** The user object of the contract: no password, `website`/`gender` only once set. */
export function serializeUser(user: UserRecord) {
  return {
    _id: user._id,
    name: user.name,
    email: user.email,
    avatar: user.avatar,
    bio: user.bio,
    createdAt: user.createdAt,
    ...(user.website === undefined ? {} : { website: user.website }),
    ...(user.gender === undefined ? {} : { gender: user.gender }),
  }
}

/** The user `id` as the contract shows an author: the user, or the stand-in for one who is gone. */
function serializeAuthor(db: Database, id: string) {
  const user = db.users.get(id)
  return user ? serializeUser(user) : UNKNOWN_USER
}

/** The answer to create and update: likes as ids, no author, comments or counts. */
export function serializeRawPost(post: PostRecord) {
  return {
    _id: post._id,
    userId: post.userId,
    caption: post.caption,
    image: post.image,
    likes: [...post.likes],
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
  }
}

export function serializeComment(db: Database, comment: CommentRecord) {
  return {
    _id: comment._id,
    postId: comment.postId,
    userId: comment.userId,
    text: comment.text,
    createdAt: comment.createdAt,
    ...(comment.updatedAt === undefined ? {} : { updatedAt: comment.updatedAt }),
    user: serializeAuthor(db, comment.userId),
  }
}

/**
 * A populated post. Inside `GET /posts/user/{id}` the author is left out (`withUser: false`).
 */
export function serializePost(db: Database, post: PostRecord, { withUser = true } = {}) {
  const likers = post.likes.flatMap((id) => {
    const user = db.users.get(id)
    return user ? [serializeUser(user)] : []
  })
  const comments = db.commentsOf(post._id).map((comment) => serializeComment(db, comment))
  return {
    ...serializeRawPost(post),
    likes: likers,
    likesCount: post.likes.length,
    comments,
    commentsCount: comments.length,
    ...(withUser ? { user: serializeAuthor(db, post.userId) } : {}),
  }
}

export function serializeNotification(db: Database, item: NotificationRecord) {
  return {
    _id: item._id,
    type: item.type,
    userId: item.userId,
    fromUserId: item.fromUserId,
    ...(item.postId === undefined ? {} : { postId: item.postId }),
    isRead: item.isRead,
    createdAt: item.createdAt,
    fromUser: serializeAuthor(db, item.fromUserId),
  }
}
