import type { MockBackend, MockSession } from './backend'
import type { PostRecord, UserRecord } from './db/records'
import { DEMO_ACCOUNT, FRIEND_ACCOUNT } from './db/seed-world'
import { newId } from './lib/ids'
import { addNotification, newUserRecord } from './lib/records'

/**
 * Worlds for stories and tests. Each one changes the database of a backend the way real use
 * could have, and returns what the caller needs (a session, an id). None of them writes
 * responses: the handlers answer from the changed world.
 */

export function demoUser(backend: MockBackend): UserRecord {
  return requireUser(backend, DEMO_ACCOUNT.email)
}

export function friendUser(backend: MockBackend): UserRecord {
  return requireUser(backend, FRIEND_ACCOUNT.email)
}

/** Posts of a user, newest first. */
export function postsOf(backend: MockBackend, userId: string): PostRecord[] {
  return backend.db.postsNewestFirst((post) => post.userId === userId)
}

/** A seeded user who never posted. */
export function userWithoutPosts(backend: MockBackend): UserRecord {
  const user = [...backend.db.users.values()].find(
    (candidate) => postsOf(backend, candidate._id).length === 0,
  )
  if (!user) throw new Error('Every user in this world has posts.')
  return user
}

/** The first post (newest first) matching `test`. */
export function findPost(backend: MockBackend, test: (post: PostRecord) => boolean): PostRecord {
  const post = backend.db.postsNewestFirst().find(test)
  if (!post) throw new Error('No post in this world matches.')
  return post
}

/** No posts at all, so no comments or notifications about posts either; users stay. */
export function emptyFeed(backend: MockBackend): void {
  const { db } = backend
  db.posts.clear()
  db.comments.clear()
  for (const [id, item] of db.notifications) if (item.postId) db.notifications.delete(id)
}

/** A brand-new account (no avatar, bio, posts or notifications), signed in. */
export async function newUser(
  backend: MockBackend,
  { name = 'Casey Newman', email = 'casey.new@example.com', password = 'newuser123' } = {},
): Promise<MockSession> {
  const createdAt = new Date(backend.clock.now()).toISOString()
  const user = await newUserRecord({ name, email, password, createdAt })
  backend.db.users.set(user._id, user)
  return backend.signIn(user._id)
}

/** Gives a post (the demo account's newest by default) `count` likers. Returns its id. */
export function manyLikers(
  backend: MockBackend,
  { count = 30, postId }: { count?: number; postId?: string } = {},
): string {
  const post = postId ? backend.db.posts.get(postId) : postsOf(backend, demoUser(backend)._id)[0]
  if (!post) throw new Error('No such post.')
  const others = [...backend.db.users.values()].filter((user) => user._id !== post.userId)
  while (others.length < count) others.push(...extraUsers(backend, count - others.length))
  post.likes = others.slice(0, count).map((user) => user._id)
  return post._id
}

/** A post with nobody liking it and no comments. Returns its id. */
export function unlovedPost(backend: MockBackend, postId?: string): string {
  const post = postId ? backend.db.posts.get(postId) : postsOf(backend, demoUser(backend)._id)[0]
  if (!post) throw new Error('No such post.')
  post.likes = []
  for (const comment of backend.db.commentsOf(post._id)) backend.db.comments.delete(comment._id)
  return post._id
}

/** The user has no notifications at all. */
export function noNotifications(backend: MockBackend, userId = demoUser(backend)._id): void {
  for (const [id, item] of backend.db.notifications)
    if (item.userId === userId) backend.db.notifications.delete(id)
}

/**
 * Someone liked and commented on one of the demo account's posts, then the post was deleted:
 * its notifications stay behind as orphans, as on the real server. Returns the dead post id.
 */
export function deletedPostWithOrphanNotifications(backend: MockBackend): { postId: string } {
  const demo = demoUser(backend)
  const friend = friendUser(backend)
  const post = postsOf(backend, demo._id)[0]
  if (!post) throw new Error('The demo account has no post.')
  const now = backend.clock.now()
  for (const [type, minutesAgo] of [
    ['like', 20],
    ['comment', 10],
  ] as const) {
    addNotification(backend.db, {
      type,
      userId: demo._id,
      fromUserId: friend._id,
      postId: post._id,
      createdAt: new Date(now - minutesAgo * 60_000).toISOString(),
    })
  }
  backend.db.posts.delete(post._id)
  return { postId: post._id }
}

/**
 * The demo account shares `count` more photos and the friend likes each of them: unread
 * like notifications on that many posts (what a product that looked each post up on its own
 * would pay a request per post for). Returns the new post ids, newest first.
 */
export function unreadOnManyPosts(
  backend: MockBackend,
  { count = 60 }: { count?: number } = {},
): { postIds: string[] } {
  const demo = demoUser(backend)
  const friend = friendUser(backend)
  const photos = postsOf(backend, demo._id).map((post) => post.image)
  if (photos.length === 0) throw new Error('The demo account has no post.')
  const now = backend.clock.now()
  const postIds: string[] = []
  for (let index = 0; index < count; index += 1) {
    // Newest first: one an hour, the first an hour ago; each liked ten minutes after it.
    const createdAt = new Date(now - (index + 1) * 60 * 60_000).toISOString()
    const post: PostRecord = {
      _id: newId(),
      userId: demo._id,
      caption: `Contact sheet, frame ${count - index}`,
      image: photos[index % photos.length] ?? null,
      likes: [friend._id],
      createdAt,
      updatedAt: createdAt,
    }
    backend.db.posts.set(post._id, post)
    addNotification(backend.db, {
      type: 'like',
      userId: demo._id,
      fromUserId: friend._id,
      postId: post._id,
      createdAt: new Date(Date.parse(createdAt) + 10 * 60_000).toISOString(),
    })
    postIds.push(post._id)
  }
  return { postIds }
}

function requireUser(backend: MockBackend, email: string): UserRecord {
  const user = backend.db.findUserByEmail(email)
  if (!user) throw new Error(`No user ${email} in this world.`)
  return user
}

function extraUsers(backend: MockBackend, count: number): UserRecord[] {
  return Array.from({ length: count }, (_, index) => {
    const user: UserRecord = {
      _id: newId(),
      name: `Guest Liker ${index + 1}`,
      email: `liker${index + 1}.${newId(4).toLowerCase()}@example.com`,
      avatar: null,
      bio: '',
      createdAt: new Date(backend.clock.now()).toISOString(),
      passwordHash: 'x:disabled',
    }
    backend.db.users.set(user._id, user)
    return user
  })
}
