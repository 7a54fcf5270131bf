import { base, en, Faker } from '@faker-js/faker'
import { GENDERS } from '@photobooth/api-client'
import { hashPassword } from '../lib/passwords'
import { COMMUNITY_PASSWORD, DEMO_ACCOUNT, FRIEND_ACCOUNT } from './accounts'
import { PHOTOS, type Photo, photoPath } from './photos'
import type {
  CommentRecord,
  DatabaseSnapshot,
  NotificationRecord,
  PostRecord,
  UserRecord,
} from './records'
import { bio, caption, commentText } from './seed-text'

/** The faker seed of the default world. */
export { COMMUNITY_PASSWORD, DEMO_ACCOUNT, FRIEND_ACCOUNT } from './accounts'

export const DEFAULT_SEED = 20260615

/** "Now" for the default world: every date is set relative to it. */
export const SEED_REFERENCE_DATE = '2026-06-15T12:00:00.000Z'

export const SEED_USER_COUNT = 30
export const SEED_POST_COUNT = 120

const HOUR = 60 * 60_000
const DAY = 24 * HOUR

/** Ages of the demo account's posts: one today, two this week, three earlier. */
const DEMO_POST_AGES = [5 * HOUR, 2 * DAY, 4 * DAY, 12 * DAY, 30 * DAY, 75 * DAY]
const FRIEND_POST_COUNT = 8

export interface SeedOptions {
  /** Faker seed; the same seed gives the same ids and content. */
  seed?: number
  /** The world's "now". Defaults to {@link SEED_REFERENCE_DATE}; the demo passes the day it
   * first starts so that recent activity is recent. */
  referenceDate?: Date | string | number
}

interface PendingUser extends Omit<UserRecord, 'passwordHash'> {
  password: string
  salt: string
}

/**
 * Builds the default world: about 30 users and 120 posts with likes, comments and the
 * notifications those would have created, spread like a real community. Deterministic:
 * the same options give an identical snapshot on every run and machine.
 */
export async function seedWorld(options: SeedOptions = {}): Promise<DatabaseSnapshot> {
  const faker = new Faker({ locale: [en, base], seed: options.seed ?? DEFAULT_SEED })
  const ref = new Date(options.referenceDate ?? SEED_REFERENCE_DATE).getTime()
  faker.setDefaultRefDate(new Date(ref))
  const id = () => faker.string.alphanumeric(16)
  const iso = (time: number) => new Date(time).toISOString()
  const between = (from: number, to: number) =>
    faker.number.int({ min: Math.ceil(from), max: Math.floor(to) })
  const squarePhotos = PHOTOS.filter((photo) => photo.width === photo.height)

  // Users: the demo account, a friend, 27 community members and, last, one who never posts.
  const users: PendingUser[] = []
  const emails = new Set<string>()
  for (let index = 0; index < SEED_USER_COUNT; index++) {
    const sex = faker.person.sexType()
    const first = faker.person.firstName(sex)
    const last = faker.person.lastName()
    const known = index === 0 ? DEMO_ACCOUNT : index === 1 ? FRIEND_ACCOUNT : undefined
    let email: string =
      known?.email ??
      `${slug(first)}.${slug(last)}@${faker.helpers.arrayElement(['example.com', 'example.org', 'example.net'])}`
    while (emails.has(email)) email = email.replace('@', `${faker.number.int(9)}@`)
    emails.add(email)
    const hasAvatar = known !== undefined || faker.datatype.boolean({ probability: 0.65 })
    const hasWebsite = index === 0 || faker.datatype.boolean({ probability: 0.3 })
    const gender = faker.helpers.maybe(() => faker.helpers.arrayElement(GENDERS), {
      probability: 0.6,
    })
    users.push({
      _id: id(),
      name: known?.name ?? `${first} ${last}`,
      email,
      avatar: hasAvatar ? photoPath(faker.helpers.arrayElement(squarePhotos)) : null,
      bio: index === 0 ? 'Chasing light on weekends. Coffee first. 📷' : bio(faker),
      createdAt: iso(ref - between(120 * DAY, 420 * DAY)),
      ...(hasWebsite
        ? {
            website:
              index === 0
                ? 'https://jamie.example.com'
                : `https://${slug(first)}${slug(last)}.example.com`,
          }
        : {}),
      ...(gender === undefined ? {} : { gender }),
      password: known?.password ?? COMMUNITY_PASSWORD,
      salt: faker.string.alphanumeric(8),
    })
  }
  const [demo, friend] = users as [PendingUser, PendingUser, ...PendingUser[]]
  const community = users.slice(2, SEED_USER_COUNT - 1)

  // Posts: the demo account's at fixed ages, a friend's, then the community's — a few
  // prolific members and a long tail, denser in recent weeks.
  const drafts: { userId: string; time: number }[] = []
  for (const age of DEMO_POST_AGES) drafts.push({ userId: demo._id, time: ref - age })
  for (let n = 0; n < FRIEND_POST_COUNT; n++) {
    drafts.push({ userId: friend._id, time: ref - between(3 * HOUR, 60 * DAY) })
  }
  const weights = community.map((user, rank) => ({
    value: user._id,
    weight: 1 / (rank + 1) ** 0.7,
  }))
  while (drafts.length < SEED_POST_COUNT) {
    const age = 90 * DAY * faker.number.float({ min: 0.002, max: 1 }) ** 1.6
    drafts.push({ userId: faker.helpers.weightedArrayElement(weights), time: ref - age })
  }
  drafts.sort((a, b) => b.time - a.time)
  // Neighbours in the feed never share a photo: walk a shuffled list in feed order.
  const photoOrder = faker.helpers.shuffle([...PHOTOS])
  const posts: PostRecord[] = drafts.map((draft, index) => {
    const photo = photoOrder[index % photoOrder.length] as Photo
    return {
      _id: id(),
      userId: draft.userId,
      caption: caption(faker, photo.subject, faker.datatype.boolean({ probability: 0.3 })),
      image: photoPath(photo),
      likes: [],
      createdAt: iso(draft.time),
      updatedAt: iso(draft.time),
    }
  })

  // Likes and comments, each with the notification the server would have created.
  const comments: CommentRecord[] = []
  const notifications: NotificationRecord[] = []
  const notify = (type: 'like' | 'comment', post: PostRecord, fromUserId: string, time: number) => {
    if (fromUserId === post.userId) return
    notifications.push({
      _id: id(),
      type,
      userId: post.userId,
      fromUserId,
      postId: post._id,
      isRead: ref - time > 3 * DAY,
      createdAt: iso(time),
    })
  }
  const newestDemoPost = posts.find((post) => post.userId === demo._id) as PostRecord
  for (const post of posts) {
    const created = new Date(post.createdAt).getTime()
    const others = users.filter((user) => user._id !== post.userId)
    const likeCount =
      post === newestDemoPost
        ? 9
        : faker.helpers.weightedArrayElement([
            { value: between(0, 2), weight: 15 },
            { value: between(3, 8), weight: 45 },
            { value: between(9, 16), weight: 30 },
            { value: between(17, others.length), weight: 10 },
          ])
    for (const liker of faker.helpers.arrayElements(others, likeCount)) {
      post.likes.push(liker._id)
      notify('like', post, liker._id, between(created + 60_000, ref - 60_000))
    }
    const commentCount = faker.helpers.weightedArrayElement([
      { value: 0, weight: 30 },
      { value: between(1, 2), weight: 30 },
      { value: between(3, 8), weight: 40 },
    ])
    const times = Array.from({ length: commentCount }, () =>
      between(created + 60_000, ref - 60_000),
    ).sort()
    for (const time of times) {
      const author = faker.helpers.arrayElement(users)
      comments.push({
        _id: id(),
        postId: post._id,
        userId: author._id,
        text: commentText(faker),
        createdAt: iso(time),
      })
      notify('comment', post, author._id, time)
    }
  }

  // The server notifies every like: a like, unlike and like again leaves two notifications.
  const twiceLiked = posts.filter((post) => post.userId === demo._id)[1] as PostRecord
  const relike = twiceLiked.likes.find((likerId) => likerId !== friend._id)
  if (relike) notify('like', twiceLiked, relike, ref - 26 * HOUR)
  // A poke has no post.
  notifications.push({
    _id: id(),
    type: 'poke',
    userId: demo._id,
    fromUserId: friend._id,
    isRead: false,
    createdAt: iso(ref - 3 * DAY),
  })

  const hashed: UserRecord[] = await Promise.all(
    users.map(async ({ password, salt, ...user }) => ({
      ...user,
      passwordHash: await hashPassword(password, salt),
    })),
  )
  return {
    version: 1,
    users: hashed,
    posts,
    comments,
    notifications,
    accessTokens: [],
    refreshTokens: [],
    resetTokens: [],
    uploads: [],
  }
}

function slug(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[^a-zA-Z]/g, '')
    .toLowerCase()
}
