import type {
  CommentRecord,
  DatabaseSnapshot,
  NotificationRecord,
  PostRecord,
  TokenRecord,
  UploadRecord,
  UserRecord,
} from './records'

/**
 * The mock server's in-memory database: one map per collection, keyed by id (tokens by
 * their value, uploads by path). Lists come back in insertion order; handlers sort.
 */
export class Database {
  readonly users = new Map<string, UserRecord>()
  readonly posts = new Map<string, PostRecord>()
  readonly comments = new Map<string, CommentRecord>()
  readonly notifications = new Map<string, NotificationRecord>()
  readonly accessTokens = new Map<string, TokenRecord>()
  readonly refreshTokens = new Map<string, TokenRecord>()
  readonly resetTokens = new Map<string, TokenRecord>()
  readonly uploads = new Map<string, UploadRecord>()

  constructor(snapshot?: DatabaseSnapshot) {
    if (snapshot) this.load(snapshot)
  }

  /** Replaces the whole content with a snapshot (deep-copied). */
  load(snapshot: DatabaseSnapshot): void {
    const copy = structuredClone(snapshot)
    this.clear()
    for (const user of copy.users) this.users.set(user._id, user)
    for (const post of copy.posts) this.posts.set(post._id, post)
    for (const comment of copy.comments) this.comments.set(comment._id, comment)
    for (const item of copy.notifications) this.notifications.set(item._id, item)
    for (const token of copy.accessTokens) this.accessTokens.set(token.token, token)
    for (const token of copy.refreshTokens) this.refreshTokens.set(token.token, token)
    for (const token of copy.resetTokens) this.resetTokens.set(token.token, token)
    for (const upload of copy.uploads) this.uploads.set(upload.path, upload)
  }

  /** A deep copy of the whole content, safe to persist or compare. */
  snapshot(): DatabaseSnapshot {
    return structuredClone({
      version: 1,
      users: [...this.users.values()],
      posts: [...this.posts.values()],
      comments: [...this.comments.values()],
      notifications: [...this.notifications.values()],
      accessTokens: [...this.accessTokens.values()],
      refreshTokens: [...this.refreshTokens.values()],
      resetTokens: [...this.resetTokens.values()],
      uploads: [...this.uploads.values()],
    })
  }

  clear(): void {
    this.users.clear()
    this.posts.clear()
    this.comments.clear()
    this.notifications.clear()
    this.accessTokens.clear()
    this.refreshTokens.clear()
    this.resetTokens.clear()
    this.uploads.clear()
  }

  findUserByEmail(email: string): UserRecord | undefined {
    const wanted = email.trim().toLowerCase()
    for (const user of this.users.values()) {
      if (user.email.toLowerCase() === wanted) return user
    }
    return undefined
  }

  /** Newest first, as every list the server answers. */
  postsNewestFirst(filter?: (post: PostRecord) => boolean): PostRecord[] {
    return [...this.posts.values()].filter((post) => !filter || filter(post)).sort(newestFirst)
  }

  /**
   * In the order the server's store answers a query it was given no sort for (NeDB walks its
   * `_id` index): by `_id`, which is random, so in no order of time. `GET /posts/user/{id}`
   * answers so.
   */
  postsUnsorted(filter?: (post: PostRecord) => boolean): PostRecord[] {
    return [...this.posts.values()]
      .filter((post) => !filter || filter(post))
      .sort((a, b) => (a._id < b._id ? -1 : a._id > b._id ? 1 : 0))
  }

  /** A post's comments, oldest first (orphans of deleted posts are kept but never asked for). */
  commentsOf(postId: string): CommentRecord[] {
    return [...this.comments.values()]
      .filter((comment) => comment.postId === postId)
      .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a._id.localeCompare(b._id))
  }

  notificationsOf(userId: string): NotificationRecord[] {
    return [...this.notifications.values()]
      .filter((item) => item.userId === userId)
      .sort(newestFirst)
  }
}

function newestFirst(a: { createdAt: string; _id: string }, b: { createdAt: string; _id: string }) {
  return b.createdAt.localeCompare(a.createdAt) || b._id.localeCompare(a._id)
}
