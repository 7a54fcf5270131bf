import { base, en, Faker } from '@faker-js/faker'
import type { Comment, Post, User } from '@photobooth/api-client'
import { PHOTOS, photoPath } from './db/photos'
import { caption, commentText } from './db/seed-text'
import { SEED_REFERENCE_DATE } from './db/seed-world'

/**
 * Ready-made values in the contract's shapes, for views rendered from props (view stories,
 * another app's previews, tests): synchronous and the same on every call. Each takes
 * overrides; `n` picks another deterministic person, photo or text. Their photos are the seeded
 * ones, served at `/uploads/…` by the mock backend. Dates are relative to the seeded world's
 * "now" ({@link SEED_REFERENCE_DATE}), which stories pin their clock to.
 */

const HOUR = 3_600_000

/** A faker whose draws depend only on `n` and what they are for. */
function fakerFor(kind: string, n: number): Faker {
  const faker = new Faker({ locale: [en, base] })
  let hash = n * 7919
  for (const char of kind) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0
  faker.seed(Math.abs(hash))
  return faker
}

/** The seeded world's "now" minus `hours`, as the server writes dates. */
export function hoursBeforeNow(hours: number): string {
  return new Date(Date.parse(SEED_REFERENCE_DATE) - hours * HOUR).toISOString()
}

/** A 16-character id like the server's. */
function id(kind: string, n: number): string {
  return fakerFor(`${kind}-id`, n).string.alphanumeric(16)
}

/** Someone of the community (the `n`th); avatars for even `n`, initials for odd ones. */
export function fixtureUser(n = 0, overrides: Partial<User> = {}): User {
  const faker = fakerFor('user', n)
  const first = faker.person.firstName()
  const last = faker.person.lastName()
  const photo = PHOTOS[(n * 5 + 3) % PHOTOS.length]
  return {
    _id: id('user', n),
    name: `${first} ${last}`,
    email: faker.internet.email({ firstName: first, lastName: last }).toLowerCase(),
    avatar: n % 2 === 0 && photo ? photoPath(photo) : null,
    bio: '',
    createdAt: hoursBeforeNow(24 * 90 + n),
    ...overrides,
  }
}

/** A comment (the `n`th), by `fixtureUser(n + 1)` unless `user` says otherwise. */
export function fixtureComment(n = 0, overrides: Partial<Comment> = {}): Comment {
  const user = fixtureUser(n + 1)
  return {
    _id: id('comment', n),
    userId: user._id,
    text: commentText(fakerFor('comment', n)),
    createdAt: hoursBeforeNow(1 + n * 3),
    user,
    ...overrides,
  }
}

export interface FixturePostOptions {
  /** How many comments it has (the latest ones are shown on cards). */
  comments?: number
  /** How many people like it. */
  likes?: number
  /** A caption over 100 characters (cut on cards, with "more"). */
  longCaption?: boolean
}

/** A populated post (the `n`th), as `GET /posts/{id}` answers it, by `fixtureUser(n)`. */
export function fixturePost(
  n = 0,
  { comments = 2, likes = 12, longCaption = false }: FixturePostOptions = {},
  overrides: Partial<Post> = {},
): Post {
  const photo = PHOTOS[n % PHOTOS.length]
  if (!photo) throw new Error('No seeded photos.')
  const author = fixtureUser(n)
  const postId = id('post', n)
  const likers = Array.from({ length: likes }, (_, index) => fixtureUser(100 + n * 50 + index))
  const thread = Array.from({ length: comments }, (_, index) =>
    fixtureComment(n * 20 + comments - index, {
      postId,
      createdAt: hoursBeforeNow(comments - index),
    }),
  )
  return {
    _id: postId,
    userId: author._id,
    caption: caption(fakerFor('caption', n), photo.subject, longCaption),
    image: photoPath(photo),
    createdAt: hoursBeforeNow(2 + n * 5),
    updatedAt: hoursBeforeNow(2 + n * 5),
    likes: likers.map(({ _id, name, email, avatar }) => ({ _id, name, email, avatar })),
    likesCount: likes,
    comments: thread,
    commentsCount: comments,
    user: author,
    ...overrides,
  }
}
