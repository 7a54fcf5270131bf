import { describe, expect, it } from 'vitest'
import { PHOTOS } from './photos'
import {
  DEMO_ACCOUNT,
  FRIEND_ACCOUNT,
  SEED_POST_COUNT,
  SEED_USER_COUNT,
  seedWorld,
} from './seed-world'

const HOUR = 3_600_000
const DAY = 24 * HOUR

describe('seedWorld', () => {
  it('is deterministic: the same options give identical worlds', async () => {
    expect(await seedWorld()).toEqual(await seedWorld())
    const dated = { seed: 7, referenceDate: '2027-03-01T09:00:00.000Z' }
    expect(await seedWorld(dated)).toEqual(await seedWorld(dated))
  })

  it('keeps ids and content when only the reference date moves, shifting every date', async () => {
    const a = await seedWorld({ referenceDate: '2026-06-15T12:00:00.000Z' })
    const b = await seedWorld({ referenceDate: '2026-06-25T12:00:00.000Z' })
    expect(b.posts.map((post) => [post._id, post.caption])).toEqual(
      a.posts.map((post) => [post._id, post.caption]),
    )
    const shift = Date.parse(b.posts[0]?.createdAt ?? '') - Date.parse(a.posts[0]?.createdAt ?? '')
    expect(shift).toBe(10 * DAY)
  })

  it('differs for another seed', async () => {
    const [a, b] = await Promise.all([seedWorld({ seed: 1 }), seedWorld({ seed: 2 })])
    expect(a.users[5]?._id).not.toBe(b.users[5]?._id)
  })

  it('has about 30 users and 120 posts, spread like a real community', async () => {
    const world = await seedWorld()
    expect(world.users).toHaveLength(SEED_USER_COUNT)
    expect(world.posts).toHaveLength(SEED_POST_COUNT)
    const ids = [...world.users, ...world.posts, ...world.comments, ...world.notifications].map(
      (r) => r._id,
    )
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids.every((id) => /^[A-Za-z0-9]{16}$/.test(id))).toBe(true)

    const commentsPerPost = (postId: string) =>
      world.comments.filter((c) => c.postId === postId).length
    expect(world.posts.filter((post) => post.likes.length > 5).length).toBeGreaterThan(20)
    expect(world.posts.some((post) => post.likes.length === 0)).toBe(true)
    expect(world.posts.filter((post) => commentsPerPost(post._id) > 2).length).toBeGreaterThan(10)
    expect(world.posts.filter((post) => post.caption.length > 100).length).toBeGreaterThan(10)
    expect(world.posts.filter((post) => post.caption.length <= 100).length).toBeGreaterThan(40)

    const postsBy = (userId: string) => world.posts.filter((post) => post.userId === userId).length
    expect(world.users.filter((user) => postsBy(user._id) === 0).length).toBeGreaterThanOrEqual(1)
    expect(Math.max(...world.users.map((user) => postsBy(user._id)))).toBeGreaterThan(8)
    expect(world.users.some((user) => user.avatar === null)).toBe(true)
    expect(world.users.some((user) => user.avatar !== null)).toBe(true)
  })

  it('uses every seeded photo, never the same one for two neighbours in the feed', async () => {
    const world = await seedWorld()
    const feed = [...world.posts].sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    expect(new Set(feed.map((post) => post.image)).size).toBe(PHOTOS.length)
    const repeats = feed.filter((post, index) => index > 0 && post.image === feed[index - 1]?.image)
    expect(repeats).toEqual([])
  })

  it('gives the demo account posts, likes, and notifications in Today, This Week and Earlier', async () => {
    const world = await seedWorld()
    const ref = Date.parse('2026-06-15T12:00:00.000Z')
    const demo = world.users.find((user) => user.email === DEMO_ACCOUNT.email)
    const friend = world.users.find((user) => user.email === FRIEND_ACCOUNT.email)
    expect(demo).toMatchObject({
      name: DEMO_ACCOUNT.name,
      website: expect.stringMatching(/^https:\/\//),
    })
    expect(friend?.name).toBe(FRIEND_ACCOUNT.name)
    expect(demo?.passwordHash).not.toContain(DEMO_ACCOUNT.password)
    expect(world.posts.filter((post) => post.userId === demo?._id)).toHaveLength(6)
    expect(world.posts.some((post) => post.likes.includes(demo?._id ?? ''))).toBe(true)

    const ages = world.notifications
      .filter((item) => item.userId === demo?._id)
      .map((item) => ref - Date.parse(item.createdAt))
    expect(ages.every((age) => age > 0)).toBe(true)
    expect(ages.filter((age) => age < DAY).length).toBeGreaterThan(3)
    expect(ages.filter((age) => age >= DAY && age < 7 * DAY).length).toBeGreaterThan(3)
    expect(ages.filter((age) => age >= 7 * DAY).length).toBeGreaterThan(3)
  })

  it('creates exactly the notifications the likes and comments would have, plus a re-like and a poke', async () => {
    const world = await seedWorld()
    const postById = new Map(world.posts.map((post) => [post._id, post]))
    const expectedLikes = world.posts.reduce(
      (sum, post) => sum + post.likes.filter((id) => id !== post.userId).length,
      0,
    )
    const expectedComments = world.comments.filter(
      (c) => c.userId !== postById.get(c.postId)?.userId,
    ).length
    const count = (type: string) => world.notifications.filter((item) => item.type === type).length
    expect(count('like')).toBe(expectedLikes + 1)
    expect(count('comment')).toBe(expectedComments)
    expect(count('poke')).toBe(1)
  })
})

describe('the default world', () => {
  it('is the same on every machine (its fingerprint is recorded)', async () => {
    const world = await seedWorld()
    const digest = await crypto.subtle.digest(
      'SHA-256',
      new TextEncoder().encode(JSON.stringify(world)),
    )
    const fingerprint = [...new Uint8Array(digest)]
      .map((b) => b.toString(16).padStart(2, '0'))
      .join('')
    // A change here means every story, screenshot and README example sees another world:
    // update it deliberately, together with the visual baselines.
    expect({ demo: world.users[0]?._id, fingerprint }).toMatchInlineSnapshot(`
      {
        "demo": "QjhtXYj1UiGphw90",
        "fingerprint": "7c4b0f8473737526caacf0a25beba2e27a1c04a6ffdf15e586b564d40da79323",
      }
    `)
  })
})
