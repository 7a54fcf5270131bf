import type { Comment, Notification, RawPost, User } from '@photobooth/api-client'

/**
 * What the mock server stores. Each record is the client's wire type (from the api-client
 * schemas) minus what serializers compute, plus server-only fields.
 */
export interface UserRecord extends Omit<User, 'avatar' | 'bio' | 'createdAt'> {
  avatar: string | null
  bio: string
  createdAt: string
  /** `salt:hex(sha256(salt + password))`; never serialized. */
  passwordHash: string
  /** Accounts created through the identity provider. */
  isGoogle?: boolean
}

/** Stored exactly as the raw post the server answers to create and update. */
export interface PostRecord extends Omit<RawPost, 'caption' | 'updatedAt'> {
  caption: string
  updatedAt: string
}

export interface CommentRecord extends Required<Pick<Comment, '_id' | 'text' | 'createdAt'>> {
  postId: string
  userId: string
  updatedAt?: string
}

export interface NotificationRecord
  extends Pick<Notification, '_id' | 'type' | 'isRead' | 'createdAt'> {
  /** The recipient. */
  userId: string
  fromUserId: string
  /** Absent for `poke`. */
  postId?: string
}

export interface TokenRecord {
  token: string
  userId: string
  /** Epoch milliseconds. */
  expiresAt: number
}

/** An uploaded file, served back at `/{path}`. */
export interface UploadRecord {
  /** `uploads/<id>.<ext>`, as stored in posts and users. */
  path: string
  contentType: string
  bytes: Uint8Array
}

/** The whole database as plain data: what is persisted and what a seed produces. */
export interface DatabaseSnapshot {
  version: 1
  users: UserRecord[]
  posts: PostRecord[]
  comments: CommentRecord[]
  notifications: NotificationRecord[]
  accessTokens: TokenRecord[]
  refreshTokens: TokenRecord[]
  resetTokens: TokenRecord[]
  uploads: UploadRecord[]
}
